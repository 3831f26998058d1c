// A lead folder as a site with workers leaves it, for the tests of --show,
// --photos and --delete: worker 1's log with three leads (Ana's estimate
// request with three photos between two others), its delivery record, and
// the photo folder with each photo's files (distinct bytes; no test decodes them).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LEAD_RECORD_VERSION } from '../../../server/leads/lead-record';

export const ANA = '6c1e0f3a-5b7d-4e2a-9c1f-3a8b2d4e6f70';
export const BO = '7d2f0000-1111-4222-8333-444455556666';
export const CY = '8e3a0000-2222-4333-9444-555566667777';
export const ANA_PHOTOS = ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB', 'CCCCCCCCCCCCCCCCCCCCCC'];
export const CY_PHOTO = 'DDDDDDDDDDDDDDDDDDDDDD';

const lead = (id: string, receivedAt: string, fields: object = {}) => ({
  v: LEAD_RECORD_VERSION,
  id,
  receivedAt,
  name: 'Bo Ng',
  email: 'bo@example.com',
  phone: '7185550100',
  service: 'restoration',
  location: 'Astoria',
  message: 'Cracks.',
  ...fields,
});
const photo = (id: string) => ({ id, width: 2560, height: 1920, bytes: 1_048_576 });
const delivery = (leadId: string, channel: string, status: string, attempt: number) => ({
  leadId,
  channel,
  status,
  at: '2026-11-26T15:00:00.000Z',
  attempt,
  ...(status === 'failed' && { error: 'the webhook answered HTTP 500' }),
});
const ndjson = (records: object[]) => records.map((record) => `${JSON.stringify(record)}\n`).join('');

/** The bytes of a photo's file in the fixture. */
export const photoBytes = (id: string) => Buffer.from(`\xff\xd8 photo ${id}`, 'latin1');

export interface StoredEstimates {
  dir: string;
  /** LEADS_FILE: not itself written (a site with workers writes the per-worker logs beside it). */
  leadsFile: string;
  log: string;
  deliveries: string;
  photosDir: string;
}

export async function storeEstimates(): Promise<StoredEstimates> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-estimates-'));
  const log = path.join(dir, 'contacts-worker-1.ndjson');
  const deliveries = path.join(dir, 'contacts-worker-1.deliveries.ndjson');
  const photosDir = path.join(dir, 'lead-photos');
  await writeFile(
    log,
    ndjson([
      lead(BO, '2026-11-25T15:00:00.000Z'),
      lead(ANA, '2026-11-26T14:05:00.000Z', {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        location: 'Park Slope, Brooklyn',
        message: 'Our lobby floor has cracks. Ça marche?',
        photos: ANA_PHOTOS.map(photo),
        project: {
          areaSqFt: 1200,
          work: 'restoration',
          range: { price: 'restoration-grind', low: 11_400, high: 25_200, setOn: '2026-11-01' },
        },
        visit: { windows: ['weekday-morning', 'sunday-evening'], access: ['super'] },
      }),
      lead(CY, '2026-11-27T15:00:00.000Z', { name: 'Cy', photos: [photo(CY_PHOTO)] }),
    ]),
  );
  await writeFile(
    deliveries,
    ndjson([
      delivery(BO, 'email', 'sent', 1),
      delivery(ANA, 'webhook', 'failed', 1),
      delivery(CY, 'email', 'sent', 1),
      delivery(ANA, 'webhook', 'sent', 2),
    ]),
  );
  await mkdir(photosDir);
  for (const id of [...ANA_PHOTOS, CY_PHOTO]) {
    await writeFile(path.join(photosDir, `${id}.jpg`), photoBytes(id));
    await writeFile(path.join(photosDir, `${id}.thumb.jpg`), photoBytes(`${id} thumbnail`));
    await writeFile(
      path.join(photosDir, `${id}.json`),
      JSON.stringify({ ...photo(id), owner: 'token:x', receivedAt: '2026-11-26T14:00:00.000Z' }),
    );
  }
  return { dir, leadsFile: path.join(dir, 'contacts.ndjson'), log, deliveries, photosDir };
}
