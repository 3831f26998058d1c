import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLeadLogs, isLeadLogName, readLeadLogs, workerLogFile } from '../../server/leads/lead-logs';
import { LEAD_RECORD_VERSION, parseLeadRecord } from '../../server/leads/lead-record';
import { problemText } from '../../server/storage/ndjson-log';

const fields = (id: string, receivedAt: string) => ({
  id,
  receivedAt,
  name: 'N',
  email: 'n@example.com',
  phone: '7185550100',
  service: '',
  location: '',
  message: '',
});
const line = (id: string, receivedAt: string, extra: object = {}) =>
  `${JSON.stringify({ v: LEAD_RECORD_VERSION, ...fields(id, receivedAt), ...extra })}\n`;

async function tempDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('isLeadLogName', () => {
  it.each([
    ['contacts.ndjson', true],
    ['contacts.worker-1.ndjson', true],
    ['contacts-worker-2.ndjson', true],
    ['contactsarchive.ndjson', false],
    ['contacts.ndjson.bak', false],
    ['form-secret', false],
    ['other.ndjson', false],
    ['contacts.json', false],
    ['contacts.deliveries.ndjson', false],
    ['contacts-worker-1.deliveries.ndjson', false],
  ])('%s is a log of contacts.ndjson: %s', (name, expected) => {
    expect(isLeadLogName('contacts.ndjson', name)).toBe(expected);
  });

  it('a log not named .ndjson has no per-worker logs', () => {
    expect(isLeadLogName('leads.log', 'leads.log')).toBe(true);
    expect(isLeadLogName('leads.log', 'leads.log.worker-1.ndjson')).toBe(false);
  });
});

describe('workerLogFile', () => {
  it('names the log of each worker beside the main one; the leads command finds it', () => {
    expect(workerLogFile('/srv/var/contacts.ndjson', 2)).toBe('/srv/var/contacts-worker-2.ndjson');
    expect(isLeadLogName('contacts.ndjson', path.basename(workerLogFile('/srv/var/contacts.ndjson', 2)))).toBe(true);
  });
});

describe('findLeadLogs', () => {
  it('finds the log first, then the per-worker logs beside it by name', async () => {
    const dir = await tempDir({
      'contacts.worker-2.ndjson': '',
      'contacts.ndjson': '',
      'contacts-1.ndjson': '',
      'form-secret': 'x',
      'archive.ndjson': '',
    });
    expect(await findLeadLogs(path.join(dir, 'contacts.ndjson'))).toEqual(
      ['contacts.ndjson', 'contacts-1.ndjson', 'contacts.worker-2.ndjson'].map((name) => path.join(dir, name)),
    );
  });

  it('finds the per-worker logs when the main log does not exist', async () => {
    const dir = await tempDir({ 'contacts.worker-1.ndjson': '' });
    expect(await findLeadLogs(path.join(dir, 'contacts.ndjson'))).toEqual([path.join(dir, 'contacts.worker-1.ndjson')]);
  });

  it('finds nothing when the folder does not exist', async () => {
    expect(await findLeadLogs(path.join(os.tmpdir(), 'fbt-no-such-folder', 'contacts.ndjson'))).toEqual([]);
  });
});

describe('readLeadLogs', () => {
  it('reads every log, reporting a torn last line with its file and line number', async () => {
    const dir = await tempDir({
      'contacts.ndjson':
        line('a', '2024-03-01T10:00:00.000Z') + line('b', '2024-03-02T10:00:00.000Z') + '{"id":"c","receivedAt":"2024-03-0',
      'contacts.worker-1.ndjson': line('d', '2024-03-03T10:00:00.000Z', { spam: 'honeypot' }),
    });
    const { leads, problems } = await readLeadLogs(await findLeadLogs(path.join(dir, 'contacts.ndjson')));
    expect(leads.map(({ lead, line: at }) => [lead.id, lead.spam, at])).toEqual([
      ['a', undefined, 1],
      ['b', undefined, 2],
      ['d', 'honeypot', 1],
    ]);
    expect(problems.map(problemText)).toEqual([
      `${path.join(dir, 'contacts.ndjson')}:3: skipped a line that is not complete JSON (an interrupted write)`,
    ]);
  });

  it('reports each line that is no contact request, with why, and keeps the rest', async () => {
    const dir = await tempDir({
      'contacts.ndjson': `${line('a', '2024-03-01T10:00:00.000Z')}42\n{"note":"hand-written"}\n${line('b', 'yesterday')}`,
    });
    const file = path.join(dir, 'contacts.ndjson');
    const { leads, problems } = await readLeadLogs([file]);
    expect(leads.map(({ lead }) => lead.id)).toEqual(['a']);
    expect(problems.map(problemText)).toEqual([
      `${file}:2: skipped: not a lead (not an object)`,
      `${file}:3: skipped: not a lead: id: Invalid input: expected string, received undefined`,
      `${file}:4: skipped: not a lead: receivedAt: Invalid ISO datetime`,
    ]);
  });
});

describe('parseLeadRecord', () => {
  it('reads a line written before records had a version (v1), spam true or a reason', () => {
    expect(parseLeadRecord({ ...fields('a', '2024-03-01T10:00:00.000Z'), idempotencyKey: 'key:x' })).toEqual({
      v: LEAD_RECORD_VERSION,
      ...fields('a', '2024-03-01T10:00:00.000Z'),
      idempotencyKey: 'key:x',
    });
    expect(parseLeadRecord({ ...fields('a', '2024-03-01T10:00:00.000Z'), spam: true }).spam).toBe('spam');
    expect(parseLeadRecord({ ...fields('a', '2024-03-01T10:00:00.000Z'), spam: false })).not.toHaveProperty('spam');
    expect(parseLeadRecord({ ...fields('a', '2024-03-01T10:00:00.000Z'), spam: 'honeypot' }).spam).toBe('honeypot');
  });

  it('refuses a record of a newer version, which this version cannot know', () => {
    expect(() => parseLeadRecord({ ...fields('a', '2024-03-01T10:00:00.000Z'), v: LEAD_RECORD_VERSION + 1 })).toThrow(
      /written by a newer version of the site/,
    );
  });
});
