// `npm run leads -- --show ID` and `--photos ID --to DIR` as an operator runs
// them: the built command, on a lead folder with photos; a lead named by its
// reference as by its id.
import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli';
import { ANA, ANA_PHOTOS, BO, photoBytes, storeEstimates, type StoredEstimates } from './leads/stored-estimates';

let fixture: StoredEstimates;
beforeEach(async () => {
  fixture = await storeEstimates();
});

const leads = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli('leads', args, {
    ...process.env,
    TZ: 'UTC',
    LEADS_FILE: fixture.leadsFile,
    LEAD_PHOTOS_DIR: fixture.photosDir,
    DATA_DIR: undefined,
    SMTP_URL: undefined,
    LEADS_WEBHOOK_URL: undefined,
    ...env,
  });

describe('npm run leads -- --show ID', () => {
  it('shows the lead its reference names, with the file of each photo and the visit windows by the labels of the opening hours', async () => {
    const run = await leads(['--show', '6C1E-0F3A']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`lead 6C1E-0F3A (id ${ANA})\nreceived at   2026-11-26 09:05 New York time\nname          Ana Ruiz\n`);
    expect(run.stdout).toContain(
      [
        'photos        3',
        ...ANA_PHOTOS.map((id) => `              ${path.join(fixture.photosDir, `${id}.jpg`)} (2560×1920, 1.0 MB)`),
        'area          1,200 sq ft',
        'kind of work  Restoring an existing floor',
        'range         $11,400–$25,200 (prices of 2026-11-01)',
        // The hours of data/business.json make "weekday-morning"; no hours make "sunday-evening", which shows as stored.
        'visit         Weekday morning, 7 AM–12 PM',
        '              sunday-evening',
        'access        A super or doorman lets us in',
        'notified      webhook: sent',
        `stored in     ${fixture.log}, line 2`,
      ].join('\n'),
    );
  });

  it('shows the windows as stored when the content cannot be read', async () => {
    const run = await leads(['--show', ANA.slice(0, 8)], { DATA_DIR: path.join(fixture.dir, 'no-content') });
    expect(run.stdout).toContain('visit         weekday-morning\n              sunday-evening\n');
  });

  it('the table and CSV show the reference and the estimate of every lead', async () => {
    const table = (await leads([])).stdout.split('\n');
    expect(table.find((line) => line.includes('Ana Ruiz'))).toMatch(/^2026-11-26 09:05 {2}6C1E-0F3A {2}Ana Ruiz/);
    expect(table).toContain(
      `${' '.repeat(18)}3 photos · 1,200 sq ft · Restoring an existing floor · $11,400–$25,200 (prices of 2026-11-01)`,
    );
    expect(table).toContain(`${' '.repeat(18)}visit: Weekday morning, 7 AM–12 PM; sunday-evening · access: A super or doorman lets us in`);
    const csv = (await leads(['--format', 'csv'])).stdout.split('\r\n');
    expect(csv.find((line) => line.includes('Ana Ruiz'))).toContain(`,3,${ANA_PHOTOS.join(' ')},1200,Restoring an existing floor,`);
  });

  it('finds a lead by a start of its id in any case; an unknown or ambiguous one exits 1 and says why', async () => {
    expect((await leads(['--show', '7D2F'])).stdout).toContain(`(id ${BO})`);
    const unknown = await leads(['--show', '0000-0000']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`leads: there is no lead 0000-0000 in ${fixture.leadsFile}`);
    const twin = '6c1e0f3a-9999-4e2a-9c1f-000000000000';
    await appendFile(fixture.log, `${(await readFile(fixture.log, 'utf8')).split('\n')[0]!.replace(BO, twin)}\n`);
    const ambiguous = await leads(['--show', '6C1E-0F3A']);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stdout).toBe('');
    expect(ambiguous.stderr).toContain(`leads: 6C1E-0F3A names 2 leads (${ANA}, ${twin}); give more of the id`);
  });
});

describe('npm run leads -- --photos ID --to DIR', () => {
  it('copies each photo byte for byte as REFERENCE-n.jpg into the folder, made for it, and names each file written', async () => {
    const to = path.join(fixture.dir, 'out', 'ana');
    const run = await leads(['--photos', '6c1e0f3a', '--to', to]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([1, 2, 3].map((n) => path.join(to, `6C1E-0F3A-${n}.jpg`)).concat(''));
    expect(run.stderr).toBe(`Copied 3 photos of lead 6C1E-0F3A into ${to}\n`);
    expect((await readdir(to)).sort()).toEqual(['6C1E-0F3A-1.jpg', '6C1E-0F3A-2.jpg', '6C1E-0F3A-3.jpg']);
    for (const [i, id] of ANA_PHOTOS.entries()) expect(await readFile(path.join(to, `6C1E-0F3A-${i + 1}.jpg`))).toEqual(photoBytes(id));
  });

  it('says so when the lead has no photos, and makes no folder', async () => {
    const to = path.join(fixture.dir, 'out');
    const run = await leads(['--photos', '7D2F-0000', '--to', to]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('leads: lead 7D2F-0000 has no photos; nothing was copied\n');
    await expect(readdir(to)).rejects.toThrow(/ENOENT/);
  });

  it('when a photo file is missing, copies the others under their own numbers, names the missing one, and exits 1', async () => {
    await rm(path.join(fixture.photosDir, `${ANA_PHOTOS[1]}.jpg`));
    const to = path.join(fixture.dir, 'out');
    const run = await leads(['--photos', '6C1E-0F3A', '--to', to]);
    expect(run.code).toBe(1);
    expect((await readdir(to)).sort()).toEqual(['6C1E-0F3A-1.jpg', '6C1E-0F3A-3.jpg']);
    expect(run.stderr).toContain(`leads: photo 2 of 3 (${path.join(fixture.photosDir, `${ANA_PHOTOS[1]}.jpg`)}): missing\n`);
    expect(run.stderr).toContain(
      `Copied 2 photos of lead 6C1E-0F3A into ${to}; 1 could not be (is ${fixture.photosDir} the site's LEAD_PHOTOS_DIR?`,
    );
  });

  it('never reads a path a hand-edited photo id makes', async () => {
    const secret = path.join(fixture.dir, 'secret.jpg');
    await writeFile(secret, 'not for copying');
    const edited = (await readFile(fixture.log, 'utf8')).replace(ANA_PHOTOS[0]!, '../secret');
    await writeFile(fixture.log, edited);
    const to = path.join(fixture.dir, 'out');
    const run = await leads(['--photos', '6C1E-0F3A', '--to', to]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('not a photo id: ../secret');
    expect((await readdir(to)).sort()).toEqual(['6C1E-0F3A-2.jpg', '6C1E-0F3A-3.jpg']);
  });
});
