import { describe, expect, it } from 'vitest';
import { NO_OUTCOMES } from '../../../cli/traffic/traffic-counts';
import { trafficToCsv } from '../../../cli/traffic/traffic-csv';
import { trafficToJson } from '../../../cli/traffic/traffic-json';
import { summarizeTraffic } from '../../../cli/traffic/traffic-tally';
import { trafficSummary, trafficToTable } from '../../../cli/traffic/traffic-text';
import { contactedReport } from './sample-leads';
import { event, period, report } from './sample-traffic';

const OUTCOMES =
  'real_leads,contacted_within_1h,site_visits,quotes,wins,losses,won_revenue,win_rate_percent,revenue_per_visit,revenue_per_lead';

describe('CSV', () => {
  it('has a header and a CRLF-ended row per page, with the per-100 figure and the rates empty without a denominator', () => {
    expect(trafficToCsv(report, 'page').split('\r\n')).toEqual([
      `page,visits,views,calls,leads,per_100_visits,${OUTCOMES}`,
      '/,2,3,0,0,0.0,0,0,0,0,0,0,0,,0,',
      '/contact,1,1,0,2,200.0,0,0,0,0,0,0,0,,0,',
      '/services,1,1,1,0,100.0,0,0,0,0,0,0,0,,0,',
      '',
    ]);
    expect(trafficToCsv(report, 'day').split('\r\n').slice(0, 2)).toEqual([
      'day,visits,views,calls,leads,per_100_visits',
      '2024-03-04,1,3,1,0,100.0',
    ]);
    expect(trafficToCsv(contactedReport, 'landing').split('\r\n').at(-2)).toBe('/services,0,0,0,0,,1,1,0,0,0,1,0,0.0,,0');
  });

  it('by source and week, adds the first-contact figures: empty cells for a share or a median without a value', () => {
    const contact = 'contact_leads,contacted,within_1h,within_1h_percent,first_contact_median_minutes';
    expect(trafficToCsv(contactedReport, 'source').split('\r\n')).toEqual([
      `source,kind,visits,views,calls,leads,per_100_visits,${contact},${OUTCOMES}`,
      'Google search,search,1,3,1,0,100.0,2,2,1,50.0,50.0,2,1,1,2,1,0,12000,50.0,12000,6000',
      'spring-mailer / april,campaign,1,1,0,1,100.0,1,1,1,100.0,30.0,1,1,0,0,0,1,0,0.0,0,0',
      'Direct,direct,1,1,0,0,0.0,1,0,0,0.0,,1,0,0,0,0,0,0,0.0,0,0',
      'Not known,unknown,0,0,0,1,,0,0,0,,,0,0,0,0,0,0,0,,,',
      '',
    ]);
    expect(trafficToCsv(contactedReport, 'week')).toBe(
      `week,visits,views,calls,leads,per_100_visits,${contact},${OUTCOMES}\r\n2024-03-04,3,5,1,2,100.0,4,3,2,50.0,30.0,4,2,1,2,1,1,12000,25.0,4000,3000\r\n`,
    );
    expect(trafficToCsv(contactedReport, 'page').split('\r\n')[0]).toBe(`page,visits,views,calls,leads,per_100_visits,${OUTCOMES}`);
  });

  it('neutralises a utm value a spreadsheet would run as a formula, and quotes a comma', () => {
    const hostile = summarizeTraffic([event({ utm: { source: '=HYPERLINK("http://x.example","a, b")' } })], period);
    expect(trafficToCsv(hostile, 'source').split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://x.example"",""a, b"")",campaign,1,1,0,0,0.0,0,0,0,,,0,0,0,0,0,0,0,,0,`,
    );
  });
});

