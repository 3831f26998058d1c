// The photos visitors send with their requests, one folder for every worker:
//   {id}.jpg        the photo as kept (server/lead-photos/decode-lead-photo.ts)
//   {id}.thumb.jpg  its thumbnail
//   {id}.json       who sent it and its size; written last, so a photo
//                   without it is a half-written one
//   .incoming/      bytes still arriving
// Every file is fsynced and renamed into place, and the folder synced, before
// an upload is answered: an acknowledged photo survives a crash whole. A
// photo belongs to the form it was uploaded from (its owner) and becomes part
// of a request when the request names it; one no request names within a day
// is deleted by sweep().
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { PHOTO_LIMITS, UPLOAD_ID } from '../../shared/estimate-fields';
import { syncDirectory } from '../storage/ndjson-log';
import type { StoredPhoto } from '../leads/lead-record';
import { decodeLeadPhoto, UploadProblem } from './decode-lead-photo';

/** An upload no request names is deleted after this long. */
const UNNAMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Bytes still arriving after this long belong to an upload that never finished. */
const INCOMING_TTL_MS = 60 * 60 * 1000;
/** Photos decoded at once by one process: each holds a decoded image in memory. */
const DECODE_CONCURRENCY = 2;
/** How long a measure of the folder's size is trusted before it is taken again. */
const USAGE_TTL_MS = 30_000;
const INCOMING = '.incoming';
const HEAD_BYTES = 64;

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

export function createLeadPhotoStore({
  dir,
  maxBytes = Infinity,
  now = Date.now,
}: {
  dir: string;
  /** All stored photos together may take at most this many bytes; past it an upload is refused. */
  maxBytes?: number;
  now?: () => number;
}) {
  const decodeInTurn = pLimit(DECODE_CONCURRENCY);
  const files = (id: string) => ({
    photo: path.join(dir, `${id}.jpg`),
    thumb: path.join(dir, `${id}.thumb.jpg`),
    meta: path.join(dir, `${id}.json`),
  });
  let usage: { bytes: number; at: number } | undefined;

  async function usedBytes(): Promise<number> {
    if (usage && now() - usage.at < USAGE_TTL_MS) return usage.bytes;
    let bytes = 0;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      bytes += await stat(path.join(dir, name)).then(
        (s) => (s.isFile() ? s.size : 0),
        () => 0,
      );
    }
    usage = { bytes, at: now() };
    return bytes;
  }

  async function readMeta(id: string): Promise<PhotoMeta | undefined> {
    if (!UPLOAD_ID.test(id)) return undefined;
    return readFile(files(id).meta, 'utf8').then(
      (text) => JSON.parse(text) as PhotoMeta,
      () => undefined,
    );
  }

  /** Writes `bytes` to `file` durably: a temporary name, fsync, rename. */
  async function writeDurably(file: string, bytes: Buffer): Promise<void> {
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx', 0o640);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  }

  /**
   * Takes the bytes of one photo as they arrive into `incoming`, at most
   * PHOTO_LIMITS.bytes: past that, the rest is read and dropped (the sender
   * gets an answer, not a cut connection) and the photo is refused. Resolves
   * with the number of bytes sent.
   */
  async function takeIn(source: Readable, incoming: string): Promise<number> {
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, received > PHOTO_LIMITS.bytes ? undefined : chunk);
      },
    });
    await pipeline(source, limit, createWriteStream(incoming, { flags: 'wx', mode: 0o640 }));
    if (received > PHOTO_LIMITS.bytes || (source as Readable & { truncated?: boolean }).truncated)
      throw new UploadProblem(`This photo is larger than ${PHOTO_LIMITS.bytes / 1024 / 1024} MB. Please choose a smaller one.`, 413);
    if (received === 0) throw new UploadProblem('This file is empty. Please choose the photo again.', 400);
    return received;
  }

  /** Deletes the files of `ids` (a request deleted on request); resolves with how many photos were there. */
  async function remove(ids: readonly string[]): Promise<number> {
    let removed = 0;
    for (const id of ids) {
      if (!UPLOAD_ID.test(id)) continue;
      const { photo, thumb, meta } = files(id);
      if (
        await stat(photo).then(
          () => true,
          () => false,
        )
      )
        removed++;
      await Promise.all([rm(meta, { force: true }), rm(photo, { force: true }), rm(thumb, { force: true })]);
    }
    await syncDirectory(dir).catch(() => {});
    usage = undefined;
    return removed;
  }

  return {
    dir,
    files,

    /**
     * Receives one photo: its bytes (limited), decoded and re-encoded, then
     * stored durably. Resolves with the photo once it is on disk; rejects
     * with an UploadProblem saying what is wrong with it. `received` is the
     * number of bytes sent.
     */
    async receive(
      source: Readable,
      { owner, flagged = [] }: { owner: string; flagged?: string[] },
    ): Promise<{ photo: StoredPhoto; received: number }> {
      if ((await usedBytes()) >= maxBytes) {
        source.resume();
        throw new UploadProblem('full', 507);
      }
      const id = newId();
      const incoming = path.join(dir, INCOMING, `${id}.part`);
      await mkdir(path.dirname(incoming), { recursive: true });
      try {
        const received = await takeIn(source, incoming);
        const head = Buffer.alloc(HEAD_BYTES);
        const handle = await open(incoming, 'r');
        await handle.read(head, 0, HEAD_BYTES, 0).finally(() => handle.close());
        const decoded = await decodeInTurn(() => decodeLeadPhoto(incoming, head));
        const target = files(id);
        await writeDurably(target.photo, decoded.photo);
        await writeDurably(target.thumb, decoded.thumb);
        const photo: StoredPhoto = { id, width: decoded.width, height: decoded.height, bytes: decoded.photo.length };
        const meta: PhotoMeta = { ...photo, owner, receivedAt: new Date(now()).toISOString(), ...(flagged.length > 0 && { flagged }) };
        await writeDurably(target.meta, Buffer.from(JSON.stringify(meta)));
        await syncDirectory(dir);
        if (usage) usage.bytes += decoded.photo.length + decoded.thumb.length;
        return { photo, received };
      } finally {
        source.resume();
        await rm(incoming, { force: true });
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
     * half-written photos, and bytes that stopped arriving. Resolves with the
     * number of uploads deleted.
     */
    async sweep(named: ReadonlySet<string>): Promise<number> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const ids = new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)));
      let swept = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const id = name.split('.')[0]!;
        const age =
          now() -
          (await stat(file).then(
            (s) => s.mtimeMs,
            () => now(),
          ));
        if (name.endsWith('.json')) {
          if (named.has(id) || age < UNNAMED_UPLOAD_TTL_MS) continue;
          const meta = await readMeta(id);
          if (meta && now() - Date.parse(meta.receivedAt) < UNNAMED_UPLOAD_TTL_MS) continue;
          swept += await remove([id]);
        } else if (name !== INCOMING && !ids.has(id) && age > INCOMING_TTL_MS) {
          await rm(file, { force: true });
        }
      }
      for (const name of await readdir(path.join(dir, INCOMING)).catch(() => [] as string[])) {
        const file = path.join(dir, INCOMING, name);
        const age =
          now() -
          (await stat(file).then(
            (s) => s.mtimeMs,
            () => now(),
          ));
        if (age > INCOMING_TTL_MS) await rm(file, { force: true });
      }
      usage = undefined;
      return swept;
    },

    usedBytes,
  };
}

export type LeadPhotoStore = ReturnType<typeof createLeadPhotoStore>;
