// The first-contact figures of the lead logs' leads, added to a report's
// totals, sources and weeks. A lead's source is the one its notification
// names, by the traffic report's own rule: a lead the traffic logs did not count (its
// browser asked not to be) still has a row.
import { leadTrafficSource, type LeadInLog } from '../../server/leads/lead-book';
import type { TrafficSource } from '../../server/traffic/traffic-source';
import { businessDay } from '../../shared/new-york-time';
import { firstContactOf, timeToFirstContact } from './first-contact';
import { NO_LEADS, type TrafficReport } from './traffic-counts';
import { compareSources, emptySourceRow, getOrAdd, sourceKey } from './traffic-tally';
import { weekOf } from './traffic-weeks';

type Times = (number | null)[];

/** `report` with the figures of the leads received in its period, as of `now` (which decides whether a lead's first hour is over). */
export function withFirstContact(report: TrafficReport, leads: readonly Pick<LeadInLog, 'lead' | 'events'>[], now: Date): TrafficReport {
  const [from, to] = [report.since.getTime(), report.until.getTime()];
  const all: Times = [];
  const bySource = new Map<string, { source: TrafficSource; times: Times }>();
  const byWeek = new Map<string, Times>();
  for (const { lead, events } of leads) {
    const received = Date.parse(lead.receivedAt);
    if (!(received >= from && received < to)) continue;
    const time = timeToFirstContact(lead, events, now.getTime());
    if (time === undefined) continue;
    const source = leadTrafficSource(lead);
    all.push(time);
    getOrAdd(bySource, sourceKey(source), () => ({ source, times: [] })).times.push(time);
    getOrAdd(byWeek, weekOf(businessDay(received)), () => []).push(time);
  }

  const sources = new Map(report.sources.map((row) => [sourceKey({ kind: row.kind, label: row.source }), row]));
  for (const [key, { source }] of bySource) if (!sources.has(key)) sources.set(key, emptySourceRow(source));
  const weeks = new Map(report.weeks.map((row) => [row.week, row]));
  for (const week of byWeek.keys()) {
    if (!weeks.has(week)) weeks.set(week, { week, views: 0, visits: 0, calls: 0, leads: 0, firstContact: NO_LEADS });
  }
  const figures = (times: Times | undefined) => (times ? firstContactOf(times) : NO_LEADS);
  return {
    ...report,
    firstContact: firstContactOf(all),
    sources: [...sources].map(([key, row]) => ({ ...row, firstContact: figures(bySource.get(key)?.times) })).sort(compareSources),
    weeks: [...weeks.values()]
      .map((row) => ({ ...row, firstContact: figures(byWeek.get(row.week)) }))
      .sort((a, b) => (a.week < b.week ? -1 : 1)),
  };
}
