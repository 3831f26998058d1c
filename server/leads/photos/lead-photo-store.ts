// The photos visitors send with their requests, one folder for every worker:
//   {id}.jpg        the photo as kept (server/leads/photos/decode-lead-photo.ts)
//   {id}.thumb.jpg  its thumbnail
//   {id}.json       who sent it and its size; written last, so a photo
//                   without it is a half-written one
//   .incoming/      bytes still arriving
// Every file is fsynced and renamed into place, and the folder synced, before
// an upload is answered: an acknowledged photo survives a crash whole. A
// photo belongs to the form it was uploaded from (its owner) and becomes part
// of a request when the request names it; one no request names within a day
// is deleted by sweep().
//
// What the folder holds is a running total in the cluster store, shared by
// every worker: bytes still arriving count while they are on disk, a kept
// photo counts its files, and sweep() sets the total to what the folder
// really holds. No upload lists the folder.
import { createHash, randomBytes } from 'node:crypto';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mkdir, open, readdir, readFile, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_LIMITS, UPLOAD_ID } from '../../../shared/estimate-fields';
import { memoryStore, type ClusterStore } from '../../cluster-store';
import type { LeadPhotoSettings } from '../../config';
import { decodeQueue } from '../../photos/decode-memory';
import { syncDirectory, writeFileDurably } from '../../storage/durable-file';
import type { StoredPhoto } from '../lead-record';
import { decodeLeadPhoto, UploadProblem, type DecodeLimits } from './decode-lead-photo';
import { pastLimit, type ByteAccount } from './upload-limits';

/** An upload no request names is deleted after this long. */
export const UNNAMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Bytes still arriving after this long belong to an upload that never finished (a process that crashed). */
const INCOMING_TTL_MS = 60 * 60 * 1000;
/** Photos decoded at once by one process: each keeps a core busy. */
const DECODE_CONCURRENCY = 2;
/** Arriving bytes are counted against the sender and the store this many at a time. */
const CHARGE_STEP = 1024 * 1024;
const INCOMING = '.incoming';
const TOTAL = 'lead-photos:bytes';
const MB = 1024 * 1024;

/** A decode's and a process's memory budgets when no setting says otherwise (docs/decisions/0035). */
const DEFAULT_DECODE_BUDGET = { maxBytes: 320 * MB, processBytes: 512 * MB };

/** Without settings: beside the lead log, bounded only by the disk. */
export const defaultLeadPhotoSettings = (leadsFile: string): LeadPhotoSettings => ({
  dir: path.join(path.dirname(leadsFile), 'lead-photos'),
  maxBytes: Infinity,
  softBytesPerHour: 150 * MB,
  hardBytesPerHour: 1000 * MB,
  decode: DEFAULT_DECODE_BUDGET,
});

interface PhotoMeta extends StoredPhoto {
  owner: string;
  receivedAt: string;
  /** Flags the request that names it earns ("upload-rate"). */
  flagged?: string[];
}

export interface ClaimedPhotos {
  photos: StoredPhoto[];
  flags: string[];
  /** The ids that are not this form's uploads (never sent, swept, or another's), in the visitor's order. */
  missing: string[];
  /** This form's uploads past PHOTO_LIMITS.count: not part of the request. */
  extra: string[];
}

/** Whose an upload is: the form's token when it has one, else the sender's address class. */
export function uploadOwner(formToken: string, addressClass: string): string {
  return formToken ? `token:${createHash('sha256').update(formToken).digest('base64url')}` : `address:${addressClass}`;
}

const newId = () => randomBytes(16).toString('base64url');
const sizeOf = (file: string) =>
  stat(file).then(
    (s) => (s.isFile() ? s.size : 0),
    () => 0,
  );

