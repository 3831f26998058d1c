// Photos of estimate requests under load, as a real deployment runs
// (WEB_CONCURRENCY=2): every request is stored with every photo, and a
// SIGKILL mid-burst loses nothing that was acknowledged.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { findLeadLogs } from '../../server/leads/lead-logs';
import { storedLeads } from '../helpers/stored-leads';
import { type ServerProcess, startServer, uploadPhoto, visitorLead, waitForLog } from '../helpers/server-process';
import { floorPhoto } from '../helpers/upload-photos';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function twoWorkers(): Promise<ServerProcess> {
  const server = await startServer({ env: { WEB_CONCURRENCY: '2' } });
  running.push(server);
  await waitForLog(server, () => server.logs.filter((e) => e.msg === 'serving the site').length === 2);
  return server;
}

/** One visitor: three photos uploaded at once, then the request naming them. Resolves with the receipt's id once acknowledged. */
async function visitorWithPhotos(url: string, i: number, photos: Buffer[]): Promise<{ id: string; photoIds: string[] }> {
  const lead = visitorLead(i);
  const uploads = await Promise.all(photos.map((photo) => uploadPhoto(url, photo, lead.formToken)));
  for (const upload of uploads) if (upload.status !== 201) throw new Error(`upload answered ${upload.status}`);
  const photoIds = uploads.map((upload) => upload.body.id!);
  const res = await fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...lead, photos: photoIds, areaSqFt: 400 + i }),
  });
  if (res.status !== 201) throw new Error(`the request answered ${res.status}`);
  return { id: ((await res.json()) as { id: string }).id, photoIds };
}

/** True when the file decodes whole (a photo cut short fails). */
const whole = (file: string) =>
  readFile(file)
    .then((bytes) => sharp(bytes, { failOn: 'truncated' }).raw().toBuffer())
    .then(
      () => true,
      () => false,
    );

describe('photos of estimate requests with two workers', () => {
  it('stores 50 concurrent requests with 3 photos each, every photo whole', async () => {
    const server = await twoWorkers();
    const photos = await Promise.all([floorPhoto(1400, 1050, '#8a7f72'), floorPhoto(1200, 1600, '#6d7a84'), floorPhoto(2000, 1500)]);
    const sent = await Promise.all(Array.from({ length: 50 }, (_, i) => visitorWithPhotos(server.url, i, photos)));

    const leads = await storedLeads(server.leadsFile);
    expect(leads).toHaveLength(50);
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    for (const { id, photoIds } of sent) {
      const lead = byId.get(id)!;
      expect(lead.photos?.map((photo) => photo.id)).toEqual(photoIds);
      for (const photoId of photoIds) expect(await whole(path.join(server.photosDir, `${photoId}.jpg`))).toBe(true);
    }
    // Both workers took requests, and photos uploaded to one were named in a request to the other.
    expect((await findLeadLogs(server.leadsFile)).length).toBe(2);
  }, 120_000);

  it('SIGKILL during a burst loses no acknowledged photo: every acknowledged request has all its files, whole', async () => {
    const server = await twoWorkers();
    const workerPids = server.logs.filter((e) => e.msg === 'serving the site').map((e) => e.pid as number);
    const photos = await Promise.all([floorPhoto(1600, 1200), floorPhoto(1200, 1600, '#6d7a84'), floorPhoto(2400, 1800, '#a39b8b')]);
    const acknowledged: { id: string; photoIds: string[] }[] = [];
    const burst = Array.from({ length: 60 }, (_, i) =>
      visitorWithPhotos(server.url, i, photos).then(
        (done) => void acknowledged.push(done),
        () => {},
      ),
    );
    // Some requests are acknowledged, others under way: then every process dies at once.
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const pid of [...workerPids, server.child.pid!]) process.kill(pid, 'SIGKILL');
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    expect(acknowledged.length).toBeLessThan(60);

    const byId = new Map((await storedLeads(server.leadsFile)).map((lead) => [lead.id, lead]));
    for (const { id, photoIds } of acknowledged) {
      expect(byId.get(id)?.photos?.map((photo) => photo.id)).toEqual(photoIds);
      for (const photoId of photoIds) expect(await whole(path.join(server.photosDir, `${photoId}.jpg`))).toBe(true);
    }
  }, 120_000);
});
