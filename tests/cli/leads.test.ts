// `npm run leads` as an operator runs it: the built command, on a temporary log.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { runCli } from '../helpers/run-cli';

const leads = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli('leads', args, { ...process.env, TZ: 'UTC', LEADS_FILE: undefined, ...env });

const record = (id: string, receivedAt: string, fields: object = {}) =>
  JSON.stringify({
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

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-cli-'));
  await writeFile(
    path.join(dir, 'contacts.ndjson'),
    [
      record('old', '2024-03-01T10:00:00.000Z', { location: 'Park Slope, Brooklyn' }),
      record('bot', '2024-03-04T10:00:00.000Z', { name: 'Bot', spam: 'honeypot' }),
      '{"id":"torn","receivedAt":"2024-03-0',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'contacts.worker-1.ndjson'),
    `${record('new', '2024-03-05T10:00:00.000Z', { phone: '+1 718 555 0100', message: '=1+1' })}\n`,
  );
});

describe('npm run leads', () => {
  it('prints the leads of every log as CSV, newest first, spam left out, warning of the torn line', async () => {
    const run = await leads(['--format', 'csv'], { LEADS_FILE: path.join(dir, 'contacts.ndjson') });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'receivedAt,name,email,phone,service,location,message,reference,id\r\n' +
        "2024-03-05T10:00:00.000Z,Ana Ruiz,ana@example.com,'+1 718 555 0100,restoration,Brooklyn,'=1+1,E-,new\r\n" +
        '2024-03-01T10:00:00.000Z,Ana Ruiz,ana@example.com,7185550100,restoration,"Park Slope, Brooklyn",Cracks.,D-,old\r\n',
    );
    expect(run.stderr).toContain(
      `warning: ${path.join(dir, 'contacts.ndjson')}:3: skipped a line that is not complete JSON (an interrupted write)`,
    );
    expect(run.stderr).toContain('2 leads; 1 screened as spam left out (--include-spam shows them)');
  });

  it('--file, --since and --include-spam choose what is shown; the table shows New York times', async () => {
    const run = await leads(['--file', path.join(dir, 'contacts.ndjson'), '--since', '2024-03-02', '--include-spam']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^received at\s+ref\s+name\s+email\s+phone\s+service\s+location\s+message\s+spam$/);
    expect(lines.slice(2).map((l) => l.slice(0, 16))).toEqual(['2024-03-05 05:00', '2024-03-04 05:00']);
    expect(lines[3]).toMatch(/honeypot$/);
  });

  it('prints JSON', async () => {
    const run = await leads(['--format=json', '--file', path.join(dir, 'contacts.ndjson')]);
    expect(JSON.parse(run.stdout).map((l: { id: string }) => l.id)).toEqual(['new', 'old']);
  });

  it('when --since names no zone, it is New York time, whatever TZ the machine has', async () => {
    const file = path.join(dir, 'contacts.ndjson');
    // 'new' came at 10:00 UTC on Mar 5: 5:00 a.m. in New York.
    for (const TZ of ['UTC', 'Asia/Tokyo']) {
      const atFive = await leads(['--format=json', '--file', file, '--since', '2024-03-05T05:00'], { TZ });
      expect(JSON.parse(atFive.stdout).map((l: { id: string }) => l.id)).toEqual(['new']);
      const afterFive = await leads(['--format=json', '--file', file, '--since', '2024-03-05T05:01'], { TZ });
      expect(JSON.parse(afterFive.stdout)).toEqual([]);
    }
  });

  it('exits 2 with the usage on a bad flag', async () => {
    const run = await leads(['--since', 'last week']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('leads: --since must be an age like 30m, 24h or 7d, or an ISO date like 2024-03-01, not "last week"');
    expect(run.stderr).toContain('usage: npm run leads --');
  });

  it('exits 1 when --file names no log', async () => {
    const run = await leads(['--file', path.join(dir, 'nothing.ndjson')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('there is no lead log at');
  });
});

describe('a request from a Spanish page', () => {
  it('is marked ES in the table and says so in --show', async () => {
    const spanishDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-es-'));
    const file = path.join(spanishDir, 'contacts.ndjson');
    await writeFile(
      file,
      `${record('a1b2c3d4-0000-4000-8000-000000000001', '2024-03-05T10:00:00.000Z', { name: 'María', language: 'es' })}\n${record('e5f6a7b8-0000-4000-8000-000000000002', '2024-03-05T11:00:00.000Z')}\n`,
    );
    const table = await leads(['--file', file, '--since', '2024-03-01']);
    expect(table.code).toBe(0);
    const [header, , ...rows] = table.stdout.trimEnd().split('\n');
    expect(header).toMatch(/\blang\b/);
    expect(rows.find((row) => row.includes('María'))).toMatch(/\bES\b/);
    expect(rows.find((row) => row.includes('Ana Ruiz'))).not.toMatch(/\bES\b/);
    const shown = await leads(['--file', file, '--show', 'a1b2c3d4']);
    expect(shown.stdout).toMatch(/^language\s+Spanish \(sent from a Spanish page\)$/m);
  });
});

describe('--show', () => {
  it("prints a fresh link to the lead page, signed with the site's form secret, on the site's origin", async () => {
    const secret = 'a-form-secret-of-at-least-32-characters';
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    const showDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-show-'));
    const file = path.join(showDir, 'contacts.ndjson');
    await writeFile(file, `${record(id, '2024-03-05T10:00:00.000Z')}\n`);
    const shown = await leads(['--file', file, '--show', 'a1b2c3d4'], { FORM_SECRET: secret, SITE_URL: 'https://staging.example' });
    const link = /^lead page\s+(\S+)$/m.exec(shown.stdout)?.[1];
    expect(link, shown.stdout).toMatch(/^https:\/\/staging\.example\/leads\/a1b2c3d4-/);
    const url = new URL(link!);
    expect(createLeadPageLinks(secret).check(id, Object.fromEntries(url.searchParams))).toEqual({ ok: true, id });
  });
});
