import { describe, expect, it } from 'vitest';
import { withLeads } from '../../../cli/traffic/lead-rows';
import { NO_LEADS, NO_OUTCOMES, revenuePer, winRate, type Outcomes, type SourceRow } from '../../../cli/traffic/traffic-counts';
import { summarizeTraffic } from '../../../cli/traffic/traffic-tally';
import { weekOf } from '../../../cli/traffic/traffic-weeks';
import { calledAfter, contactedReport, followedBy, inLog, leadEvent, MINUTE, storedLead } from './sample-leads';
import { event, NOW, report, visit } from './sample-traffic';

const DAY = 86_400_000;
const MAILER = { visit: visit('b'), utm: { utm_source: 'spring-mailer', utm_campaign: 'april' } };

describe('by source', () => {
  const notCalled = storedLead('direct', { source: { visit: visit('c') } }, DAY);
  const contacted = withLeads(
    report,
    [
      calledAfter('google-1', 10),
      calledAfter('google-2', 90, {}, DAY),
      calledAfter('mailer', 30, { source: MAILER }, DAY),
      inLog(notCalled),
      // Received where no visit was counted: the referring site makes a row of its own.
      calledAfter('houzz', 5, { source: { visit: visit('h'), referrer: 'https://www.houzz.com/pro' } }),
      // Sent without JavaScript: no visit is known.
      calledAfter('no-script', 45, { source: { page: '/contact' } }),
    ],
    NOW,
  );

  it("counts each lead under its visit's source, by the traffic report's own rule", () => {
    expect(contacted.sources.map((row) => [row.source, row.firstContact])).toEqual([
      ['Google search', { leads: 2, contacted: 2, withinHour: 1, medianMs: 50 * MINUTE }],
      ['spring-mailer / april', { leads: 1, contacted: 1, withinHour: 1, medianMs: 30 * MINUTE }],
      ['Direct', { leads: 1, contacted: 0, withinHour: 0 }],
      ['Not known', { leads: 1, contacted: 1, withinHour: 1, medianMs: 45 * MINUTE }],
      ['houzz.com', { leads: 1, contacted: 1, withinHour: 1, medianMs: 5 * MINUTE }],
    ]);
  });

  it('adds a source only the lead log knows with zero traffic, after those with traffic, and keeps their counts', () => {
    expect(contacted.sources.at(-1)).toMatchObject({ source: 'houzz.com', kind: 'referral', visits: 0, views: 0, calls: 0, leads: 0 });
    const counts = ({ firstContact: _figures, outcomes: _outcomes, ...rest }: SourceRow) => rest;
    expect(contacted.sources.map(counts).slice(0, 4)).toEqual(report.sources.map(counts));
  });

  it('totals every lead of the period', () => {
    expect(contacted.firstContact).toEqual({ leads: 6, contacted: 5, withinHour: 4, medianMs: 30 * MINUTE });
  });
});

describe('by week', () => {
  const march = { since: new Date('2024-03-01T05:00:00Z'), until: new Date('2024-03-16T04:00:00Z') };
  const traffic = summarizeTraffic(
    [event({ at: '2024-03-05T15:00:00Z' }), event({ at: '2024-03-12T15:00:00Z', visit: visit('b') })],
    march,
  );

  it('counts the traffic of New York weeks, Monday to Sunday, cut by the period at either end', () => {
    expect(traffic.weeks.map(({ week, visits, views }) => [week, visits, views])).toEqual([
      ['2024-02-26', 0, 0],
      ['2024-03-04', 1, 1],
      ['2024-03-11', 1, 1],
    ]);
    expect(['2024-03-04', '2024-03-10', '2024-03-11', '2025-01-01'].map(weekOf)).toEqual([
      '2024-03-04',
      '2024-03-04',
      '2024-03-11',
      '2024-12-30',
    ]);
  });

  it('a visit that spans two days of a week counts once in the week', () => {
    const late = summarizeTraffic([event({ at: '2024-03-06T04:50:00Z' }), event({ at: '2024-03-06T05:10:00Z' })], march);
    expect(late.days.filter((day) => day.visits > 0).length).toBe(2);
    expect(late.weeks[1]).toMatchObject({ week: '2024-03-04', visits: 1, views: 2 });
  });

  it("counts a lead in its New York day's week: 11:30 p.m. on Sunday is the week before, though it is Monday in UTC", () => {
    const sunday = storedLead('sunday', { receivedAt: '2024-03-11T03:30:00.000Z' });
    const monday = storedLead('monday', { receivedAt: '2024-03-11T05:30:00.000Z' });
    const weeks = withLeads(
      traffic,
      [inLog(sunday, [leadEvent(sunday, 'calling', 20 * MINUTE)]), inLog(monday, [leadEvent(monday, 'texted', 2 * 60 * MINUTE)])],
      new Date('2024-03-20T12:00:00Z'),
    ).weeks;
    expect(weeks.map((row) => [row.week, row.firstContact])).toEqual([
      ['2024-02-26', NO_LEADS],
      ['2024-03-04', { leads: 1, contacted: 1, withinHour: 1, medianMs: 20 * MINUTE }],
      ['2024-03-11', { leads: 1, contacted: 1, withinHour: 0, medianMs: 120 * MINUTE }],
    ]);
  });

  it('adds a week only the lead log knows (years of days are listed from the first to the last with traffic)', () => {
    const years = { since: new Date('2015-01-01T05:00:00Z'), until: new Date('2030-01-01T05:00:00Z') };
    const weeks = withLeads(
      summarizeTraffic([event({ at: '2024-03-05T15:00:00Z' })], years),
      [calledAfter('old', 12, {}, -28 * DAY)],
      NOW,
    ).weeks;
    expect(weeks.map((row) => [row.week, row.views, row.firstContact.leads])).toEqual([
      ['2024-02-05', 0, 1],
      ['2024-03-04', 1, 0],
    ]);
  });
});

