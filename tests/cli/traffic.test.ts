// `npm run traffic` as an operator runs it: the built command, on a temporary traffic log folder and lead log.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrafficEvent } from '../../server/traffic/traffic-event';
import { runCli } from '../helpers/run-cli';

// No lead log unless a test gives one: a developer's own var/contacts.ndjson is not read.
const traffic = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli('traffic', args, { ...process.env, TRAFFIC_DIR: undefined, LEADS_FILE: path.join(dir, 'no-leads', 'contacts.ndjson'), ...env });

const HOSTILE = '<img src=x onerror=alert(1)>';
const MARCH = ['--since', '2024-03-01', '--until', '2024-03-08'];

const NONE = { leads: 0, contacted: 0, withinHour: 0, medianMinutes: null };
/** What no lead became, in a row of `visits` visits. */
const nothing = (visits: number) => ({
  leads: 0,
  contactedWithinHour: 0,
  siteVisits: 0,
  quotes: 0,
  wins: 0,
  losses: 0,
  lostReasons: {},
  wonRevenue: 0,
  winRate: null,
  revenuePerVisit: visits > 0 ? 0 : null,
  revenuePerLead: null,
});

const line = (fields: Partial<TrafficEvent>) =>
  JSON.stringify({ v: 1, at: '2024-03-04T15:00:00Z', type: 'view', page: '/', visit: 'a'.repeat(16), ...fields });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-traffic-cli-'));
  await writeFile(
    path.join(dir, 'events-2024-03-04.ndjson'),
    [
      line({ ref: 'www.google.com' }),
      line({ ref: 'www.google.com', at: '2024-03-04T15:02:00Z', type: 'call', number: '+17185550142' }),
      line({ visit: 'b'.repeat(16), page: '/services', utm: { source: HOSTILE } }),
      '{"v":1,"at":"2024-03-04T1',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'events-2024-03-04-worker-1.ndjson'),
    `${line({ visit: undefined, page: '/contact', type: 'request' as 'lead', at: '2024-03-04T18:00:00Z' })}\n${line({ type: 'share' as 'view' })}\n`,
  );
  // 11:30 p.m. on Mar 6 in New York, in the log of Mar 7 (UTC).
  await writeFile(path.join(dir, 'events-2024-03-07.ndjson'), `${line({ visit: 'c'.repeat(16), at: '2024-03-07T04:30:00Z' })}\n`);
  // Outside the period.
  await writeFile(path.join(dir, 'events-2024-02-20.ndjson'), `${line({ visit: 'd'.repeat(16), at: '2024-02-20T15:00:00Z' })}\n`);
});

