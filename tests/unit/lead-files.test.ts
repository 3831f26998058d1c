import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLeadLogs, isLeadLogName, readLeadLogs } from '../../server/leads/lead-files';

const line = (id: string, receivedAt: string, extra: object = {}) =>
  `${JSON.stringify({ id, receivedAt, name: 'N', email: 'n@example.com', phone: '7185550100', service: '', location: '', message: '', ...extra })}\n`;

async function tempDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-leads-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('isLeadLogName', () => {
  it.each([
    ['contacts.ndjson', true],
    ['contacts.worker-1.ndjson', true],
    ['contacts-2.ndjson', true],
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
  it('reads every log, skipping a torn last line with a warning', async () => {
    const dir = await tempDir({
      'contacts.ndjson':
        line('a', '2024-03-01T10:00:00.000Z') + line('b', '2024-03-02T10:00:00.000Z') + '{"id":"c","receivedAt":"2024-03-0',
      'contacts.worker-1.ndjson': line('d', '2024-03-03T10:00:00.000Z', { spam: 'honeypot' }),
    });
    const warnings: string[] = [];
    const leads = await readLeadLogs(await findLeadLogs(path.join(dir, 'contacts.ndjson')), (w) => warnings.push(w));
    expect(leads.map((l) => [l.id, l.spam])).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['d', 'honeypot'],
    ]);
    expect(warnings).toEqual([`${path.join(dir, 'contacts.ndjson')}:3: skipped a line that is not complete JSON (an interrupted write)`]);
  });

  it('skips a record that is no contact request, with a warning', async () => {
    const dir = await tempDir({ 'contacts.ndjson': `${line('a', '2024-03-01T10:00:00.000Z')}42\n{"note":"hand-written"}\n` });
    const warnings: string[] = [];
    const leads = await readLeadLogs([path.join(dir, 'contacts.ndjson')], (w) => warnings.push(w));
    expect(leads.map((l) => l.id)).toEqual(['a']);
    expect(warnings).toEqual([
      `${path.join(dir, 'contacts.ndjson')}: skipped 2 record(s) that are not contact requests (no valid receivedAt)`,
    ]);
  });
});