export function createLeadPhotoStore({
  dir,
  maxBytes = Infinity,
  now = Date.now,
  totals = memoryStore(now),
  decode = DEFAULT_DECODE_BUDGET,
}: {
  dir: string;
  /** All stored photos together may take at most this many bytes; past it an upload is refused. */
  maxBytes?: number;
  now?: () => number;
  /** Where the running total of the folder's bytes is kept: the cluster store, with workers. */
  totals?: Pick<ClusterStore, 'addToTotal' | 'setTotal'>;
  /** Memory one decode may take, and all of this process's decodes together. */
  decode?: { maxBytes: number; processBytes: number };
}) {
  const decodeLimits: DecodeLimits = {
    maxBytes: decode.maxBytes,
    queue: decodeQueue({ budgetBytes: Math.max(decode.processBytes, decode.maxBytes), concurrency: DECODE_CONCURRENCY }),
  };
  const files = (id: string) => ({
    photo: path.join(dir, `${id}.jpg`),
    thumb: path.join(dir, `${id}.thumb.jpg`),
    meta: path.join(dir, `${id}.json`),
  });
  const folder: ByteAccount = {
    async add(delta) {
      const total = await totals.addToTotal(TOTAL, delta);
      return delta >= 0 && pastLimit(total, delta, maxBytes) ? new UploadProblem('full') : undefined;
    },
  };

  async function readMeta(id: string): Promise<PhotoMeta | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    return readFile(files(id).meta, 'utf8').then(
      (text) => JSON.parse(text) as PhotoMeta,
      () => undefined,
    );
  }

  /** Deletes the files of `ids` (a request deleted on request); resolves with how many photos were there. */
  async function remove(ids: readonly string[]): Promise<number> {
    let removed = 0;
    let freed = 0;
    for (const id of ids) {
      if (!UPLOAD_ID.test(id)) continue;
      const { photo, thumb, meta } = files(id);
      const sizes = await Promise.all([sizeOf(photo), sizeOf(thumb), sizeOf(meta)]);
      if (sizes[0] > 0) removed++;
      freed += sizes[0] + sizes[1] + sizes[2];
      await Promise.all([rm(meta, { force: true }), rm(photo, { force: true }), rm(thumb, { force: true })]);
    }
    await syncDirectory(dir).catch(() => {});
    if (freed > 0) await folder.add(-freed);
    return removed;
  }

  return {
    dir,
    files,
    /** Resolves once no visitor's photo is decoded or waiting in this process: work that can wait (the site's own photo files) waits for it. */
    idle: () => decodeLimits.queue.idle(),

    /**
     * Receives one photo: its bytes (at most PHOTO_LIMITS.bytes) into a file
     * of their own, counted against the sender's `account` and the store as
     * they arrive; then decoded and re-encoded, and stored durably. Resolves
     * with the photo once it is on disk; rejects with an UploadProblem saying
     * what is wrong with it, or with the source's error when it broke off.
     * Whatever happens, the bytes received are removed, and their file
     * closed, before it settles. A photo refused part-way is read to its end
     * (its sender gets an answer, not a cut connection), but not kept.
     */
    async receive(
      source: Readable,
      { owner, flagged = [], account }: { owner: string; flagged?: string[]; account?: ByteAccount },
    ): Promise<StoredPhoto> {
      const charge = chargeTo(account ? [folder, account] : [folder]);
      const full = await folder.add(0);
      if (full) {
        source.resume();
        throw full;
      }
      const id = newId();
      const incoming = path.join(dir, INCOMING, `${id}.part`);
      let stored = 0;
      try {
        await mkdir(path.dirname(incoming), { recursive: true });
        await takeIn(source, incoming, charge);
        const decoded = await decodeLeadPhoto(incoming, decodeLimits);
        const target = files(id);
        const photo: StoredPhoto = { id, width: decoded.width, height: decoded.height, bytes: decoded.photo.length };
        const meta = Buffer.from(
          JSON.stringify({
            ...photo,
            owner,
            receivedAt: new Date(now()).toISOString(),
            ...(flagged.length > 0 && { flagged }),
          } satisfies PhotoMeta),
        );
        await writeFileDurably(target.photo, decoded.photo);
        await writeFileDurably(target.thumb, decoded.thumb);
        await writeFileDurably(target.meta, meta, { syncFolder: true });
        stored = decoded.photo.length + decoded.thumb.length + meta.length;
        return photo;
      } finally {
        source.resume();
        await rm(incoming, { force: true });
        await charge.settle(stored);
      }
    },

    /** The uploads `ids` names that belong to `owner`, in order, without repeats, at most PHOTO_LIMITS.count. */
    async claim(ids: readonly string[], owner: string): Promise<ClaimedPhotos> {
      const claimed: ClaimedPhotos = { photos: [], flags: [], missing: [], extra: [] };
      for (const id of new Set(ids)) {
        const meta = await readMeta(id);
        if (!meta || meta.owner !== owner) {
          claimed.missing.push(id);
          continue;
        }
        if (claimed.photos.length >= PHOTO_LIMITS.count) {
          claimed.extra.push(id);
          continue;
        }
        claimed.photos.push({ id: meta.id, width: meta.width, height: meta.height, bytes: meta.bytes });
        for (const flag of meta.flagged ?? []) if (!claimed.flags.includes(flag)) claimed.flags.push(flag);
      }
      return claimed;
    },

    remove,

    /**
     * Deletes the uploads older than a day that no request names (`named`),
     * half-written photos, and bytes that stopped arriving an hour ago (a
     * process that crashed mid-upload); then sets the running total to what
     * the folder holds. Resolves with the number of uploads deleted.
     */
    async sweep(named: ReadonlySet<string>): Promise<number> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const ids = new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)));
      const age = (file: string) =>
        stat(file).then(
          (s) => now() - s.mtimeMs,
          () => 0,
        );
      let swept = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const id = name.split('.')[0]!;
        if (name.endsWith('.json')) {
          if (named.has(id) || (await age(file)) < UNNAMED_UPLOAD_TTL_MS) continue;
          const meta = await readMeta(id);
          if (meta && now() - Date.parse(meta.receivedAt) < UNNAMED_UPLOAD_TTL_MS) continue;
          swept += await remove([id]);
        } else if (name !== INCOMING && !ids.has(id) && (await age(file)) > INCOMING_TTL_MS) {
          await rm(file, { force: true });
        }
      }
      for (const name of await readdir(path.join(dir, INCOMING)).catch(() => [] as string[])) {
        const file = path.join(dir, INCOMING, name);
        if ((await age(file)) > INCOMING_TTL_MS) await rm(file, { force: true });
      }
      await totals.setTotal(TOTAL, await folderBytes(dir));
      return swept;
    },
  };
}