describe('npm run traffic', () => {
  it('prints every grouping as JSON from every log of the period, warning of the lines that are no traffic event', async () => {
    const run = await traffic(['--format', 'json', ...MARCH], { TRAFFIC_DIR: dir });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      since: '2024-03-01T05:00:00.000Z',
      until: '2024-03-08T05:00:00.000Z',
      totals: { views: 3, visits: 3, calls: 1, leads: 1, firstContact: NONE, outcomes: nothing(3) },
      pages: [
        { path: '/', views: 2, visits: 2, calls: 1, leads: 0, outcomes: nothing(2) },
        { path: '/services', views: 1, visits: 1, calls: 0, leads: 0, outcomes: nothing(1) },
        { path: '/contact', views: 0, visits: 0, calls: 0, leads: 1, outcomes: nothing(0) },
      ],
      landingPages: [
        { path: '/', views: 2, visits: 2, calls: 1, leads: 0, outcomes: nothing(2) },
        { path: '/services', views: 1, visits: 1, calls: 0, leads: 0, outcomes: nothing(1) },
      ],
      sources: [
        { source: 'Google search', kind: 'search', views: 1, visits: 1, calls: 1, leads: 0, firstContact: NONE, outcomes: nothing(1) },
        // Equal counts: in code-unit order ('<' before 'D').
        { source: HOSTILE, kind: 'campaign', views: 1, visits: 1, calls: 0, leads: 0, firstContact: NONE, outcomes: nothing(1) },
        { source: 'Direct', kind: 'direct', views: 1, visits: 1, calls: 0, leads: 0, firstContact: NONE, outcomes: nothing(1) },
        { source: 'Not known', kind: 'unknown', views: 0, visits: 0, calls: 0, leads: 1, firstContact: NONE, outcomes: nothing(0) },
      ],
      days: [
        { day: '2024-03-01', views: 0, visits: 0, calls: 0, leads: 0 },
        { day: '2024-03-02', views: 0, visits: 0, calls: 0, leads: 0 },
        { day: '2024-03-03', views: 0, visits: 0, calls: 0, leads: 0 },
        { day: '2024-03-04', views: 2, visits: 2, calls: 1, leads: 1 },
        { day: '2024-03-05', views: 0, visits: 0, calls: 0, leads: 0 },
        { day: '2024-03-06', views: 1, visits: 1, calls: 0, leads: 0 },
        { day: '2024-03-07', views: 0, visits: 0, calls: 0, leads: 0 },
      ],
      weeks: [
        { week: '2024-02-26', views: 0, visits: 0, calls: 0, leads: 0, firstContact: NONE, outcomes: nothing(0) },
        { week: '2024-03-04', views: 3, visits: 3, calls: 1, leads: 1, firstContact: NONE, outcomes: nothing(3) },
      ],
      languages: [
        { language: 'English', views: 3, visits: 3, calls: 1, leads: 1, outcomes: nothing(3) },
        { language: 'Spanish', views: 0, visits: 0, calls: 0, leads: 0, outcomes: nothing(0) },
      ],
    });
    expect(run.stderr).toContain(
      `warning: ${path.join(dir, 'events-2024-03-04.ndjson')}:4: skipped a line that is not complete JSON (an interrupted write)`,
    );
    expect(run.stderr).toContain(`warning: ${path.join(dir, 'events-2024-03-04-worker-1.ndjson')}:2: skipped: not a traffic event: type:`);
    expect(run.stderr).toContain('3 visits, 3 page views, 1 call and 1 lead, 2024-03-01 – 2024-03-07 (New York time)');
    expect(run.stderr).toContain(`traffic: no lead log at ${path.join(dir, 'no-leads', 'contacts.ndjson')} yet: no time to first contact.`);
  });

  it('adds up the folders of several machines, one --dir each', async () => {
    const other = await mkdtemp(path.join(os.tmpdir(), 'fbt-traffic-cli-'));
    // The same file name as on the first machine: each folder is read on its own.
    await writeFile(path.join(other, 'events-2024-03-04.ndjson'), `${line({ visit: 'e'.repeat(16), page: '/services' })}\n`);
    const run = await traffic(['--dir', dir, '--dir', other, '--format', 'json', ...MARCH]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { totals: unknown }).totals).toEqual({
      views: 4,
      visits: 4,
      calls: 1,
      leads: 1,
      firstContact: NONE,
      outcomes: nothing(4),
    });
  });

  it('--dir, --by and csv choose what is shown', async () => {
    const run = await traffic(['--dir', dir, '--by', 'day', '--format', 'csv', '--since', '2024-03-04', '--until', '2024-03-07']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'day,visits,views,calls,leads,per_100_visits\r\n2024-03-04,2,2,1,1,100.0\r\n2024-03-05,0,0,0,0,\r\n2024-03-06,1,1,0,0,0.0\r\n',
    );
  });

  it('prints a table by page with the period in New York time', async () => {
    const run = await traffic([...MARCH], { TRAFFIC_DIR: dir });
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Traffic by page, 2024-03-01 – 2024-03-07 (New York time)');
    expect(lines[2]).toMatch(/^page\s+visits\s+views\s+calls\s+leads\s+per 100 visits$/);
    expect(lines.slice(4, 7).map((row) => row.split(/\s+/)[0])).toEqual(['/', '/services', '/contact']);
    expect(lines[8]).toMatch(/^total\s+3\s+3\s+1\s+1\s+66\.7$/);
  });

  it('--format html --out writes one self-contained page, every value escaped, and prints its path', async () => {
    const out = path.join(dir, 'march.html');
    const run = await traffic(['--format', 'html', '--out', out, ...MARCH], { TRAFFIC_DIR: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${out}\n`);
    const page = await readFile(out, 'utf8');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toContain(HOSTILE);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toMatch(/<dt>Visits<\/dt>\s*<dd>3<\/dd>/);
  });

  it('without traffic logs yet, prints zero counts and says so', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'fbt-traffic-empty-'));
    const run = await traffic(['--format', 'json', ...MARCH], { TRAFFIC_DIR: path.join(empty, 'events') });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).totals).toEqual({ views: 0, visits: 0, calls: 0, leads: 0, firstContact: NONE, outcomes: nothing(0) });
    expect(run.stderr).toContain(`traffic: no traffic logs in ${path.join(empty, 'events')} yet: nothing has been counted.`);
  });

  it('prints a warning about a line without the escape sequences its keys or values hold', async () => {
    const hostile = await mkdtemp(path.join(os.tmpdir(), 'fbt-traffic-escape-'));
    const osc8 = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007';
    const event = { v: 2, at: '2024-03-04T15:00:00Z', type: 'view', page: '/', [osc8]: 1 };
    await writeFile(path.join(hostile, 'traffic-2024-03-04.ndjson'), `${JSON.stringify(event)}\n`);
    const run = await traffic(['--format', 'json', '--dir', hostile, ...MARCH]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('skipped: not a traffic event');
    expect([...run.stderr].filter((character) => /\p{Cc}/u.test(character) && character !== '\n')).toEqual([]);
  });

  it('exits 1 when the folder cannot be read', async () => {
    const notAFolder = path.join(dir, 'events-2024-03-07.ndjson');
    const run = await traffic(['--dir', notAFolder]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`traffic: could not read the traffic logs in ${notAFolder}:`);
    const missing = await traffic(['--dir', path.join(dir, 'nothing')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`traffic: there is no folder ${path.join(dir, 'nothing')}`);
  });

  it('exits 2 with the usage on a bad command line', async () => {
    const run = await traffic(['--by', 'month']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('traffic: --by must be one of page, landing, source, day, week, language, not "month"');
    expect(run.stderr).toContain('usage: npm run traffic --');
  });
});

describe('npm run traffic, with the lead log', () => {
  const lead = (id: string, receivedAt: string, fields: object = {}) =>
    JSON.stringify({
      v: 3,
      id,
      receivedAt,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '7185550100',
      service: '',
      location: 'Brooklyn',
      message: 'Hi',
      ...fields,
    });
  const leadEvent = (event: string, id: string, at: string) => JSON.stringify({ v: 1, event, lead: id, at });
  const GOOGLE = { source: { visit: 'a'.repeat(16), referrer: 'https://www.google.com/' } };
  let leadsFile: string;

  beforeAll(async () => {
    const leadsDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-traffic-leads-'));
    leadsFile = path.join(leadsDir, 'contacts.ndjson');
    await writeFile(
      leadsFile,
      [
        lead('google-1', '2024-03-04T15:05:00.000Z', GOOGLE),
        leadEvent('calling', 'google-1', '2024-03-04T15:17:00.000Z'),
        lead('google-2', '2024-03-05T15:00:00.000Z', GOOGLE),
        // Never contacted: not reached within the hour.
        lead('direct', '2024-03-06T15:00:00.000Z', { source: { visit: 'c'.repeat(16) } }),
        lead('bot', '2024-03-06T15:00:00.000Z', { ...GOOGLE, spam: 'honeypot' }),
        leadEvent('calling', 'bot', '2024-03-06T15:01:00.000Z'),
        lead('fake', '2024-03-06T16:00:00.000Z', GOOGLE),
        leadEvent('not-real', 'fake', '2024-03-06T16:05:00.000Z'),
        '{"v":1,"event":"calling","lead":"dire',
      ].join('\n'),
    );
    // Another process's log: its events count for the leads of every log.
    await writeFile(
      path.join(leadsDir, 'contacts-worker-1.ndjson'),
      `${leadEvent('reminded', 'google-2', '2024-03-05T16:00:00.000Z')}\n${leadEvent('texted', 'google-2', '2024-03-05T18:05:00.000Z')}\n`,
    );
  });

  it('by source and by week, gives the median time to first contact and the share within an hour', async () => {
    const run = await traffic(['--by', 'source', ...MARCH], { TRAFFIC_DIR: dir, LEADS_FILE: leadsFile });
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[2]).toMatch(/^source\s+kind\s+visits\s+views\s+calls\s+leads\s+per 100 visits\s+first contact \(median\)\s+within 1 h$/);
    expect(lines[4]).toMatch(/^Google search\s+search\s+1\s+1\s+1\s+0\s+100\.0\s+1 h 39 min\s+50% of 2$/);
    expect(lines[6]).toMatch(/^Direct\s+direct\s+1\s+1\s+0\s+0\s+0\.0\s+–\s+0% of 1$/);
    expect(lines[9]).toMatch(/^total\s+3\s+3\s+1\s+1\s+66\.7\s+1 h 39 min\s+33% of 3$/);
    expect(run.stderr).toContain(`warning: ${leadsFile}:9: skipped a line that is not complete JSON (an interrupted write)`);

    const weeks = await traffic(['--by', 'week', ...MARCH], { TRAFFIC_DIR: dir, LEADS_FILE: leadsFile });
    expect(weeks.stdout.split('\n').slice(4, 6)).toEqual([
      expect.stringMatching(/^2024-03-01 – 03-03\s+0\s+0\s+0\s+0\s+–\s+–\s+–$/),
      expect.stringMatching(/^2024-03-04 – 03-07\s+3\s+3\s+1\s+1\s+66\.7\s+1 h 39 min\s+33% of 3$/),
    ]);
  });

  it('gives the figures in JSON, the median in minutes', async () => {
    const run = await traffic(['--format', 'json', ...MARCH], { TRAFFIC_DIR: dir, LEADS_FILE: leadsFile });
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    const figures = { leads: 3, contacted: 2, withinHour: 1, medianMinutes: 98.5 };
    expect(json.totals.firstContact).toEqual(figures);
    expect(json.weeks.map((row: { firstContact: unknown }) => row.firstContact)).toEqual([NONE, figures]);
    expect(json.sources[0]).toMatchObject({
      source: 'Google search',
      firstContact: { leads: 2, contacted: 2, withinHour: 1, medianMinutes: 98.5 },
    });
  });

  it('exits 1 when the lead log cannot be read', async () => {
    const notAFolder = path.join(dir, 'events-2024-03-07.ndjson');
    const run = await traffic(MARCH, { TRAFFIC_DIR: dir, LEADS_FILE: path.join(notAFolder, 'contacts.ndjson') });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`traffic: could not read the lead log ${path.join(notAFolder, 'contacts.ndjson')}:`);
  });
});
