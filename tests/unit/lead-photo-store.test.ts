// The photo store's bookkeeping: uploads no request names are swept after a
// day, named ones stay; what the folder holds is a running total, arriving
// bytes included; a photo broken off leaves nothing; the per-address
// allowance flags, then refuses.
import { mkdtemp, readdir, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../server/cluster-store';
import { createLeadPhotoStore, UNNAMED_UPLOAD_TTL_MS, uploadOwner } from '../../server/leads/photos/lead-photo-store';
import { uploadAllowance } from '../../server/leads/photos/upload-limits';
import { floorPhoto } from '../helpers/upload-photos';

const HOUR = 3_600_000;
const MB = 1024 * 1024;

async function folderBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, name));
    if (info.isFile()) bytes += info.size;
  }
  return bytes;
}

async function storeAt(clock: { now: number }, maxBytes = Infinity) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
  return createLeadPhotoStore({ dir, maxBytes, now: () => clock.now });
}

describe('the lead photo store', () => {
  it('sweeps an upload no request names once it is a day old, and keeps the named one and the young one', async () => {
    const clock = { now: Date.now() };
    const photos = await storeAt(clock);
    const owner = uploadOwner('token', 'class');
    const named = await photos.receive(Readable.from([await floorPhoto()]), { owner });
    const unnamed = await photos.receive(Readable.from([await floorPhoto()]), { owner });
    expect(await photos.sweep(new Set([named.id]))).toBe(0);

    clock.now += UNNAMED_UPLOAD_TTL_MS + HOUR;
    const young = await photos.receive(Readable.from([await floorPhoto()]), { owner });
    // The files' times as the clock has them: the first two a day old.
    for (const id of [named.id, unnamed.id])
      for (const file of Object.values(photos.files(id)))
        await utimes(file, new Date(clock.now - UNNAMED_UPLOAD_TTL_MS - HOUR), new Date(clock.now - UNNAMED_UPLOAD_TTL_MS - HOUR));
    expect(await photos.sweep(new Set([named.id]))).toBe(1);
    const left = (await readdir(photos.dir)).filter((name) => !name.startsWith('.')).sort();
    expect(left).toEqual([named.id, young.id].flatMap((id) => [`${id}.jpg`, `${id}.json`, `${id}.thumb.jpg`]).sort());
  });

  it('deletes bytes that stopped arriving an hour ago', async () => {
    const clock = { now: Date.now() };
    const photos = await storeAt(clock);
    await mkdir(path.join(photos.dir, '.incoming'), { recursive: true });
    const stale = path.join(photos.dir, '.incoming', 'abandoned.part');
    await writeFile(stale, 'half a photo');
    clock.now += 2 * HOUR;
    await photos.sweep(new Set());
    expect(await readdir(path.join(photos.dir, '.incoming'))).toEqual([]);
  });

  it('refuses a photo once the store holds its bound of bytes, counting what it keeps, and leaves nothing of the refused one', async () => {
    const photo = await floorPhoto();
    const measure = await storeAt({ now: Date.now() });
    const kept = await measure.receive(Readable.from([photo]), { owner: 'form:measure' });
    const oneUpload = await folderBytes(measure.dir);
    expect(oneUpload).toBeGreaterThan(kept.bytes);

    const photos = await storeAt({ now: Date.now() }, oneUpload + photo.length / 2);
    const owner = uploadOwner('', 'class');
    await photos.receive(Readable.from([photo]), { owner });
    await expect(photos.receive(Readable.from([photo]), { owner })).rejects.toMatchObject({ status: 507, code: 'full' });
    expect(await readdir(path.join(photos.dir, '.incoming'))).toEqual([]);
    // Once one is removed, there is room again: the total follows what the folder holds, without listing it.
    const [id] = (await readdir(photos.dir)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
    await photos.remove([id!]);
    await photos.receive(Readable.from([photo]), { owner });
  });

  it('closes and removes the file of a photo whose sender breaks off, and gives its bytes back to the store and keeps them on the sender', async () => {
    const totals = memoryStore();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
    const photos = createLeadPhotoStore({ dir, totals });
    const sender = uploadAllowance(totals, { softBytesPerHour: 100 * MB, hardBytesPerHour: 100 * MB });
    async function* breaksOff() {
      yield Buffer.alloc(3 * MB, 0xd8);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    }
    await expect(photos.receive(Readable.from(breaksOff()), { owner: 'form:x', account: sender.account('9.9.9.9') })).rejects.toThrow(
      'aborted',
    );
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
    expect(await totals.addToTotal('lead-photos:bytes', 0)).toBe(0);
    expect((await totals.hit('upload-bytes:9.9.9.9', HOUR, 0)).count).toBe(3 * MB);
  });

  it('refuses, part-way, a photo that would take its sender past the hour, and drops the rest of it', async () => {
    const totals = memoryStore();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
    const photos = createLeadPhotoStore({ dir, totals });
    const sender = uploadAllowance(totals, { softBytesPerHour: 2 * MB, hardBytesPerHour: 2 * MB });
    const chunks = Array.from({ length: 6 }, () => Buffer.alloc(MB, 0xd8));
    await expect(photos.receive(Readable.from(chunks), { owner: 'form:x', account: sender.account('9.9.9.9') })).rejects.toMatchObject({
      status: 429,
      code: 'rate',
      facts: { retryAfterSeconds: expect.any(Number) },
    });
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
    expect(await totals.addToTotal('lead-photos:bytes', 0)).toBe(0);
  });

  it('sets the running total to what the folder holds when it sweeps', async () => {
    const totals = memoryStore();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
    const photos = createLeadPhotoStore({ dir, totals });
    await photos.receive(Readable.from([await floorPhoto()]), { owner: 'form:x' });
    await writeFile(path.join(dir, 'copied-in-by-hand.jpg'), Buffer.alloc(5000));
    await photos.sweep(new Set());
    expect(await totals.addToTotal('lead-photos:bytes', 0)).toBe(await folderBytes(dir));
  });

  it("claims only the owner's uploads, in the visitor's order, without repeats", async () => {
    const photos = await storeAt({ now: Date.now() });
    const mine = uploadOwner('my-token', 'class');
    const a = await photos.receive(Readable.from([await floorPhoto()]), { owner: mine, flagged: ['upload-rate'] });
    const b = await photos.receive(Readable.from([await floorPhoto()]), { owner: mine });
    const theirs = await photos.receive(Readable.from([await floorPhoto()]), { owner: uploadOwner('their-token', 'class') });
    const claimed = await photos.claim([b.id, a.id, b.id, theirs.id], mine);
    expect(claimed.photos.map((photo) => photo.id)).toEqual([b.id, a.id]);
    expect(claimed.missing).toEqual([theirs.id]);
    expect(claimed.flags).toEqual(['upload-rate']);
  });
});

describe('the upload allowance per address', () => {
  it('flags past the soft limit and refuses past the hard one, until the hour ends', async () => {
    const allowance = uploadAllowance(memoryStore(), { softBytesPerHour: 100, hardBytesPerHour: 300 });
    expect(await allowance.check('1.2.3.4')).toEqual({ refused: false, flags: [] });
    await allowance.account('1.2.3.4').add(150);
    expect(await allowance.check('1.2.3.4')).toEqual({ refused: false, flags: ['upload-rate'] });
    await allowance.account('1.2.3.4').add(150);
    expect(await allowance.check('1.2.3.4')).toMatchObject({ refused: true, retryAfterSeconds: expect.any(Number) });
    expect(await allowance.check('5.6.7.8')).toEqual({ refused: false, flags: [] });
  });
});
