// The estimate's fields of a request (shared/estimate-fields.ts), read from
// the JSON body or the form without JavaScript: the area, the kind of work,
// the visit windows and access, the dated slot asked for, and the ids of the photos it names. The
// range is worked out here from the business's prices, never taken from the
// browser. An option the form no longer offers (opening hours changed since
// the page was loaded) is dropped, never a reason to refuse the request; an
// area that is not a number is a field error, like the spec's fields.
import type { Price } from '../../shared/api-types';
import type { FieldCode } from '../../shared/form-problems';
import { ACCESS_NEEDS, ESTIMATE_FIELDS, isAreaInLimits, priceFor, readArea, WORK_KINDS, workOfService } from '../../shared/estimate-fields';
import { priceRange } from '../../shared/price-range';
import { siteVisitWindows, type SiteVisitWindow } from '../../shared/site-visit-windows';
import type { Content } from '../content/content-store';
import type { LeadRecord } from './lead-record';

export interface EstimateOptions {
  prices: readonly Price[];
  windows: readonly SiteVisitWindow[];
}

/** The options of the content as it is now. */
export const estimateOptionsOf = (content: Pick<Content, 'prices' | 'business'>): EstimateOptions => ({
  prices: content.prices.items,
  windows: siteVisitWindows(content.business.hours),
});

export interface EstimateInput {
  project?: LeadRecord['project'];
  visit?: LeadRecord['visit'];
  /** The upload ids the request names, as sent. */
  photoIds: string[];
  /** The id of the dated site-visit slot asked for, as sent (held, or found taken or invalid, by the intake). */
  slotId?: string;
  errors: Record<string, FieldCode>;
}

/** A field that may come once (a string) or repeated (an array of strings). */
const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value
  : value === undefined ? []
  : [value]
  ).filter((item): item is string => typeof item === 'string');

const known = (values: string[], options: readonly { value: string }[]) =>
  [...new Set(values)].filter((value) => options.some((option) => option.value === value));

export function readEstimate(raw: Record<string, unknown>, service: string, { prices, windows }: EstimateOptions): EstimateInput {
  const errors: Record<string, FieldCode> = {};
  const areaSqFt = readArea(raw[ESTIMATE_FIELDS.areaSqFt]);
  if (areaSqFt !== undefined && !isAreaInLimits(areaSqFt)) errors[ESTIMATE_FIELDS.areaSqFt] = 'area-out-of-range';
  // The form asks the kind of work only when the service does not answer it:
  // a choice left from before the service was chosen gives way to the service's.
  const [chosenWork] = known(list(raw[ESTIMATE_FIELDS.work]), WORK_KINDS);
  const work = chosenWork && (workOfService(prices, service) ?? chosenWork);
  const sqFt = errors[ESTIMATE_FIELDS.areaSqFt] || areaSqFt === undefined ? undefined : Math.round(areaSqFt);
  const price = sqFt === undefined ? undefined : priceFor(prices, work, service);
  const range = price && sqFt !== undefined ? { price: price.slug, ...priceRange(price, sqFt), setOn: price.setOn } : undefined;
  const project =
    sqFt !== undefined || work ?
      { ...(sqFt !== undefined && { areaSqFt: sqFt }), ...(work && { work }), ...(range && { range }) }
    : undefined;
  const chosenWindows = known(list(raw[ESTIMATE_FIELDS.visitWindows]), windows);
  const access = known(list(raw[ESTIMATE_FIELDS.access]), ACCESS_NEEDS);
  const visit = chosenWindows.length > 0 || access.length > 0 ? { windows: chosenWindows, access } : undefined;
  const slotId = requestedSlot(raw);
  return { project, visit, photoIds: list(raw[ESTIMATE_FIELDS.photos]), ...(slotId !== undefined && { slotId }), errors };
}

const MALFORMED_SLOT = '(not a slot id)';

/** The slot a request asks for: `visit: { slot }` in JSON, or the form's field; none for an empty choice ("none of these work"). */
function requestedSlot(raw: Record<string, unknown>): string | undefined {
  const visit = raw.visit && typeof raw.visit === 'object' ? (raw.visit as Record<string, unknown>) : {};
  const value = visit.slot ?? raw[ESTIMATE_FIELDS.visitSlot];
  if (value === undefined || value === null) return undefined;
  // Something other than an id is still an answer to the question: one that names no slot (flagged, never refused).
  const [slot = MALFORMED_SLOT] = list(value);
  return slot.trim() ? slot.trim().slice(0, 40) : undefined;
}
