// Leads of the lead log and what the business did about them, for the tests
// of the traffic report's first-contact figures.
import { withLeads } from '../../../cli/traffic/lead-rows';
import type { LeadEvent, LeadInLog, LeadRecord } from '../../../server/leads/lead-book';
import { lead } from '../leads/sample-lead';
import { NOW, report, visit } from './sample-traffic';

export const MINUTE = 60_000;

/** Mar 4, 10:00 a.m. in New York. */
const RECEIVED = Date.parse('2024-03-04T15:00:00.000Z');

/** A lead received `after` ms past Mar 4, 10:00 a.m. New York, from a Google search; overrides make any other. */
export function storedLead(id: string, overrides: Partial<LeadRecord> = {}, after = 0): LeadRecord {
  return lead({
    id,
    receivedAt: new Date(RECEIVED + after).toISOString(),
    source: { visit: 'a'.repeat(16), referrer: 'https://www.google.com/' },
    ...overrides,
  });
}

/** `event` on `lead`, `after` ms past its arrival. */
export const leadEvent = (lead: LeadRecord, event: LeadEvent['event'], after: number): LeadEvent => ({
  v: 1,
  event,
  lead: lead.id,
  at: new Date(Date.parse(lead.receivedAt) + after).toISOString(),
});

/** A lead as the lead logs give it: with its events. */
export const inLog = (lead: LeadRecord, events: LeadEvent[] = []): Pick<LeadInLog, 'lead' | 'events'> => ({ lead, events });

/** A lead first called `minutes` after it arrived. */
export function calledAfter(id: string, minutes: number, overrides: Partial<LeadRecord> = {}, after = 0) {
  const lead = storedLead(id, overrides, after);
  return inLog(lead, [leadEvent(lead, 'calling', minutes * MINUTE)]);
}

/** `lead` with `events` added, each `after` days past its arrival. */
export function followedBy(lead: Pick<LeadInLog, 'lead' | 'events'>, days: number, ...events: Omit<LeadEvent, 'v' | 'lead' | 'at'>[]) {
  const at = (i: number) => new Date(Date.parse(lead.lead.receivedAt) + (days + i / 24) * 24 * 60 * MINUTE).toISOString();
  return { ...lead, events: [...lead.events, ...events.map((event, i): LeadEvent => ({ v: 1, lead: lead.lead.id, at: at(i), ...event }))] };
}

/**
 * The sample traffic's report with the lead log's figures: Google search's
 * two leads called after 10 and 90 minutes (the first then visited, quoted
 * and won for $12,000, the second quoted $8,000), the mailer's sent from
 * /contact, landed on /services, texted after 30 minutes and lost on price;
 * a direct one never called (past its hour), and a spam lead called at once
 * and won (left out).
 */
export const contactedReport = withLeads(
  report,
  [
    followedBy(calledAfter('google-1', 10), 1, { event: 'visited' }, { event: 'quoted', amount: 12_000 }, { event: 'won', amount: 12_000 }),
    followedBy(calledAfter('google-2', 90, {}, 24 * 60 * MINUTE), 1, { event: 'quoted', amount: 8_000 }),
    followedBy(
      calledAfter('mailer', 30, {
        source: {
          visit: visit('b'),
          page: '/contact?utm_source=spring-mailer',
          landingPage: '/services',
          utm: { utm_source: 'spring-mailer', utm_campaign: 'april' },
        },
      }),
      2,
      { event: 'lost', reason: 'price' },
    ),
    inLog(storedLead('direct', { source: { visit: visit('c') } })),
    followedBy(calledAfter('spam', 1, { spam: 'honeypot' }), 1, { event: 'won', amount: 99_000 }),
  ],
  NOW,
);
