// The contact form's anti-spam token: `issuedAt.nonce.network.signature`,
// made for one visitor when their form appears (GET /api/form-token, or the
// form page without JavaScript), and bound to the network it was issued to
// (a keyed hash of its address class: the address itself is never in it). A
// request whose token is missing, forged, sent back within 3 s of its issue
// (a bot), older than 24 h, or used before is stored flagged as spam; one
// sent from another network than its token's is stored and flagged
// `token-moved` (a person's phone may have changed networks; a harvested
// token travels). A token is claimed when its request is checked and given
// back if the request could not be saved, so a retry still counts as the
// first use.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A person needs longer than this to fill in name, email and phone. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this is treated as stale (bots replay old tokens). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

type TokenProblem = 'missing-token' | 'forged-token' | 'too-fast' | 'token-expired' | 'reused-token';
export type TokenVerdict =
  | { ok: true; nonce: string; issuedAt: number; /** Sent from another network than the one it was issued to. */ moved: boolean }
  | { ok: false; reason: TokenProblem };

/** Which tokens have been used (by nonce), until they would have expired anyway. */
export interface UsedTokens {
  /** Marks the nonce used; false when it already was (check and set in one step, so two requests never both win). */
  claim(nonce: string, expiresAt: number): boolean | Promise<boolean>;
  /** Gives a claimed nonce back (its request could not be saved). */
  release(nonce: string): void | Promise<void>;
}

/** `issuedAt.nonce.network.signature`; tokens issued before networks were bound have no `network` part. */
const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{16})\.(?:([A-Za-z0-9_-]{11})\.)?([A-Za-z0-9_-]{43})$/;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

/** The network part: 66 bits of a keyed hash of the address class, enough to tell two apart, nothing to read back. */
const networkTag = (secret: string, addressClass: string) => hmac(secret, `contact-form-network:${addressClass}`).slice(0, 11);

const sign = (secret: string, issuedAt: number, nonce: string, network?: string) =>
  hmac(secret, network === undefined ? `contact-form:${issuedAt}:${nonce}` : `contact-form:${issuedAt}:${nonce}:${network}`);

/** A new token issued at `issuedAt` to a visitor on `addressClass` (server/web/address-class.ts). */
export function newFormToken(secret: string, issuedAt: number, addressClass: string): string {
  const nonce = randomBytes(12).toString('base64url');
  const network = networkTag(secret, addressClass);
  return `${issuedAt}.${nonce}.${network}.${sign(secret, issuedAt, nonce, network)}`;
}

export function createFormTokens(secret: string, { now = Date.now, used }: { now?: () => number; used: UsedTokens }) {
  return {
    /** A new token, issued now to a visitor on `addressClass`. */
    issue: (addressClass: string): string => newFormToken(secret, now(), addressClass),
    /** The verdict on a token sent from `addressClass`. */
    async verify(token: unknown, addressClass: string): Promise<TokenVerdict> {
      if (typeof token !== 'string' || !token) return { ok: false, reason: 'missing-token' };
      const match = TOKEN.exec(token);
      if (!match) return { ok: false, reason: 'forged-token' };
      const issuedAt = Number(match[1]);
      const nonce = match[2]!;
      const network = match[3];
      const expected = Buffer.from(sign(secret, issuedAt, nonce, network));
      const given = Buffer.from(match[4]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged-token' };
      const age = now() - issuedAt;
      // Checked before the token is claimed: a bot that is too fast does not use up the visitor's token.
      if (age < MIN_FILL_MS) return { ok: false, reason: 'too-fast' };
      if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: 'token-expired' };
      if (!(await used.claim(nonce, issuedAt + MAX_TOKEN_AGE_MS))) return { ok: false, reason: 'reused-token' };
      return { ok: true, nonce, issuedAt, moved: network !== undefined && network !== networkTag(secret, addressClass) };
    },
    /** Gives a valid token back: its request could not be saved, and the visitor will send it again. */
    async giveBack(verdict: Extract<TokenVerdict, { ok: true }>): Promise<void> {
      await used.release(verdict.nonce);
    },
  };
}
