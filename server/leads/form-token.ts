// A signed form-render time: the contact form carries `issuedAt.signature`.
// A request that comes back too fast (a bot) or too late, or whose token is
// missing or forged, is stored flagged as spam. Times are rounded down to
// 10 s, so a rendered contact page is the same bytes for every visitor in
// that window (the render cache relies on it).
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN_BUCKET_MS = 10_000;
/** A person needs longer than this to fill in name, email and phone. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this is treated as stale (bots replay old tokens). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenVerdict = { ok: true } | { ok: false; reason: 'missing-token' | 'forged-token' | 'too-fast' | 'token-expired' };

export function createFormTokens(secret: string, now: () => number = Date.now) {
  const sign = (issuedAt: number) => createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

  return {
    /** A token for a form rendered now (or at `at`, for tests). */
    issue(at: number = now()): string {
      const issuedAt = at - (at % TOKEN_BUCKET_MS);
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    verify(token: unknown): TokenVerdict {
      if (typeof token !== 'string' || !token) return { ok: false, reason: 'missing-token' };
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'forged-token' };
      const issuedAt = Number(match[1]);
      const expected = Buffer.from(sign(issuedAt));
      const given = Buffer.from(match[2]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged-token' };
      // The bucket start is up to 10 s before the render, so allow for it.
      const age = now() - issuedAt;
      if (age < MIN_FILL_MS) return { ok: false, reason: 'too-fast' };
      if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: 'token-expired' };
      return { ok: true };
    },
  };
}
