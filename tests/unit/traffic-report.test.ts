import { describe, expect, it } from 'vitest';
import type { TrafficEvent } from '../../server/traffic/traffic-event';
import { UsageError } from '../../cli/lead-report';
import { trafficToHtml } from '../../cli/traffic-report-html';
import { escapeHtml } from '../../shared/escape-html';
import {
  businessDay,
  createTrafficTally,
  parseReportArgs,
  parseReportTime,
  perHundredText,
  periodText,
  summarizeTraffic,
  trafficToCsv,
  trafficToJson,
  trafficToTable,
} from '../../cli/traffic-report';

const NOW = new Date('2024-03-10T12:00:00.000Z');

/** A page view of visit `a` on the home page; overrides make any other event. */
function event(overrides: Partial<TrafficEvent> = {}): TrafficEvent {
  return { v: 2, at: '2024-03-05T15:00:00Z', type: 'view', page: '/', visit: 'a'.repeat(16), ...overrides };
}

const visit = (letter: string) => letter.repeat(16);

describe('parseReportTime', () => {
  it('reads hours and days back from now', () => {
    expect(parseReportTime('--since', '24h', NOW).toISOString()).toBe('2024-03-09T12:00:00.000Z');
    expect(parseReportTime('--since', '30d', NOW).toISOString()).toBe('2024-02-09T12:00:00.000Z');
  });

  it('reads a date alone as midnight in New York, in winter and in summer time', () => {
    expect(parseReportTime('--since', '2024-03-01', NOW).toISOString()).toBe('2024-03-01T05:00:00.000Z');
    expect(parseReportTime('--since', '2024-07-04', NOW).toISOString()).toBe('2024-07-04T04:00:00.000Z');
    // The day the clocks go forward (2 a.m.): its midnight is still on standard time.
    expect(parseReportTime('--since', '2024-03-10', NOW).toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(parseReportTime('--since', '2024-03-11', NOW).toISOString()).toBe('2024-03-11T04:00:00.000Z');
    // And the day they go back: standard time from the next midnight on.
    expect(parseReportTime('--since', '2024-11-03', NOW).toISOString()).toBe('2024-11-03T04:00:00.000Z');
    expect(parseReportTime('--since', '2024-11-04', NOW).toISOString()).toBe('2024-11-04T05:00:00.000Z');
  });

  it('reads a date and time in New York unless it names its zone', () => {
    expect(parseReportTime('--until', '2024-03-01T09:30', NOW).toISOString()).toBe('2024-03-01T14:30:00.000Z');
    expect(parseReportTime('--until', '2024-03-01T09:30:00Z', NOW).toISOString()).toBe('2024-03-01T09:30:00.000Z');
    expect(parseReportTime('--until', '2024-03-01T09:30:00-08:00', NOW).toISOString()).toBe('2024-03-01T17:30:00.000Z');
  });

  it.each([
    '7',
    '7w',
    '-7d',
    '1.5h',
    'yesterday',
    '2024-02-30',
    '2024-02-30T10:00:00Z',
    '2024-13-01',
    '2024-03-01T25:00',
    '03/01/2024',
    '',
  ])('refuses "%s" with a usage error that names the flag and shows the accepted forms', (value) => {
    expect(() => parseReportTime('--until', value, NOW)).toThrow(UsageError);
    expect(() => parseReportTime('--until', value, NOW)).toThrow(/^--until must be an age like 24h, 7d or 30d, or an ISO date/);
  });
});

describe('parseReportArgs', () => {
  it('defaults to the last 30 days by page, as a table on stdout', () => {
    expect(parseReportArgs([], NOW)).toEqual({
      since: new Date('2024-02-09T12:00:00.000Z'),
      until: NOW,
      by: 'page',
      format: 'table',
      dirs: [],
      out: undefined,
      help: false,
    });
  });

  it('reads every option', () => {
    const argv = ['--since', '2024-03-01', '--until', '2024-03-08', '--by', 'source', '--format', 'csv', '--dir', 'ev', '--out', 'x.csv'];
    expect(parseReportArgs(argv, NOW)).toEqual({
      since: new Date('2024-03-01T05:00:00.000Z'),
      until: new Date('2024-03-08T05:00:00.000Z'),
      by: 'source',
      format: 'csv',
      dirs: ['ev'],
      out: 'x.csv',
      help: false,
    });
    expect(parseReportArgs(['--by=day', '-h'], NOW)).toMatchObject({ by: 'day', help: true });
  });

  it('writes html to traffic-report.html unless --out names another file', () => {
    expect(parseReportArgs(['--format', 'html'], NOW).out).toBe('traffic-report.html');
    expect(parseReportArgs(['--format', 'html', '--out', 'march.html'], NOW).out).toBe('march.html');
    expect(parseReportArgs(['--format', 'json'], NOW).out).toBeUndefined();
  });

  it.each([
    [['--format', 'pdf'], /--format must be one of table, csv, json, html, not "pdf"/],
    [['--by', 'week'], /--by must be one of page, source, day, not "week"/],
    [['--since', 'soon'], /--since must be an age/],
    [['--until', 'later'], /--until must be an age/],
    [['--since', '2024-03-05', '--until', '2024-03-01'], /--since \(2024-03-05T05:00:00.000Z\) must be before --until/],
    [['--since'], /--since/],
    [['--dir', ' '], /--dir needs the path of a folder/],
    [['--out', ''], /--out needs the path of a file/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['events'], /positional argument/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseReportArgs(argv, NOW)).toThrow(UsageError);
    expect(() => parseReportArgs(argv, NOW)).toThrow(message);
  });
});

describe('counting', () => {
  const period = { since: new Date('2024-03-04T05:00:00Z'), until: new Date('2024-03-07T05:00:00Z') }; // New York, Mar 4–6
  const records: TrafficEvent[] = [
    // Visit a, from Google: two views of the home page, one of /services, a tap on /services.
    event({ visit: visit('a'), ref: 'www.google.com', at: '2024-03-04T15:00:00Z' }),
    event({ visit: visit('a'), ref: 'www.google.com', at: '2024-03-04T15:01:00Z' }),
    event({ visit: visit('a'), ref: 'www.google.com', at: '2024-03-04T15:02:00Z', page: '/services' }),
    event({
      visit: visit('a'),
      ref: 'www.google.com',
      at: '2024-03-04T15:03:00Z',
      page: '/services',
      type: 'call',
      number: '+17185550142',
    }),
    // Visit b, from a mailing: a view of /contact and a lead from it, at 11:30 p.m. in New York on Mar 5.
    event({ visit: visit('b'), utm: { source: 'spring-mailer', campaign: 'april' }, at: '2024-03-06T04:29:00Z', page: '/contact' }),
    event({
      visit: visit('b'),
      utm: { source: 'spring-mailer', campaign: 'april' },
      at: '2024-03-06T04:30:00Z',
      page: '/contact',
      type: 'lead',
    }),
    // Visit c, direct, on the home page just after midnight in New York on Mar 6.
    event({ visit: visit('c'), at: '2024-03-06T05:10:00Z' }),
    // A lead sent without JavaScript: no visit.
    event({ visit: undefined, at: '2024-03-05T14:00:00Z', page: '/contact', type: 'lead' }),
    // Outside the period, either side.
    event({ visit: visit('d'), at: '2024-03-04T04:59:59Z' }),
    event({ visit: visit('d'), at: '2024-03-07T05:00:00Z' }),
  ];
  const report = summarizeTraffic(records, period);

  it('counts views, distinct visits, calls and leads over the period only', () => {
    expect(report.totals).toEqual({ views: 5, visits: 3, calls: 1, leads: 2 });
  });

  it('per page: visits are the distinct visits that viewed it; leads count under the page they were sent from', () => {
    expect(report.pages).toEqual([
      { path: '/', views: 3, visits: 2, calls: 0, leads: 0 },
      { path: '/contact', views: 1, visits: 1, calls: 0, leads: 2 },
      { path: '/services', views: 1, visits: 1, calls: 1, leads: 0 },
    ]);
  });

  it("per source: every event of a visit counts under the visit's source; a request without a visit is Not known, with no visit", () => {
    expect(report.sources).toEqual([
      { source: 'Google search', kind: 'search', views: 3, visits: 1, calls: 1, leads: 0 },
      { source: 'spring-mailer / april', kind: 'campaign', views: 1, visits: 1, calls: 0, leads: 1 },
      { source: 'Direct', kind: 'direct', views: 1, visits: 1, calls: 0, leads: 0 },
      { source: 'Not known', kind: 'unknown', views: 0, visits: 0, calls: 0, leads: 1 },
    ]);
    const sum = report.sources.reduce((total, row) => total + row.visits, 0);
    expect(sum).toBe(report.totals.visits);
  });

  it('per day: New York days, so 11:30 p.m. on Mar 5 is Mar 5 though it is Mar 6 in UTC', () => {
    expect(report.days).toEqual([
      { day: '2024-03-04', views: 3, visits: 1, calls: 1, leads: 0 },
      { day: '2024-03-05', views: 1, visits: 1, calls: 0, leads: 2 },
      { day: '2024-03-06', views: 1, visits: 1, calls: 0, leads: 0 },
    ]);
    expect(businessDay(Date.parse('2024-03-06T04:59:59Z'))).toBe('2024-03-05');
    expect(businessDay(Date.parse('2024-03-06T05:00:00Z'))).toBe('2024-03-06');
  });

  it('lists every day of the period, zeros included, so a chart has no gaps', () => {
    const week = summarizeTraffic([event({ at: '2024-03-05T15:00:00Z' })], {
      since: new Date('2024-03-01T05:00:00Z'),
      until: new Date('2024-03-08T05:00:00Z'),
    });
    expect(week.days.map((day) => `${day.day}:${day.views}`)).toEqual([
      '2024-03-01:0',
      '2024-03-02:0',
      '2024-03-03:0',
      '2024-03-04:0',
      '2024-03-05:1',
      '2024-03-06:0',
      '2024-03-07:0',
    ]);
  });

  it('over years, lists the days from the first to the last with an event instead of years of zeros', () => {
    const long = summarizeTraffic([event({ at: '2024-03-05T15:00:00Z' }), event({ at: '2024-03-07T15:00:00Z' })], {
      since: new Date('2015-01-01T05:00:00Z'),
      until: new Date('2030-01-01T05:00:00Z'),
    });
    expect(long.days.map((day) => day.day)).toEqual(['2024-03-05', '2024-03-06', '2024-03-07']);
  });

  it('counts a visit under the source of its earliest event, whatever order the logs give them in', () => {
    const tally = createTrafficTally(period);
    tally.add(event({ visit: visit('e'), at: '2024-03-05T16:00:00Z', ref: 'www.facebook.com' }));
    tally.add(event({ visit: visit('e'), at: '2024-03-05T15:00:00Z', ref: 'www.bing.com' }));
    expect(tally.report().sources).toEqual([{ source: 'Bing search', kind: 'search', views: 2, visits: 1, calls: 0, leads: 0 }]);
  });

  it('sorts by visits, then views', () => {
    const sorted = summarizeTraffic(
      [
        event({ page: '/a', visit: visit('a') }),
        event({ page: '/b', visit: visit('a') }),
        event({ page: '/b', visit: visit('a') }),
        event({ page: '/c', visit: visit('a') }),
        event({ page: '/c', visit: visit('b') }),
      ],
      period,
    );
    expect(sorted.pages.map((row) => row.path)).toEqual(['/c', '/b', '/a']);
  });

  it('gives calls + leads per 100 visits, or – without visits', () => {
    expect(perHundredText({ views: 10, visits: 8, calls: 1, leads: 2 })).toBe('37.5');
    expect(perHundredText({ views: 0, visits: 0, calls: 0, leads: 3 })).toBe('–');
    expect(perHundredText({ views: 5, visits: 3, calls: 0, leads: 0 })).toBe('0.0');
  });

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

  it('JSON has since, until, totals, pages, sources and days in the shape other tools read', () => {
    const json = JSON.parse(trafficToJson(report));
    expect(Object.keys(json)).toEqual(['since', 'until', 'totals', 'pages', 'sources', 'days']);
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
      expect(periodText(new Date('2024-03-01T14:05:00Z'), new Date('2024-03-02T05:00:00Z'))).toBe('2024-03-01 09:05 – 2024-03-02 00:00');
      expect(periodText(new Date('2024-03-01T05:00:00Z'), new Date('2024-03-02T05:00:00Z'))).toBe('2024-03-01');
    });

    it('says so when nothing was counted', () => {
      const empty = summarizeTraffic([], period);
      expect(trafficToTable(empty, { by: 'page', width: 80 })).toBe(
        'Traffic by page, 2024-03-04 – 2024-03-06 (New York time)\n\nNo visits, calls or leads were counted in this period.\n',
      );
    });
  });

  describe('HTML', () => {
    it('is one document with no script and nothing fetched from elsewhere, every value escaped', () => {
      const hostile = '<img src=x onerror=alert(1)>';
      const page = trafficToHtml(
        summarizeTraffic([event({ utm: { source: hostile } }), event({ page: '/"><script>alert(2)</script>', visit: visit('f') })], period),
      );
      expect(page.startsWith('<!doctype html>')).toBe(true);
      expect(page).not.toMatch(/<script|https?:|@import|url\(|<[^>]*\s(?:src|href)=/i);
      expect(page).toContain(escapeHtml(hostile));
      expect(page).not.toContain(hostile);
      expect(page).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/');
    });

    it('shows the totals, the chart with its text alternative, the pages and the sources', () => {
      const page = trafficToHtml(report);
      expect(page).toMatch(/<title>Website traffic, Mar 4\s–\s6, 2024<\/title>/);
      expect(page).toMatch(/<dt>Visits<\/dt>\s*<dd>3<\/dd>/);
      expect(page).toMatch(/<dt>Taps \+ leads per 100 visits<\/dt>\s*<dd>100\.0<\/dd>/);
      expect(page).toMatch(/<svg class="chart"[^>]*role="img"[^>]*aria-labelledby="chart-title chart-desc"/);
      expect(page).toContain('<title id="chart-title">Visits per day, Mar 4 – Mar 6, 2024</title>');
      expect(page.match(/<rect\s+class="bar"/g)).toHaveLength(3);
      expect(page).toMatch(/<th scope="row">Tue, Mar 5<\/th>\s*<td>1<\/td>\s*<td>0<\/td>\s*<td>2<\/td>/);
      expect(page).toMatch(/<th scope="row" role="rowheader">\/services<\/th>/);
      expect(trafficToHtml(summarizeTraffic([event({ page: '/services/restoration' })], period))).toContain('/services/<wbr />restoration');
      expect(page).toMatch(/<th scope="row" role="rowheader">\s*spring-mailer \/ april<span class="kind">Campaign<\/span>\s*<\/th>/);
    });

    it('escapes the five characters that matter in text and attributes', () => {
      expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    });
  });
});
