// The photo store's bookkeeping: uploads no request names are swept after a
// day, named ones stay; the per-address allowance flags, then refuses.
import { mkdtemp, readdir, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../server/cluster-store';
import { createLeadPhotoStore, UNNAMED_UPLOAD_TTL_MS, uploadOwner } from '../../server/lead-photos/lead-photo-store';
import { uploadAllowance } from '../../server/lead-photos/upload-limits';
import { floorPhoto } from '../helpers/upload-photos';

const HOUR = 3_600_000;

async function storeAt(clock: { now: number }, maxBytes = Infinity) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
  return createLeadPhotoStore({ dir, maxBytes, now: () => clock.now });
}

describe('the lead photo store', () => {
  it('sweeps an upload no request names once it is a day old, and keeps the named one and the young one', async () => {
    const clock = { now: Date.now() };
    const photos = await storeAt(clock);
    const owner = uploadOwner('token', 'class');
    const named = (await photos.receive(Readable.from([await floorPhoto()]), { owner })).photo;
    const unnamed = (await photos.receive(Readable.from([await floorPhoto()]), { owner })).photo;
    expect(await photos.sweep(new Set([named.id]))).toBe(0);

    clock.now += UNNAMED_UPLOAD_TTL_MS + HOUR;
    const young = (await photos.receive(Readable.from([await floorPhoto()]), { owner })).photo;
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

  it('refuses a photo once the store holds its bound of bytes', async () => {
    const photos = await storeAt({ now: Date.now() }, 1);
    const owner = uploadOwner('', 'class');
    await photos.receive(Readable.from([await floorPhoto()]), { owner });
    await expect(photos.receive(Readable.from([await floorPhoto()]), { owner })).rejects.toMatchObject({ status: 507 });
  });

  it("claims only the owner's uploads, in the visitor's order, without repeats", async () => {
    const photos = await storeAt({ now: Date.now() });
    const mine = uploadOwner('my-token', 'class');
    const a = (await photos.receive(Readable.from([await floorPhoto()]), { owner: mine, flagged: ['upload-rate'] })).photo;
    const b = (await photos.receive(Readable.from([await floorPhoto()]), { owner: mine })).photo;
    const theirs = (await photos.receive(Readable.from([await floorPhoto()]), { owner: uploadOwner('their-token', 'class') })).photo;
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
    await allowance.count('1.2.3.4', 150);
    expect(await allowance.check('1.2.3.4')).toEqual({ refused: false, flags: ['upload-rate'] });
    await allowance.count('1.2.3.4', 150);
    expect(await allowance.check('1.2.3.4')).toMatchObject({ refused: true, retryAfterSeconds: expect.any(Number) });
    expect(await allowance.check('5.6.7.8')).toEqual({ refused: false, flags: [] });
  });
});
