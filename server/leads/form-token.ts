// The contact form's anti-spam token: `issuedAt.nonce.signature`, made for one
// visitor when their form appears (GET /api/form-token, or the form page
// without JavaScript). A request whose token is missing, forged, sent back
// within 3 s of its issue (a bot), older than 24 h, or used before is stored
// flagged as spam. A token is claimed when its request is checked and given
// back if the request could not be saved, so a retry still counts as the first use.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A person needs longer than this to fill in name, email and phone. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this is treated as stale (bots replay old tokens). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

type TokenProblem = 'missing-token' | 'forged-token' | 'too-fast' | 'token-expired' | 'reused-token';
export type TokenVerdict = { ok: true; nonce: string; issuedAt: number } | { ok: false; reason: TokenProblem };

/** Which tokens have been used (by nonce), until they would have expired anyway. */
export interface UsedTokens {
  /** Marks the nonce used; false when it already was (check and set in one step, so two requests never both win). */
  claim(nonce: string, expiresAt: number): boolean | Promise<boolean>;
  /** Gives a claimed nonce back (its request could not be saved). */
  release(nonce: string): void | Promise<void>;
}

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, issuedAt: number, nonce: string) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}:${nonce}`).digest('base64url');

/** A new token issued at `issuedAt`. */
export function newFormToken(secret: string, issuedAt: number): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${issuedAt}.${nonce}.${sign(secret, issuedAt, nonce)}`;
}

export function createFormTokens(secret: string, { now = Date.now, used }: { now?: () => number; used: UsedTokens }) {
  return {
    /** A new token, issued now. */
    issue: (): string => newFormToken(secret, now()),
    async verify(token: unknown): Promise<TokenVerdict> {
      if (typeof token !== 'string' || !token) return { ok: false, reason: 'missing-token' };
      const match = TOKEN.exec(token);
      if (!match) return { ok: false, reason: 'forged-token' };
      const issuedAt = Number(match[1]);
      const nonce = match[2]!;
      const expected = Buffer.from(sign(secret, issuedAt, nonce));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged-token' };
      const age = now() - issuedAt;
      // Checked before the token is claimed: a bot that is too fast does not use up the visitor's token.
      if (age < MIN_FILL_MS) return { ok: false, reason: 'too-fast' };
      if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: 'token-expired' };
      if (!(await used.claim(nonce, issuedAt + MAX_TOKEN_AGE_MS))) return { ok: false, reason: 'reused-token' };
      return { ok: true, nonce, issuedAt };
    },
    /** Gives a valid token back: its request could not be saved, and the visitor will send it again. */
    async giveBack(verdict: Extract<TokenVerdict, { ok: true }>): Promise<void> {
      await used.release(verdict.nonce);
    },
  };
}
