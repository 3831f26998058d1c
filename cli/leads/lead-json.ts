// `npm run leads -- --format json`, for other tools.
import { referenceOf } from '../../shared/lead-reference';
import { jsonText } from '../toolkit/json-text';
import type { Lead } from './lead-selection';

/**
 * The leads as stored (photos, project and visit with the values the record
 * keeps), each with its reference after its id, without the fields only the
 * intake uses.
 */
export function leadsToJson(leads: Lead[]): string {
  return jsonText(
    leads.map(({ v: _version, idempotencyKey: _key, fieldsHash: _hash, id, ...lead }) => ({ id, reference: referenceOf(id), ...lead })),
  );
}