it('leaves out the leads received outside the period, and counts those of it by what is known now', () => {
  const before = calledAfter('before', 5, {}, -DAY);
  const after = calledAfter('after', 5, {}, 3 * DAY);
  const waiting = inLog(storedLead('waiting', {}, 2 * DAY));
  expect(withLeads(report, [before, after, waiting], NOW).firstContact).toEqual({ leads: 1, contacted: 0, withinHour: 0 });
  // Asked the same right after it arrived, the waiting lead is not decided yet.
  const early = new Date(Date.parse(waiting.lead.receivedAt) + 30 * MINUTE);
  expect(withLeads(report, [waiting], early).firstContact).toEqual(NO_LEADS);
});

describe('what the leads became', () => {
  const none = { ...NO_OUTCOMES };
  const outcomes = (rows: readonly { outcomes: Outcomes }[]) => rows.map((row) => row.outcomes);

  it('counts each real lead at the furthest step it reached, under its source, the spam left out', () => {
    expect(contactedReport.outcomes).toEqual({
      leads: 4,
      contactedWithinHour: 2,
      siteVisits: 1,
      quotes: 2,
      wins: 1,
      losses: 1,
      lostReasons: { price: 1 },
      wonRevenue: 12_000,
    });
    expect(contactedReport.sources.map((row) => [row.source, row.outcomes])).toEqual([
      [
        'Google search',
        { leads: 2, contactedWithinHour: 1, siteVisits: 1, quotes: 2, wins: 1, losses: 0, lostReasons: {}, wonRevenue: 12_000 },
      ],
      [
        'spring-mailer / april',
        { leads: 1, contactedWithinHour: 1, siteVisits: 0, quotes: 0, wins: 0, losses: 1, lostReasons: { price: 1 }, wonRevenue: 0 },
      ],
      ['Direct', { ...none, leads: 1 }],
      ['Not known', none],
    ]);
  });

  it('counts a lead under the page it was sent from and its landing page, without the query; unknown ones as "(unknown)"', () => {
    expect(contactedReport.pages.map((row) => [row.path, row.visits, row.outcomes.leads])).toEqual([
      ['/', 2, 0],
      ['/contact', 1, 1],
      ['/services', 1, 0],
      ['(unknown)', 0, 3],
    ]);
    expect(contactedReport.landings.map((row) => [row.path, row.visits, row.outcomes.leads, row.outcomes.losses])).toEqual([
      ['/', 2, 0, 0],
      ['/contact', 1, 0, 0],
      ['(unknown)', 0, 3, 0],
      ['/services', 0, 1, 1],
    ]);
  });

  it('counts a lead in its language and the week it arrived in', () => {
    const spanish = followedBy(calledAfter('es', 5, { language: 'es' }), 3, { event: 'won', amount: 4_500 });
    const report2 = withLeads(report, [spanish, calledAfter('en', 5)], NOW);
    expect(report2.languages.map((row) => [row.language, row.outcomes.leads, row.outcomes.wonRevenue])).toEqual([
      ['English', 1, 0],
      ['Spanish', 1, 4_500],
    ]);
    expect(outcomes(report2.weeks)).toEqual([report2.outcomes]);
  });

  it('goes by what the events say now: a reopened win is no win, a win is a quote, a lead marked not real is none', () => {
    const reopened = followedBy(calledAfter('reopened', 5), 1, { event: 'won', amount: 9_000 }, { event: 'reopened' });
    const wonOutright = followedBy(calledAfter('outright', 5), 1, { event: 'won', amount: 3_000 });
    const notReal = followedBy(calledAfter('fake', 5), 0, { event: 'not-real' });
    expect(withLeads(report, [reopened, wonOutright, notReal], NOW).outcomes).toEqual({
      ...none,
      leads: 2,
      contactedWithinHour: 2,
      quotes: 1,
      wins: 1,
      wonRevenue: 3_000,
    });
  });

  it('gives the win rate per lead and the revenue per visit and per lead, none without a denominator', () => {
    const [google, mailer, , unknown] = contactedReport.sources;
    expect([winRate(google!.outcomes), revenuePer(google!, 'visit'), revenuePer(google!, 'lead')]).toEqual([0.5, 12_000, 6_000]);
    expect([winRate(mailer!.outcomes), revenuePer(mailer!, 'visit')]).toEqual([0, 0]);
    expect([winRate(unknown!.outcomes), revenuePer(unknown!, 'visit'), revenuePer(unknown!, 'lead')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
