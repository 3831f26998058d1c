// The link to a lead's private page, sent to the business in a text or an
// e-mail: it works without a login and stops working.
//   /leads/{id}?expires={epoch seconds}&sig={base64url}
// The signature is an HMAC-SHA256 of the lead's id and the expiry, keyed by
// the form secret every worker and machine shares, with a prefix of its own
// so it can never be taken for a form token's or a photo link's. Whoever
// holds the link can open that one request until it expires.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** As long as a photo link: the request can be opened again when the visit is booked. */
export const LEAD_PAGE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;
export const LEAD_PAGE_PATH = '/leads';

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
  { days = LEAD_PAGE_DAYS, now = Date.now }: { days?: number; now?: () => number } = {},
): LeadPageLinks {
  const sign = (id: string, expires: number) => createHmac('sha256', secret).update(`lead-page:${id}:${expires}`).digest('base64url');
  return {
    url(siteUrl, id) {
      const expires = Math.floor(now() / 1000) + days * DAY_SECONDS;
      return new URL(`${LEAD_PAGE_PATH}/${id}?expires=${expires}&sig=${sign(id, expires)}`, siteUrl).href;
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
