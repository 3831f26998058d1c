import { describe, expect, it } from 'vitest';
import { NO_LEADS, NO_OUTCOMES, perHundredText } from '../../../cli/traffic/traffic-counts';
import { createTrafficTally, summarizeTraffic } from '../../../cli/traffic/traffic-tally';
import { event, period, report, visit } from './sample-traffic';

describe('counting', () => {
  it('counts views, distinct visits, calls and leads over the period only', () => {
    expect(report.totals).toEqual({ views: 5, visits: 3, calls: 1, leads: 2 });
  });

  it('per page: visits are the distinct visits that viewed it; leads count under the page they were sent from', () => {
    expect(report.pages).toEqual([
      { path: '/', views: 3, visits: 2, calls: 0, leads: 0, outcomes: NO_OUTCOMES },
      { path: '/contact', views: 1, visits: 1, calls: 0, leads: 2, outcomes: NO_OUTCOMES },
      { path: '/services', views: 1, visits: 1, calls: 1, leads: 0, outcomes: NO_OUTCOMES },
    ]);
  });

  it("per source: every event of a visit counts under the visit's source; a lead without a visit is Not known, with no visit", () => {
    // No first contact: that is the lead log's (withLeads).
    expect(report.sources).toEqual([
      { source: 'Google search', kind: 'search', views: 3, visits: 1, calls: 1, leads: 0, firstContact: NO_LEADS, outcomes: NO_OUTCOMES },
      {
        source: 'spring-mailer / april',
        kind: 'campaign',
        views: 1,
        visits: 1,
        calls: 0,
        leads: 1,
        firstContact: NO_LEADS,
        outcomes: NO_OUTCOMES,
      },
      { source: 'Direct', kind: 'direct', views: 1, visits: 1, calls: 0, leads: 0, firstContact: NO_LEADS, outcomes: NO_OUTCOMES },
      { source: 'Not known', kind: 'unknown', views: 0, visits: 0, calls: 0, leads: 1, firstContact: NO_LEADS, outcomes: NO_OUTCOMES },
    ]);
    const sum = report.sources.reduce((total, row) => total + row.visits, 0);
    expect(sum).toBe(report.totals.visits);
  });

  it('per landing page: each visit counts once under the page of its earliest event, with all it did; a lead without a visit has none', () => {
    expect(report.landings).toEqual([
      { path: '/', views: 4, visits: 2, calls: 1, leads: 0, outcomes: NO_OUTCOMES },
      { path: '/contact', views: 1, visits: 1, calls: 0, leads: 1, outcomes: NO_OUTCOMES },
    ]);
    const late = createTrafficTally(period);
    late.add(event({ visit: visit('e'), at: '2024-03-05T16:00:00Z', page: '/gallery' }));
    late.add(event({ visit: visit('e'), at: '2024-03-05T15:00:00Z', page: '/services' }));
    expect(late.report().landings.map((row) => [row.path, row.visits, row.views])).toEqual([['/services', 1, 2]]);
  });

  it('per day: New York days, so 11:30 p.m. on Mar 5 is Mar 5 though it is Mar 6 in UTC', () => {
    expect(report.days).toEqual([
      { day: '2024-03-04', views: 3, visits: 1, calls: 1, leads: 0 },
      { day: '2024-03-05', views: 1, visits: 1, calls: 0, leads: 2 },
      { day: '2024-03-06', views: 1, visits: 1, calls: 0, leads: 0 },
    ]);
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

  it('over years, lists the days from the first to the last with traffic instead of years of zeros', () => {
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
    expect(tally.report().sources).toEqual([
      { source: 'Bing search', kind: 'search', views: 2, visits: 1, calls: 0, leads: 0, firstContact: NO_LEADS, outcomes: NO_OUTCOMES },
    ]);
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
});

describe('by language', () => {
  it("counts each page's language, a lead under the page it was sent from; a visit that reads both counts in both", () => {
    const both = summarizeTraffic(
      [
        event({ visit: visit('a'), page: '/es' }),
        event({ visit: visit('a'), page: '/es/servicios/restoration' }),
        event({ visit: visit('a'), page: '/gallery' }),
        event({ visit: visit('b'), page: '/es/contacto' }),
        event({ visit: visit('b'), page: '/es/contacto', type: 'lead' }),
        event({ visit: visit('c'), page: '/contact', type: 'lead' }),
        event({ visit: visit('c'), page: '/es', type: 'call', number: '+17185550142' }),
      ],
      period,
    );
    expect(both.languages).toEqual([
      { language: 'English', views: 1, visits: 2, calls: 0, leads: 1, outcomes: NO_OUTCOMES },
      { language: 'Spanish', views: 3, visits: 3, calls: 1, leads: 1, outcomes: NO_OUTCOMES },
    ]);
  });

  it('lists both languages with zeros when a period has no traffic in one', () => {
    expect(report.languages).toEqual([
      { language: 'English', ...report.totals, outcomes: NO_OUTCOMES },
      { language: 'Spanish', views: 0, visits: 0, calls: 0, leads: 0, outcomes: NO_OUTCOMES },
    ]);
  });
});
