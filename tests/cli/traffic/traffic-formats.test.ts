import { describe, expect, it } from 'vitest';
import { trafficToCsv } from '../../../cli/traffic/traffic-csv';
import { trafficToJson } from '../../../cli/traffic/traffic-json';
import { summarizeTraffic } from '../../../cli/traffic/traffic-tally';
import { trafficSummary, trafficToTable } from '../../../cli/traffic/traffic-text';
import { event, period, report } from './sample-traffic';

describe('CSV', () => {
  it('has a header and a CRLF-ended row per page, with the per-100 figure (empty without visits)', () => {
    expect(trafficToCsv(report, 'page')).toBe(
      'page,visits,views,calls,leads,per_100_visits\r\n/,2,3,0,0,0.0\r\n/contact,1,1,0,2,200.0\r\n/services,1,1,1,0,100.0\r\n',
    );
    expect(trafficToCsv(report, 'source').split('\r\n')).toEqual([
      'source,kind,visits,views,calls,leads,per_100_visits',
      'Google search,search,1,3,1,0,100.0',
      'spring-mailer / april,campaign,1,1,0,1,100.0',
      'Direct,direct,1,1,0,0,0.0',
      'Not known,unknown,0,0,0,1,',
      '',
    ]);
    expect(trafficToCsv(report, 'day').split('\r\n')[1]).toBe('2024-03-04,1,3,1,0,100.0');
  });

  it('neutralises a utm value a spreadsheet would run as a formula, and quotes a comma', () => {
    const hostile = summarizeTraffic([event({ utm: { source: '=HYPERLINK("http://x.example","a, b")' } })], period);
    expect(trafficToCsv(hostile, 'source').split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x.example"",""a, b"")",campaign,1,1,0,0,0.0`);
  });
});

it('JSON has since, until, totals, pages, sources, days and languages in the shape other tools read', () => {
  const json = JSON.parse(trafficToJson(report));
  expect(Object.keys(json)).toEqual(['since', 'until', 'totals', 'pages', 'sources', 'days', 'languages']);
  expect(json.since).toBe('2024-03-04T05:00:00.000Z');
  expect(json.until).toBe('2024-03-07T05:00:00.000Z');
  expect(json.totals).toEqual({ views: 5, visits: 3, calls: 1, leads: 2 });
  expect(json.pages[1]).toEqual({ path: '/contact', views: 1, visits: 1, calls: 0, leads: 2 });
  expect(Object.keys(json.pages[1])).toEqual(['path', 'views', 'visits', 'calls', 'leads']);
  expect(json.sources[3]).toEqual({ source: 'Not known', kind: 'unknown', views: 0, visits: 0, calls: 0, leads: 1 });
  expect(Object.keys(json.sources[3])).toEqual(['source', 'kind', 'views', 'visits', 'calls', 'leads']);
  expect(json.days[0]).toEqual({ day: '2024-03-04', views: 3, visits: 1, calls: 1, leads: 0 });
});

describe('table', () => {
  it('says the period in New York time, then aligned rows and a total', () => {
    expect(trafficToTable(report, { by: 'page', width: 120 }).split('\n')).toEqual([
      'Traffic by page, 2024-03-04 – 2024-03-06 (New York time)',
      '',
      'page          visits  views  calls  leads  per 100 visits',
      '────────────  ──────  ─────  ─────  ─────  ──────────────',
      '/                  2      3      0      0             0.0',
      '/contact           1      1      0      2           200.0',
      '/services          1      1      1      0           100.0',
      '────────────  ──────  ─────  ─────  ─────  ──────────────',
      'total              3      5      1      2           100.0',
      '',
    ]);
  });

  it('shows the source and its kind, or the day and its weekday', () => {
    const sources = trafficToTable(report, { by: 'source', width: 120 }).split('\n');
    expect(sources[2]).toMatch(/^source\s+kind\s+visits\s+views\s+calls\s+leads\s+per 100 visits$/);
    expect(sources[7]).toMatch(/^Not known\s+unknown\s+0\s+0\s+0\s+1\s+–$/);
    expect(trafficToTable(report, { by: 'day', width: 120 }).split('\n')[4]).toMatch(/^2024-03-04 Mon\s+1\s+3\s+1\s+0\s+100\.0$/);
  });

  it('shortens a long path to fit a narrow terminal', () => {
    const long = summarizeTraffic([event({ page: `/projects/${'x'.repeat(100)}` })], period);
    const lines = trafficToTable(long, { by: 'page', width: 80 }).trimEnd().split('\n');
    for (const line of lines.slice(1)) expect(Array.from(line).length).toBeLessThanOrEqual(80);
    expect(lines[4]).toMatch(/^\/projects\/x+… {2}/);
  });

  it('shows the times when the period does not run from midnight to midnight', () => {
    const afternoon = summarizeTraffic([], { since: new Date('2024-03-04T19:05:00Z'), until: new Date('2024-03-05T05:00:00Z') });
    expect(trafficToTable(afternoon, { by: 'page', width: 80 }).split('\n')[0]).toBe(
      'Traffic by page, 2024-03-04 14:05 – 2024-03-05 00:00 (New York time)',
    );
  });

  it('says so when nothing was counted', () => {
    const empty = summarizeTraffic([], period);
    expect(trafficToTable(empty, { by: 'page', width: 80 })).toBe(
      'Traffic by page, 2024-03-04 – 2024-03-06 (New York time)\n\nNo visits, calls or leads were counted in this period.\n',
    );
  });

  it('never prints a control character a page path or utm value carried', () => {
    const hostile = summarizeTraffic([event({ page: '/a\u001b[2J\u202eb', utm: { source: 'x\u0007y' } })], period);
    for (const by of ['page', 'source'] as const) {
      for (const line of trafficToTable(hostile, { by, width: 120 }).split('\n')) expect(line).not.toMatch(/[\p{Cc}\u202e]/u);
    }
  });
});

it('the summary line counts each thing in words, with the period in New York time', () => {
  expect(trafficSummary(report)).toBe('3 visits, 5 page views, 1 call and 2 leads, 2024-03-04 – 2024-03-06 (New York time)');
});