describe('JSON', () => {
  it('has since, until, totals, pages, landing pages, sources, days, weeks and languages in the shape other tools read', () => {
    const json = JSON.parse(trafficToJson(report));
    expect(Object.keys(json)).toEqual(['since', 'until', 'totals', 'pages', 'landingPages', 'sources', 'days', 'weeks', 'languages']);
    expect(json.since).toBe('2024-03-04T05:00:00.000Z');
    expect(json.until).toBe('2024-03-07T05:00:00.000Z');
    const none = { leads: 0, contacted: 0, withinHour: 0, medianMinutes: null };
    const nothing = { ...NO_OUTCOMES, winRate: null, revenuePerLead: null };
    expect(json.totals).toEqual({
      views: 5,
      visits: 3,
      calls: 1,
      leads: 2,
      firstContact: none,
      outcomes: { ...nothing, revenuePerVisit: 0 },
    });
    expect(json.pages[1]).toEqual({
      path: '/contact',
      views: 1,
      visits: 1,
      calls: 0,
      leads: 2,
      outcomes: { ...nothing, revenuePerVisit: 0 },
    });
    expect(Object.keys(json.pages[1])).toEqual(['path', 'views', 'visits', 'calls', 'leads', 'outcomes']);
    expect(json.landingPages[1]).toEqual({
      path: '/contact',
      views: 1,
      visits: 1,
      calls: 0,
      leads: 1,
      outcomes: { ...nothing, revenuePerVisit: 0 },
    });
    expect(json.sources[3]).toEqual({
      source: 'Not known',
      kind: 'unknown',
      views: 0,
      visits: 0,
      calls: 0,
      leads: 1,
      firstContact: none,
      outcomes: { ...nothing, revenuePerVisit: null },
    });
    expect(Object.keys(json.sources[3])).toEqual(['source', 'kind', 'views', 'visits', 'calls', 'leads', 'firstContact', 'outcomes']);
    expect(json.days[0]).toEqual({ day: '2024-03-04', views: 3, visits: 1, calls: 1, leads: 0 });
    expect(json.weeks).toEqual([
      { week: '2024-03-04', views: 5, visits: 3, calls: 1, leads: 2, firstContact: none, outcomes: { ...nothing, revenuePerVisit: 0 } },
    ]);
  });

  it('gives what the leads became by source: won revenue, losses by reason, the win rate and the revenue per visit and lead', () => {
    const json = JSON.parse(trafficToJson(contactedReport));
    expect(json.sources[0].outcomes).toEqual({
      leads: 2,
      contactedWithinHour: 1,
      siteVisits: 1,
      quotes: 2,
      wins: 1,
      losses: 0,
      lostReasons: {},
      wonRevenue: 12_000,
      winRate: 0.5,
      revenuePerVisit: 12_000,
      revenuePerLead: 6_000,
    });
    expect(json.sources[1].outcomes).toMatchObject({ leads: 1, wins: 0, losses: 1, lostReasons: { price: 1 }, wonRevenue: 0 });
    expect(json.totals.outcomes).toMatchObject({ leads: 4, wins: 1, wonRevenue: 12_000, winRate: 0.25, revenuePerVisit: 4_000 });
  });

  it('gives the first-contact figures of the totals, sources and weeks, the median in minutes to a tenth', () => {
    const json = JSON.parse(trafficToJson(contactedReport));
    expect(json.totals.firstContact).toEqual({ leads: 4, contacted: 3, withinHour: 2, medianMinutes: 30 });
    expect(json.sources.map((row: { firstContact: unknown }) => row.firstContact)).toEqual([
      { leads: 2, contacted: 2, withinHour: 1, medianMinutes: 50 },
      { leads: 1, contacted: 1, withinHour: 1, medianMinutes: 30 },
      { leads: 1, contacted: 0, withinHour: 0, medianMinutes: null },
      { leads: 0, contacted: 0, withinHour: 0, medianMinutes: null },
    ]);
    expect(json.weeks[0].firstContact).toEqual(json.totals.firstContact);
    const odd = { ...contactedReport, firstContact: { leads: 1, contacted: 1, withinHour: 1, medianMs: 754_321 } };
    expect(JSON.parse(trafficToJson(odd)).totals.firstContact.medianMinutes).toBe(12.6);
  });
});

