// `npm run leads -- --undelivered` and `--resend ID` as an operator runs them:
// the built command, on a temporary log and delivery record, sending to a
// webhook and an SMTP server on 127.0.0.1; and the source of each lead.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli';
import { deliveryRecordFile } from '../../server/leads/lead-logs';
import { ndjsonRecords } from '../helpers/stored-leads';
import { startSmtpServer, startWebhookServer } from '../helpers/notify-servers';
import { Readable } from 'node:stream';
import { createLeadPhotoStore } from '../../server/leads/photos/lead-photo-store';
import { createPhotoLinks } from '../../server/leads/photos/photo-links';
import { LEAD_RECORD_VERSION } from '../../server/leads/lead-record';
import { floorPhoto } from '../helpers/upload-photos';

const leads = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli('leads', args, { ...process.env, TZ: 'UTC', LEADS_FILE: undefined, SMTP_URL: undefined, LEADS_WEBHOOK_URL: undefined, ...env });

const lead = (id: string, receivedAt: string, fields: object = {}) => ({
  id,
  receivedAt,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '7185550100',
  service: 'restoration',
  location: 'Brooklyn',
  message: 'Cracks.',
  ...fields,
});
const delivery = (leadId: string, channel: string, status: 'sent' | 'failed', attempt: number, error?: string) => ({
  leadId,
  channel,
  status,
  at: '2024-03-05T10:00:00.000Z',
  attempt,
  ...(error && { error }),
});
const ndjson = (records: object[]) => records.map((r) => `${JSON.stringify(r)}\n`).join('');

const SOURCE = {
  page: '/contact',
  landingPage: '/services/restoration?utm_source=google',
  referrer: 'https://www.google.com/',
  utm: { utm_source: 'google', utm_medium: 'cpc' },
};

