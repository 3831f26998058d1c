// `npm run leads -- --format json`, for other tools.
import { daysToSteps, firstContactAt, outcomeOf } from '../../server/leads/lead-book';
import { referenceOf } from '../../shared/lead-reference';
import { jsonText } from '../toolkit/json-text';
import { reviewText } from './lead-cells';
import type { Lead } from './lead-selection';

/**
 * The leads as stored (photos, project and visit with the values the record
 * keeps), each with its reference after its id, without the fields only the
 * intake uses; with what the business did, when it did anything (`events`:
 * `[{ event, at, … }]`), when it first tried to reach the visitor
 * (`firstContactAt`, once someone has), what the lead became (`status`,
 * `quoted`, `won`, `lost`), the days from the request to each step, and
 * how its review request went (`review`, `reviewSentAt`).
 */
export function leadsToJson(leads: Lead[]): string {
  return jsonText(
    leads.map(({ v: _version, idempotencyKey: _key, fieldsHash: _hash, id, events = [], review: reviewDelivery, ...lead }) => {
      const first = firstContactAt(events);
      const review = reviewText({ events, ...(reviewDelivery && { review: reviewDelivery }) });
      const { status, quoted, won, lost } = outcomeOf(events);
      return {
        id,
        reference: referenceOf(id),
        ...lead,
        ...(events.length > 0 && { events: events.map(({ v: _v, lead: _lead, ...event }) => event) }),
        ...(first && { firstContactAt: first }),
        status,
        ...(quoted !== undefined && { quoted }),
        ...(won !== undefined && { won }),
        ...(lost && { lost }),
        ...(events.length > 0 && { daysTo: daysToSteps(lead.receivedAt, outcomeOf(events)) }),
        ...(review && { review, ...(reviewDelivery?.sent && { reviewSentAt: reviewDelivery.at }) }),
      };
    }),
  );
}
