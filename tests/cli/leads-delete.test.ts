// `npm run leads -- --delete ID`, when the person who sent a lead asks for it
// to be deleted: its line in the lead log and the lines of its delivery
// record erased in place (the site may be running and appending), its photos
// removed, and every reader fine afterwards. The deletion itself runs in
// process, so a test can append as the site would while the operator is
// asked; the command line's refusals run the built command.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteLead } from '../../cli/leads/delete-lead';
import type { CommandIo } from '../../cli/run-main';
import { namedPhotoIds } from '../../server/leads/photos/sweep-uploads';
import { readLeadLogs } from '../../server/leads/lead-logs';
import { readDeliveries } from '../../server/leads/notifications/delivery-record';
import { openNdjsonLog } from '../../server/storage/ndjson-log';
import { runCli } from '../helpers/run-cli';
import { ANA, ANA_PHOTOS, BO, CY, CY_PHOTO, storeEstimates, type StoredEstimates } from './leads/stored-estimates';

let fixture: StoredEstimates;
beforeEach(async () => {
  fixture = await storeEstimates();
});

/** A command's io whose person at the terminal answers with `answer` (after whatever it does meanwhile), and what it was told. */
function terminal(answer?: () => Promise<string> | string) {
  const told = { out: '', notes: [] as string[], asked: [] as string[] };
  const io: CommandIo = {
    env: { LEAD_PHOTOS_DIR: fixture.photosDir },
    write: (text) => (told.out += text),
    warn: (line) => told.notes.push(line),
    now: new Date('2026-12-01T12:00:00.000Z'),
    ask:
      answer &&
      (async (question) => {
        told.asked.push(question);
        return answer();
      }),
  };
  return { io, told };
}

/** `bytes` with each line `erased` (whole lines, newline included) turned into spaces up to its newline. */
function withErased(bytes: Buffer, erased: (line: string) => boolean): Buffer {
  const text = bytes.toString('utf8');
  return Buffer.from(
    text
      .split('\n')
      .map((line) => (erased(line) ? ' '.repeat(Buffer.byteLength(line)) : line))
      .join('\n'),
  );
}

const photoFiles = (id: string) => [`${id}.jpg`, `${id}.thumb.jpg`, `${id}.json`].map((name) => path.join(fixture.photosDir, name));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const snapshot = async () => Promise.all([readFile(fixture.log), readFile(fixture.deliveries)]);

