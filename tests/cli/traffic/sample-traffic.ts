// Traffic events for the tests of `npm run traffic`'s modules: a few visits
// over three New York days, and the report they make.
import type { TrafficEvent } from '../../../server/traffic/traffic-event';
import { summarizeTraffic } from '../../../cli/traffic/traffic-tally';

export const NOW = new Date('2024-03-10T12:00:00.000Z');

/** A page view of visit `a` on the home page; overrides make any other event. */
export function event(overrides: Partial<TrafficEvent> = {}): TrafficEvent {
  return { v: 2, at: '2024-03-05T15:00:00Z', type: 'view', page: '/', visit: 'a'.repeat(16), ...overrides };
}

export const visit = (letter: string) => letter.repeat(16);

/** New York, Mar 4–6. */
export const period = { since: new Date('2024-03-04T05:00:00Z'), until: new Date('2024-03-07T05:00:00Z') };

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

export const report = summarizeTraffic(records, period);
