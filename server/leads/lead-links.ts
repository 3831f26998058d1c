// Signed links to one lead's pages that work without a login and stop
// working: the business's private page, sent in a text or an e-mail,
//   /leads/{id}?expires={epoch seconds}&sig={base64url}
// the visitor's page of their site visit, sent in their copy,
//   /visit/{id}?expires=…&sig=…
// and the visitor's page that stops the e-mails, in a review request,
//   /no-more-email/{id}?expires=…&sig=…
// The signature is an HMAC-SHA256 of the lead's id and the expiry, keyed by
// the form secret every worker and machine shares, with a prefix for each
// kind of link, so one can never be taken for another, a form token's or a
// photo link's. Whoever holds a link can open that one page until it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { findLeadLogs, readLeadLogs, type LeadInLog } from './lead-logs';

/** As long as a photo link: the request can be opened again when the visit is booked. */
export const LEAD_PAGE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;
export const LEAD_PAGE_PATH = '/leads';
export const VISIT_PAGE_PATH = '/visit';
export const NO_MORE_EMAIL_PATH = '/no-more-email';

const PAGES = {
  lead: { prefix: 'lead-page', path: LEAD_PAGE_PATH },
  visit: { prefix: 'visit-page', path: VISIT_PAGE_PATH },
  'no-more-email': { prefix: 'no-more-email', path: NO_MORE_EMAIL_PATH },
} as const;

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

type LeadPageVerdict = { ok: true; id: string } | { ok: false; reason: 'unknown' | 'bad-signature' | 'expired' };

export interface LeadPageLinks {
  /** The absolute URL of a signed link to the lead's page, on `siteUrl`. */
  url(siteUrl: string, id: string): string;
  /** Whether a request for `/leads/{id}` with this query may see the lead. */
  check(id: string, query: { expires?: unknown; sig?: unknown }): LeadPageVerdict;
}

export function createLeadPageLinks(
  secret: string,
  {
    days = LEAD_PAGE_DAYS,
    now = Date.now,
    page = 'lead',
  }: {
    days?: number;
    now?: () => number;
    /** The business's page of the lead, the visitor's page of its site visit, or the visitor's page that stops the e-mails. */
    page?: keyof typeof PAGES;
  } = {},
): LeadPageLinks {
  const { prefix, path } = PAGES[page];
  const sign = (id: string, expires: number) => createHmac('sha256', secret).update(`${prefix}:${id}:${expires}`).digest('base64url');
  return {
    url(siteUrl, id) {
      const expires = Math.floor(now() / 1000) + days * DAY_SECONDS;
      return new URL(`${path}/${id}?expires=${expires}&sig=${sign(id, expires)}`, siteUrl).href;
    },
    check(id, { expires, sig }) {
      if (!LEAD_ID.test(id)) return { ok: false, reason: 'unknown' };
      const seconds = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : undefined;
      if (seconds === undefined || typeof sig !== 'string' || !SIGNATURE.test(sig)) return { ok: false, reason: 'bad-signature' };
      if (!timingSafeEqual(Buffer.from(sig), Buffer.from(sign(id, seconds)))) return { ok: false, reason: 'bad-signature' };
      // After the signature: an altered expiry is a bad signature, not an expired link.
      if (seconds * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, id };
    },
  };
}

/** The lead a signed link opens, with its events, read from every log of `leadsFile`; or why it opens none ('gone': no longer in the logs). */
export async function signedLead(
  links: LeadPageLinks,
  leadsFile: string,
  id: string,
  query: { expires?: unknown; sig?: unknown },
): Promise<{ ok: true; found: LeadInLog } | { ok: false; reason: 'unknown' | 'bad-signature' | 'expired' | 'gone' }> {
  const verdict = links.check(id, query);
  if (!verdict.ok) return verdict;
  const { leads } = await readLeadLogs(await findLeadLogs(leadsFile));
  const found = leads.find((candidate) => candidate.lead.id === verdict.id);
  return found ? { ok: true, found } : { ok: false, reason: 'gone' };
}
