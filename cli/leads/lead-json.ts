// `npm run leads -- --format json`, for other tools.
import { jsonText } from '../toolkit/json-text';
import type { Lead } from './lead-selection';

/** The leads as stored, without the fields only the intake uses. */
export function leadsToJson(leads: Lead[]): string {
  return jsonText(leads.map(({ v: _version, idempotencyKey: _key, fieldsHash: _hash, ...lead }) => lead));
}