let dir: string;
let file: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-notify-'));
  file = path.join(dir, 'contacts.ndjson');
  await writeFile(
    file,
    ndjson([
      lead('11111111-sent', '2024-03-01T10:00:00.000Z'),
      lead('22222222-failed', '2024-03-02T10:00:00.000Z', { name: 'Bo Failed', source: SOURCE }),
      lead('33333333-never', '2024-03-03T10:00:00.000Z', { name: 'Cy Never' }),
      lead('44444444-spam', '2024-03-04T10:00:00.000Z', { name: 'Bot', spam: 'honeypot' }),
    ]),
  );
  await writeFile(
    deliveryRecordFile(file),
    ndjson([
      delivery('11111111-sent', 'webhook', 'sent', 1),
      delivery('22222222-failed', 'webhook', 'failed', 1, 'the webhook answered HTTP 500'),
      delivery('22222222-failed', 'webhook', 'failed', 2, 'the webhook answered HTTP 502'),
    ]),
  );
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('npm run leads -- --undelivered', () => {
  it('lists the leads without a successful delivery, with their id and what each channel did; not the delivery record as a log', async () => {
    const run = await leads(['--undelivered', '--file', file], { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^received at\s+id\s+name\s+.*\s+source\s+delivery$/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('33333333-never');
    expect(lines[2]).toMatch(/webhook: not tried$/);
    expect(lines[3]).toContain('22222222-failed');
    // The delivery column is the last and widest: cut to fit 160 columns.
    expect(lines[3]).toMatch(/google\/cpc\s+webhook: failed ×2 \(the webhook answered/);
    expect(run.stderr).toContain('2 leads not notified on every channel');
    expect(run.stderr).not.toContain('warning');
  });

  it('as JSON, with every field of the source and the deliveries', async () => {
    const run = await leads(['--undelivered', '--format', 'json', '--file', file]);
    const shown = JSON.parse(run.stdout) as { id: string; source?: object; delivery: object }[];
    expect(shown.map((l) => l.id)).toEqual(['33333333-never', '22222222-failed']);
    expect(shown[1]!.source).toEqual(SOURCE);
    expect(shown[1]!.delivery).toEqual({
      webhook: { sent: false, attempts: 2, at: '2024-03-05T10:00:00.000Z', error: 'the webhook answered HTTP 502' },
    });
    // No channel configured and none ever tried: never notified.
    expect(shown[0]!.delivery).toEqual({});
  });

  it('counts a channel configured now that a lead was never sent on', async () => {
    const run = await leads(['--undelivered', '--format', 'json', '--file', file], {
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_MAIL_FROM: 'website@example.com',
      LEADS_NOTIFY_TO: 'estimates@example.com',
    });
    expect((JSON.parse(run.stdout) as { id: string }[]).map((l) => l.id)).toEqual(['33333333-never', '22222222-failed', '11111111-sent']);
  });
});

describe('npm run leads -- --resend ID', () => {
  it('sends the lead again on every channel, records it, and it is no longer undelivered', async () => {
    const hook = await startWebhookServer();
    const smtp = await startSmtpServer();
    cleanups.push(hook.close, smtp.close);
    const env = {
      LEADS_FILE: file,
      LEADS_WEBHOOK_URL: hook.url,
      SMTP_URL: smtp.url,
      LEADS_MAIL_FROM: 'website@example.com',
      LEADS_NOTIFY_TO: 'estimates@example.com',
    };
    const run = await leads(['--resend', '22222222'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').sort()).toEqual(['', 'email: sent', 'webhook: sent']);

    expect(hook.requests.map((r) => JSON.parse(r.body).lead)).toEqual([
      expect.objectContaining({ id: '22222222-failed', name: 'Bo Failed', source: SOURCE }),
    ]);
    expect(smtp.received.map(({ mail }) => mail.subject)).toEqual(['New estimate request: Terrazzo Restoration · Brooklyn — Bo Failed']);
    expect(smtp.received[0]!.mail.replyTo?.value).toEqual([{ address: 'ana@example.com', name: 'Bo Failed' }]);
    expect(smtp.received[0]!.mail.text).toContain('Five Borough Terrazzo');

    const records = await ndjsonRecords(deliveryRecordFile(file));
    expect(
      records
        .slice(3)
        .map((r) => [r.leadId, r.channel, r.status, r.attempt])
        .sort(),
    ).toEqual([
      ['22222222-failed', 'email', 'sent', 1],
      ['22222222-failed', 'webhook', 'sent', 3],
    ]);
    const after = await leads(['--undelivered', '--format', 'json'], env);
    expect((JSON.parse(after.stdout) as { id: string }[]).map((l) => l.id)).toEqual(['33333333-never', '11111111-sent']);
  });

  it('exits 1 and says why when the channel still fails, recording the attempt', async () => {
    const hook = await startWebhookServer({ answers: [500] });
    cleanups.push(hook.close);
    const run = await leads(['--resend', '33333333-never', '--file', file], { LEADS_WEBHOOK_URL: hook.url });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('webhook: failed (the webhook answered HTTP 500)\n');
    const records = await ndjsonRecords(deliveryRecordFile(file));
    expect(records.at(-1)).toMatchObject({ leadId: '33333333-never', channel: 'webhook', status: 'failed', attempt: 1 });
  });

  it('takes the reference the visitor quotes, as the table shows it', async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const run = await leads(['--resend', '3333-3333', '--file', file], { LEADS_WEBHOOK_URL: hook.url });
    expect(run.stdout).toBe('webhook: sent\n');
    expect(hook.requests.map((r) => JSON.parse(r.body).lead.id)).toEqual(['33333333-never']);
  });

  it("sends a request's photos as links signed with the site's form secret", async () => {
    const hook = await startWebhookServer();
    cleanups.push(hook.close);
    const photosDir = path.join(path.dirname(file), 'lead-photos');
    const store = createLeadPhotoStore({ dir: photosDir });
    const photo = await store.receive(Readable.from([await floorPhoto()]), { owner: 'form:test' });
    const withPhoto = path.join(path.dirname(file), 'with-photo.ndjson');
    await writeFile(
      withPhoto,
      `${JSON.stringify({ v: LEAD_RECORD_VERSION, ...lead('55555555-photo', '2024-03-05T10:00:00.000Z'), photos: [photo] })}\n`,
    );
    const secret = 'a-form-secret-of-the-site-0123456789';
    const run = await leads(['--resend', '5555-5555', '--file', withPhoto], {
      LEADS_WEBHOOK_URL: hook.url,
      LEAD_PHOTOS_DIR: photosDir,
      FORM_SECRET: secret,
    });
    expect(run.stdout).toBe('webhook: sent\n');
    const [sent] = (JSON.parse(hook.requests[0]!.body) as { lead: { photos: { id: string; url: string }[] } }).lead.photos;
    expect(sent!.id).toBe(photo.id);
    const url = new URL(sent!.url);
    const query = Object.fromEntries(url.searchParams);
    const photoFile = url.pathname.split('/').at(-1)!;
    expect(createPhotoLinks(secret).check(photoFile, query)).toEqual({ ok: true, id: photo.id, variant: 'photo' });
    expect(createPhotoLinks('another-secret-of-enough-length-0000').check(photoFile, query)).toMatchObject({ ok: false });
  });

  it.each([
    ['an unknown id', ['--resend', 'nope'], { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/' }, /there is no lead nope/],
    ['an empty id', ['--resend', ''], {}, /--resend needs the id/],
    [
      'spam',
      ['--resend', '44444444-spam'],
      { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/' },
      /screened as spam \(honeypot\); spam is never sent/,
    ],
    ['no channel configured', ['--resend', '33333333-never'], {}, /no notification channel is configured/],
    [
      'invalid settings',
      ['--resend', '33333333-never'],
      { LEADS_WEBHOOK_URL: 'ftp://x' },
      /LEADS_WEBHOOK_URL: use an http:\/\/ or https:\/\/ URL/,
    ],
  ])('refuses %s', async (_what, args, env, message) => {
    const run = await leads([...args, '--file', file], env);
    expect(run.code).toBeGreaterThan(0);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });
});

describe('npm run leads and the source of a lead', () => {
  it('the table shows a short source; CSV has every part of it', async () => {
    const table = await leads(['--file', file]);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/message\s+source$/);
    expect(lines.find((l) => l.includes('Bo Failed'))).toMatch(/google\/cpc$/);

    const csv = (await leads(['--file', file, '--format', 'csv'])).stdout.split('\r\n');
    expect(csv[0]).toBe(
      'receivedAt,name,email,phone,service,location,message,page,landingPage,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,reference,id',
    );
    expect(csv.find((l) => l.includes('Bo Failed'))).toBe(
      '2024-03-02T10:00:00.000Z,Bo Failed,ana@example.com,7185550100,restoration,Brooklyn,Cracks.,/contact,/services/restoration?utm_source=google,https://www.google.com/,google,cpc,,,,2222-2222,22222222-failed',
    );
  });
});
