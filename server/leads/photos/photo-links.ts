// Links to the photos of a request that work without a login and stop
// working: the webhook and the e-mail name each photo and thumbnail by a URL
// signed for that one file until a time.
//   /lead-photos/{id}.jpg?expires={epoch seconds}&signature={base64url}
//   /lead-photos/{id}.thumb.jpg?…
// The signature is an HMAC-SHA256 of the file's name and the expiry, keyed by
// the form secret (the one every worker and machine already shares), with a
// prefix of its own so that it can never be taken for a form token's. Anyone
// holding a link can open that photo until it expires, and nothing else: a
// CRM or a forwarded e-mail works, a guessed or altered link does not.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPLOAD_ID } from '../../../shared/estimate-fields';

/** How long a link works: long enough to open the e-mail again when the visit is booked, short enough that an old inbox leaks nothing. */
export const PHOTO_LINK_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export const PHOTO_LINK_PATH = '/lead-photos';

type PhotoVariant = 'photo' | 'thumb';

const SUFFIX: Record<PhotoVariant, string> = { photo: '.jpg', thumb: '.thumb.jpg' };
const FILE = /^([A-Za-z0-9_-]{22})(\.thumb)?\.jpg$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

type LinkVerdict = { ok: true; id: string; variant: PhotoVariant } | { ok: false; reason: 'unknown' | 'bad-signature' | 'expired' };

export interface PhotoLinks {
  /** The path and query of a signed link to one photo or its thumbnail; throws for an id that is not an upload's. */
  path(id: string, variant: PhotoVariant): string;
  /** The absolute URL of a signed link, on `siteUrl`. */
  url(siteUrl: string, id: string, variant: PhotoVariant): string;
  /** When links made now stop working. */
  expiresAt(): Date;
  /** Whether a request for `file` (the last part of the path) with this query may have the file. */
  check(file: string, query: { expires?: unknown; signature?: unknown }): LinkVerdict;
}

export function createPhotoLinks(
  secret: string,
  { days = PHOTO_LINK_DAYS, now = Date.now }: { days?: number; now?: () => number } = {},
): PhotoLinks {
  const sign = (file: string, expires: number) => createHmac('sha256', secret).update(`lead-photo:${file}:${expires}`).digest('base64url');
  const expiresNow = () => Math.floor(now() / 1000) + days * DAY_SECONDS;

  const links: PhotoLinks = {
    path(id, variant) {
      if (!UPLOAD_ID.test(id)) throw new Error('not the id of an upload');
      const file = `${id}${SUFFIX[variant]}`;
      const expires = expiresNow();
      return `${PHOTO_LINK_PATH}/${file}?expires=${expires}&signature=${sign(file, expires)}`;
    },
    url: (siteUrl, id, variant) => new URL(links.path(id, variant), siteUrl).href,
    expiresAt: () => new Date(expiresNow() * 1000),
    check(file, { expires, signature }) {
      const match = FILE.exec(file);
      if (!match) return { ok: false, reason: 'unknown' };
      const seconds = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : undefined;
      if (seconds === undefined || typeof signature !== 'string' || !SIGNATURE.test(signature))
        return { ok: false, reason: 'bad-signature' };
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(sign(file, seconds)))) return { ok: false, reason: 'bad-signature' };
      // Checked after the signature, so an altered expiry is a bad signature, not an expired link.
      if (seconds * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, id: match[1]!, variant: match[2] ? 'thumb' : 'photo' };
    },
  };
  return links;
}