export type LeadPhotoStore = ReturnType<typeof createLeadPhotoStore>;

/** Every byte the folder holds, arriving ones included. */
async function folderBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const name of await readdir(dir, { recursive: true }).catch(() => [] as string[])) bytes += await sizeOf(path.join(dir, name));
  return bytes;
}

/**
 * An upload's bytes counted against `accounts` as they arrive, a step at a
 * time; settled once it ends: the store keeps what is stored, the sender
 * the larger of what was sent and what is stored.
 */
function chargeTo(accounts: ByteAccount[]) {
  const [store, ...senders] = accounts as [ByteAccount, ...ByteAccount[]];
  let received = 0;
  let charged = 0;
  let inStore = 0;
  return {
    /** Notes the bytes received so far (read and dropped ones too), to count once the upload ends. */
    note(total: number) {
      received = total;
    },
    /** Notes the bytes received so far and counts them, a step at a time; resolves with why no more may come. */
    async upTo(total: number): Promise<UploadProblem | undefined> {
      received = total;
      if (received - charged < CHARGE_STEP && charged > 0) return undefined;
      const delta = received - charged;
      charged = received;
      inStore += delta;
      const problems = await Promise.all(accounts.map((account) => account.add(delta)));
      return problems.find(Boolean);
    },
    /** The partial bytes are gone (refused part-way): the store no longer holds them. */
    async release() {
      const held = inStore;
      inStore = 0;
      if (held > 0) await store.add(-held);
    },
    /** The upload ended with `stored` bytes kept (0: none). */
    async settle(stored: number) {
      const sent = Math.max(received, stored);
      await Promise.all([store.add(stored - inStore), ...senders.map((sender) => sender.add(sent - charged))]).catch(() => {});
      inStore = stored;
      charged = sent;
    },
  };
}

/**
 * Takes the bytes of one photo as they arrive into `incoming`, counted by
 * `charge`. Past PHOTO_LIMITS.bytes, or once an account says no, the file is
 * closed and removed and the rest is read and dropped; the photo is then
 * refused. Resolves with the number of bytes sent. A source that breaks off
 * (the visitor hung up, the request timed out, the form was cut short)
 * rejects with its error, the file closed.
 */
async function takeIn(source: Readable, incoming: string, charge: ReturnType<typeof chargeTo>): Promise<number> {
  const handle: FileHandle = await open(incoming, 'wx', 0o640);
  let fileOpen = true;
  const close = async () => {
    if (!fileOpen) return;
    fileOpen = false;
    await handle.close();
  };
  let received = 0;
  let refused: UploadProblem | undefined;
  const refuse = async (problem: UploadProblem) => {
    refused = problem;
    await close();
    await rm(incoming, { force: true });
    await charge.release();
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      // Refused: the rest is read and dropped, but still counted as sent.
      if (refused || received > PHOTO_LIMITS.bytes) charge.note(received);
      if (refused) return done();
      void (async () => {
        if (received > PHOTO_LIMITS.bytes) return refuse(tooLarge());
        const problem = await charge.upTo(received);
        if (problem) return refuse(problem);
        for (let offset = 0; offset < chunk.length;) offset += (await handle.write(chunk, offset)).bytesWritten;
      })().then(() => done(), done);
    },
    final(done) {
      close().then(() => done(), done);
    },
    destroy(error, done) {
      close().then(
        () => done(error),
        () => done(error),
      );
    },
  });
  await pipeline(source, sink);
  if (refused) throw refused;
  if ((source as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  if (received === 0) throw new UploadProblem('empty');
  return received;
}

const tooLarge = () => new UploadProblem('too-large');
