// A request's visit as the notifications tell it: where the visit came from,
// by the same rule as the traffic report, and the pages it viewed first. The
// e-mail and the webhook read it from here so they never name a source apart.
import { leadOrigin, trafficSource, type SourceKind, type TrafficSource } from '../../traffic/traffic-source';
import type { LeadRecord } from '../lead-record';

/** Where the request's visit came from: "spring-mailer / april", "Google search", "Direct", "Not known". */
export function leadTrafficSource(lead: LeadRecord): TrafficSource {
  return trafficSource(leadOrigin(lead.source));
}

export interface LeadJourney {
  /** The traffic source's label. */
  source: string;
  sourceKind: SourceKind;
  landingPage?: string;
  /** The pages viewed before the request, oldest first; [] when not known. */
  pages: string[];
}

export function leadJourney(lead: LeadRecord): LeadJourney {
  const { label, kind } = leadTrafficSource(lead);
  const landingPage = lead.source?.landingPage;
  return { source: label, sourceKind: kind, ...(landingPage && { landingPage }), pages: lead.source?.pages ?? [] };
}
