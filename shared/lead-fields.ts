// The lead's fields and the form's mechanics (honeypot, token,
// idempotency, lead source): used by the contact form and the server only, so
// they stay out of the code every page loads.
import { VISIT_PAGES_KEPT } from './constants';

/** The lead's fields and their length limits. */
export const LEAD_FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  service: 40,
  location: 200,
  message: 5000,
} as const;
export type LeadField = keyof typeof LEAD_FIELD_LIMITS;
export const REQUIRED_LEAD_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly LeadField[];

/** Hidden from people by the stylesheet; bots fill it in. */
export const HONEYPOT_FIELD = 'website';
/** The form's anti-spam token (server/leads/form-token.ts). */
export const FORM_TOKEN_FIELD = 'formToken';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Lead source (first-party attribution, no cookies): the hidden field of the
 * form without JavaScript that names the page it was sent from, the campaign
 * parameters a visit's landing URL may carry, and the longest values kept
 * (bytes of UTF-8; `pages`: how many).
 */
export const SOURCE_PAGE_FIELD = 'sourcePage';
/** The language of the page a request was sent from ("en" or "es"); the page's path says it when absent. */
export const LANGUAGE_FIELD = 'language';
/** The visitor's tick (`yes`, or `true` in JSON) asking for texts about their request: a confirmation now. */
export const TEXT_ME_FIELD = 'textMe';
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const LEAD_SOURCE_LIMITS = { path: 500, referrer: 1000, utm: 400, pages: VISIT_PAGES_KEPT } as const;