describe('table', () => {
  it('says the period in New York time, then aligned rows and a total, and that the lead log has no lead of the period', () => {
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
      'What the leads became, by page',
      '',
      'No lead of this period is in the lead log.',
      '',
    ]);
  });

  it('shows the source and its kind, or the day and its weekday', () => {
    const sources = trafficToTable(report, { by: 'source', width: 120 }).split('\n');
    expect(sources[2]).toMatch(/^source\s+kind\s+visits\s+views\s+calls\s+leads\s+per 100 visits\s+first contact \(median\)\s+within 1 h$/);
    expect(sources[7]).toMatch(/^Not known\s+unknown\s+0\s+0\s+0\s+1\s+–\s+–\s+–$/);
    expect(trafficToTable(report, { by: 'day', width: 120 }).split('\n')[4]).toMatch(/^2024-03-04 Mon\s+1\s+3\s+1\s+0\s+100\.0$/);
  });

  it('by source, shows the median time to first contact and the share within an hour of how many leads, with a total', () => {
    expect(trafficToTable(contactedReport, { by: 'source', width: 160 }).split('\n')).toEqual([
      'Traffic by source, 2024-03-04 – 2024-03-06 (New York time)',
      '',
      'source                 kind      visits  views  calls  leads  per 100 visits  first contact (median)  within 1 h',
      '─────────────────────  ────────  ──────  ─────  ─────  ─────  ──────────────  ──────────────────────  ──────────',
      'Google search          search         1      3      1      0           100.0                  50 min    50% of 2',
      'spring-mailer / april  campaign       1      1      0      1           100.0                  30 min   100% of 1',
      'Direct                 direct         1      1      0      0             0.0                       –     0% of 1',
      'Not known              unknown        0      0      0      1               –                       –           –',
      '─────────────────────  ────────  ──────  ─────  ─────  ─────  ──────────────  ──────────────────────  ──────────',
      'total                                 3      5      1      2           100.0                  30 min    50% of 4',
      '',
      'What the leads became, by source',
      '',
      'source                 kind      leads  contacted in 1 h  site visits  quotes  won  lost  won revenue  win rate  per visit  per lead',
      '─────────────────────  ────────  ─────  ────────────────  ───────────  ──────  ───  ────  ───────────  ────────  ─────────  ────────',
      'Google search          search        2                 1            1       2    1     0      $12,000       50%    $12,000    $6,000',
      'spring-mailer / april  campaign      1                 1            0       0    0     1           $0        0%         $0        $0',
      'Direct                 direct        1                 0            0       0    0     0           $0        0%         $0        $0',
      '─────────────────────  ────────  ─────  ────────────────  ───────────  ──────  ───  ────  ───────────  ────────  ─────────  ────────',
      'total                                4                 2            1       2    1     1      $12,000       25%     $4,000    $3,000',
      '',
    ]);
  });

  it('by week, names each week by its days in the period; other groupings have no first-contact columns', () => {
    const weeks = trafficToTable(contactedReport, { by: 'week', width: 160 }).split('\n');
    expect(weeks[0]).toBe('Traffic by week, 2024-03-04 – 2024-03-06 (New York time)');
    expect(weeks[4]).toMatch(/^2024-03-04 – 03-06\s+3\s+5\s+1\s+2\s+100\.0\s+30 min\s+50% of 4$/);
    const spring = { since: new Date('2024-03-01T05:00:00Z'), until: new Date('2024-03-12T04:00:00Z') };
    const labels = trafficToTable(summarizeTraffic([], spring), { by: 'week', width: 160 })
      .split('\n')
      .slice(4, 7)
      .map((line) => line.split(/ {2,}/)[0]);
    expect(labels).toEqual(['2024-03-01 – 03-03', '2024-03-04 – 03-10', '2024-03-11']);
    expect(trafficToTable(contactedReport, { by: 'day', width: 160 })).not.toContain('first contact');
    expect(trafficToTable(contactedReport, { by: 'day', width: 160 })).not.toContain('What the leads became');
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