describe('npm run leads -- --delete ID', () => {
  it("erases what was done with it too (its events, in any log), and nothing of another lead's", async () => {
    const event = (lead: string, at: string) => `${JSON.stringify({ v: 1, event: 'calling', lead, at })}\n`;
    await writeFile(
      fixture.log,
      `${await readFile(fixture.log, 'utf8')}${event(ANA, '2026-11-26T15:00:00.000Z')}${event(BO, '2026-11-26T15:05:00.000Z')}`,
    );
    const before = await readLeadLogs([fixture.log]);
    expect(before.leads.find(({ lead }) => lead.id === ANA)!.events.map((e) => e.event)).toEqual(['calling']);
    const { io, told } = terminal(() => 'yes');

    expect(await deleteLead('6C1E-0F3A', fixture.leadsFile, io)).toBe(0);

    expect(told.asked[0]).toContain(`its record in ${fixture.log}, 1 event, 2 lines of its delivery record`);
    const after = await readLeadLogs([fixture.log]);
    expect(after.problems).toEqual([]);
    expect(after.leads.find(({ lead }) => lead.id === ANA)).toBeUndefined();
    expect(after.leads.find(({ lead }) => lead.id === BO)!.events.map((e) => e.at)).toEqual(['2026-11-26T15:05:00.000Z']);
    expect(await readFile(fixture.log, 'utf8')).not.toContain(`"lead":"${ANA}"`);
  });

  it('erases the lead and its delivery lines where they are (same size, every other byte the same), removes its photos, and says so', async () => {
    const [log, deliveries] = await snapshot();
    const { io, told } = terminal(() => 'yes');

    expect(await deleteLead('6C1E-0F3A', fixture.leadsFile, io)).toBe(0);

    expect(told.asked).toEqual([
      `Delete lead 6C1E-0F3A of 2026-11-26 from Ana Ruiz <ana@example.com> for good: its record in ${fixture.log}, 2 lines of its delivery record, 3 photos? This cannot be undone. [y/N] `,
    ]);
    const [logAfter, deliveriesAfter] = await snapshot();
    expect(logAfter.length).toBe(log.length);
    expect(logAfter.equals(withErased(log, (line) => line.includes(`"id":"${ANA}"`)))).toBe(true);
    expect(deliveriesAfter.length).toBe(deliveries.length);
    expect(deliveriesAfter.equals(withErased(deliveries, (line) => line.includes(`"leadId":"${ANA}"`)))).toBe(true);
    expect(logAfter.toString('utf8')).not.toContain('Ana Ruiz');

    for (const file of ANA_PHOTOS.flatMap(photoFiles)) expect(await exists(file), file).toBe(false);
    for (const file of photoFiles(CY_PHOTO)) expect(await exists(file), file).toBe(true);

    expect(told.out).toBe(`Deleted lead 6C1E-0F3A of 2026-11-26: its record in ${fixture.log}, 2 lines of its delivery record, 3 photos\n`);
    expect(told.notes).toEqual(["The webhook's receiver keeps its own copy: delete it there too."]);
  });

  it('leaves every reader of the logs without a problem: the lead logs, the delivery record, the photo sweep and npm run leads', async () => {
    expect(await deleteLead(ANA, fixture.leadsFile, terminal().io, { yes: true })).toBe(0);

    const { leads, problems } = await readLeadLogs([fixture.log]);
    expect(problems).toEqual([]);
    expect(leads.map(({ lead, line }) => [lead.id, line])).toEqual([
      [BO, 1],
      [CY, 3],
    ]);
    const deliveryProblems: string[] = [];
    const deliveries = await readDeliveries(fixture.deliveries, (problem) => deliveryProblems.push(problem));
    expect(deliveryProblems).toEqual([]);
    expect([...deliveries.keys()]).toEqual([BO, CY]);
    expect(await namedPhotoIds(fixture.leadsFile)).toEqual(new Set([CY_PHOTO]));

    const run = await runCli('leads', ['--include-spam', '--undelivered'], {
      ...process.env,
      LEADS_FILE: fixture.leadsFile,
      SMTP_URL: undefined,
      LEADS_WEBHOOK_URL: undefined,
    });
    expect(run.stderr).toBe('0 leads not notified on every channel\n');
    const all = await runCli('leads', ['--format', 'json'], { ...process.env, LEADS_FILE: fixture.leadsFile });
    expect(all.stderr).toBe('2 leads\n');
    expect(JSON.parse(all.stdout).map((lead: { id: string }) => lead.id)).toEqual([CY, BO]);
  });

  it('keeps what the site appends while the operator is asked, through its open O_APPEND handles', async () => {
    const site = { leads: openNdjsonLog(fixture.log), deliveries: openNdjsonLog(fixture.deliveries) };
    await site.leads.open();
    await site.deliveries.open();
    const newLead = { ...JSON.parse((await readFile(fixture.log, 'utf8')).split('\n')[0]!), id: 'a9000000-0000-4000-8000-000000000000' };
    const newDelivery = { leadId: newLead.id, channel: 'webhook', status: 'sent', at: '2026-12-01T12:00:00.000Z', attempt: 1 };
    const { io } = terminal(async () => {
      // Between the command's read of the logs and its erase.
      await site.leads.append(newLead);
      await site.deliveries.append(newDelivery);
      return 'y';
    });

    expect(await deleteLead('6c1e0f3a', fixture.leadsFile, io)).toBe(0);
    await site.leads.append({ ...newLead, id: 'b9000000-0000-4000-8000-000000000000' });
    await Promise.all([site.leads.close(), site.deliveries.close()]);

    const { leads, problems } = await readLeadLogs([fixture.log]);
    expect(problems).toEqual([]);
    expect(leads.map(({ lead }) => lead.id)).toEqual([BO, CY, newLead.id, 'b9000000-0000-4000-8000-000000000000']);
    expect((await readFile(fixture.log, 'utf8')).split('\n')[3]).toBe(JSON.stringify(newLead));
    expect((await readDeliveries(fixture.deliveries)).get(newLead.id)).toMatchObject({ webhook: { sent: true } });
  });

  it('deletes nothing when the operator does not answer yes', async () => {
    const before = await snapshot();
    const { io, told } = terminal(() => 'n');
    expect(await deleteLead('6C1E-0F3A', fixture.leadsFile, io)).toBe(1);
    expect(told.notes).toEqual(['Nothing was deleted.']);
    expect(await snapshot()).toEqual(before);
    for (const file of ANA_PHOTOS.flatMap(photoFiles)) expect(await exists(file)).toBe(true);
  });

  it('erases nothing, and says to run it again, when the log was rewritten meanwhile', async () => {
    const [, deliveries] = await snapshot();
    const rewritten = `\n${await readFile(fixture.log, 'utf8')}`;
    const { io, told } = terminal(async () => {
      await writeFile(fixture.log, rewritten);
      return 'yes';
    });
    expect(await deleteLead('6C1E-0F3A', fixture.leadsFile, io)).toBe(1);
    expect(told.notes.join('\n')).toMatch(
      /could not delete lead 6C1E-0F3A of 2026-11-26: .*:2: the line is no longer where it was read .*Run the command again\./,
    );
    expect(await readFile(fixture.log, 'utf8')).toBe(rewritten);
    expect(await readFile(fixture.deliveries)).toEqual(deliveries);
    for (const file of ANA_PHOTOS.flatMap(photoFiles)) expect(await exists(file)).toBe(true);
  });

  it('keeps a photo another lead names too', async () => {
    const log = await readFile(fixture.log, 'utf8');
    await writeFile(
      fixture.log,
      log.replace(
        `"photos":[{"id":"${CY_PHOTO}"`,
        `"photos":[{"id":"${ANA_PHOTOS[0]}","width":1,"height":1,"bytes":1},{"id":"${CY_PHOTO}"`,
      ),
    );
    const { io, told } = terminal();
    expect(await deleteLead('6C1E-0F3A', fixture.leadsFile, io, { yes: true })).toBe(0);
    expect(told.out).toMatch(/, 2 photos \(1 kept: another lead names it\)\n$/);
    for (const file of photoFiles(ANA_PHOTOS[0]!)) expect(await exists(file)).toBe(true);
  });

  it('refuses, deleting nothing, without a terminal to ask and without --yes; --yes deletes without asking', async () => {
    const before = await snapshot();
    const env = { ...process.env, LEADS_FILE: fixture.leadsFile, LEAD_PHOTOS_DIR: fixture.photosDir };
    const refused = await runCli('leads', ['--delete', '6C1E-0F3A'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe('leads: --delete asks before it deletes: run it in a terminal, or add --yes. Nothing was deleted.\n');
    expect(await snapshot()).toEqual(before);

    const deleted = await runCli('leads', ['--delete', '6C1E-0F3A', '--yes'], env);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toBe(
      `Deleted lead 6C1E-0F3A of 2026-11-26: its record in ${fixture.log}, 2 lines of its delivery record, 3 photos\n`,
    );
    const again = await runCli('leads', ['--delete', '6C1E-0F3A', '--yes'], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('leads: there is no lead 6C1E-0F3A in');
  });
});
