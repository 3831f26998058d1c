// A lead's estimate fields in the operator's words, for the table, the CSV
// and one lead's page: its reference, the number of its photos, the area,
// the kind of work and the access needs by their labels
// (shared/estimate-fields.ts), the visit windows by the labels the opening
// hours give them now (a window the hours no longer make shows as stored),
// and the range with the date of the prices it was made from.
import { visitOf } from '../../server/leads/lead-book';
import { slotLabel } from '../../shared/visit-slots';
import { ACCESS_NEEDS, labelOf, WORK_KINDS } from '../../shared/estimate-fields';
import { referenceOf } from '../../shared/lead-reference';
import { formatRange } from '../../shared/price-range';
import { plural } from '../toolkit/plural';
import type { Lead } from './lead-selection';

/** Visit window value → its label ("weekday-morning" → "Weekday morning, 7 AM–12 PM"). */
export type WindowLabels = ReadonlyMap<string, string>;

export const referenceText = (lead: Lead) => referenceOf(lead.id);

/** "1,200 sq ft", or "". */
export const areaText = (lead: Lead) => {
  const area = lead.project?.areaSqFt;
  return area === undefined ? '' : `${area.toLocaleString('en-US')} sq ft`;
};

/** "Restoring an existing floor", or "". */
export const workText = (lead: Lead) => (lead.project?.work ? labelOf(WORK_KINDS, lead.project.work) : '');

/** "$11,400–$25,200 (prices of 2026-11-01)", or "". */
export const rangeText = (lead: Lead) => {
  const range = lead.project?.range;
  return range ? `${formatRange(range)} (prices of ${range.setOn})` : '';
};

/** The label of each visit window the visitor offered, in their order. */
export const windowTexts = (lead: Lead, windows: WindowLabels) => (lead.visit?.windows ?? []).map((value) => windows.get(value) ?? value);

/** The label of each access need. */
export const accessTexts = (lead: Lead) => (lead.visit?.access ?? []).map((value) => labelOf(ACCESS_NEEDS, value));

/**
 * The estimate of a lead in at most two lines, for the table, each with only
 * the parts it has: `3 photos · 1,200 sq ft · Restoring an existing floor ·
 * $11,400–$25,200 (prices of 2026-11-01)`, then `visit: Weekday morning,
 * 7 AM–12 PM · access: A super or doorman lets us in`.
 */
export function estimateLines(lead: Lead, windows: WindowLabels): string[] {
  const photos = lead.photos?.length ?? 0;
  const [visit, access] = [windowTexts(lead, windows), accessTexts(lead)];
  const line = (parts: string[]) => parts.filter(Boolean).join(' · ');
  const siteVisit = visitOf(lead, lead.events ?? []);
  return [
    line([photos > 0 ? plural(photos, 'photo') : '', areaText(lead), workText(lead), rangeText(lead)]),
    line([
      siteVisit ? `site visit: ${slotLabel(siteVisit.slot, 'en').replace(/\u00a0/g, ' ')} (${siteVisit.state})` : '',
      visit.length > 0 ? `visit: ${visit.join('; ')}` : '',
      access.length > 0 ? `access: ${access.join('; ')}` : '',
    ]),
  ].filter(Boolean);
}

/** Which of the estimate's parts any of `leads` has: the CSV adds their columns only then. */
export function estimateParts(leads: readonly Lead[]) {
  return {
    photos: leads.some((lead) => lead.photos?.length),
    project: leads.some((lead) => lead.project),
    visit: leads.some((lead) => lead.visit?.windows.length || lead.visit?.access.length),
  };
}
