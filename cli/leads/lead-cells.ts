// The texts of a lead that are not one of its fields as stored: a short
// source, its flags and what each channel did, shown by the table and CSV.
import type { LeadSource } from '../../shared/lead-source';
import { dollarText } from '../../shared/price-range';
import { contactStanding, outcomeOf } from '../../server/leads/lead-book';
import type { Lead } from './lead-selection';

/** One short line per channel: `email: sent`, `webhook: failed ×3 (HTTP 500)`, `email: not tried`. */
export function deliveryText(lead: Lead): string {
  const channels = Object.entries(lead.delivery ?? {});
  if (channels.length === 0) return 'never notified';
  return channels
    .map(([channel, d]) =>
      d.sent ? `${channel}: sent`
      : d.attempts === 0 ? `${channel}: not tried`
      : `${channel}: failed ×${d.attempts}${d.error ? ` (${d.error})` : ''}`,
    )
    .join('; ');
}

/** The review request after a won job: `review sent`, `review due`, `review failed ×2`, or `no more e-mails`; '' when none. */
export function reviewText(lead: Pick<Lead, 'events' | 'review'>): string {
  const events = lead.events ?? [];
  if (lead.review?.sent) return 'review sent';
  if (events.some((event) => event.event === 'emails-stopped')) return 'no more e-mails';
  if (!events.some((event) => event.event === 'review-requested')) return '';
  return lead.review?.attempts ? `review failed ×${lead.review.attempts}` : 'review due';
}

/** A short source for the table: utm_source (and medium), else the referring site, else the landing page. */
export function sourceText(source: LeadSource | undefined): string {
  if (!source) return '';
  if (source.utm?.utm_source) return [source.utm.utm_source, source.utm.utm_medium].filter(Boolean).join('/');
  if (source.referrer) {
    try {
      return new URL(source.referrer).hostname;
    } catch {
      return source.referrer;
    }
  }
  return source.landingPage ?? source.page ?? '';
}

/** The flags of a lead as one text: `rate`, or several joined by spaces. */
export const flagsText = (lead: Lead) => (lead.flagged ?? []).join(' ');

/** How long the business took to first try to reach the visitor ("12 min"), or how long the lead has waited ("waiting 3 h"). */
export const contactText = (lead: Lead, now = Date.now()): string =>
  lead.spam ? '' : contactStanding(lead.receivedAt, lead.events ?? [], now).text;

/** What the lead became, with its amount: `quoted $9,500`, `won $12,000`, `lost (price)`, `visited`. */
export function statusText(lead: Lead): string {
  const outcome = outcomeOf(lead.events ?? []);
  if (outcome.status === 'won') return `won ${dollarText(outcome.won!)}`;
  if (outcome.status === 'lost') return `lost (${outcome.lost!.reason})`;
  if (outcome.status === 'quoted' && outcome.quoted !== undefined) return `quoted ${dollarText(outcome.quoted)}`;
  return outcome.status;
}
