// Limits on leads that never turn a person away. Counted per
// client address (the proxy's client when TRUST_PROXY is set) for the API and
// the form together, in the store every worker shares:
// - past the soft limit (default 10 per 15 minutes) a request is still
//   stored, acknowledged and notified, flagged "rate" (an office, a school or
//   a carrier's NAT puts many people behind one address);
// - past the hard cap (default 100 per 15 minutes) it is answered 429 with
//   Retry-After and the phone number: that is a flood, not people.
// A disk nearly full answers 503 the same way, before a write can fail.
import { statfs } from 'node:fs/promises';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { clusterCounts } from '../web/rate-limit-store';
import type { ClusterStore } from '../cluster-store';

import type { LeadLimits } from '../config';

/** The flags a request earned from the limits ("rate" past the soft limit). */
export function limitFlags(req: Request, { softLimit }: Pick<LeadLimits, 'softLimit'>): string[] {
  const used = (req as Request & { rateLimit?: { used: number } }).rateLimit?.used ?? 0;
  return used > softLimit ? ['rate'] : [];
}

/**
 * Counts every lead but the repeats `isRepeat` recognizes (a
 * retry of a request already stored gets its receipt, never a 429); past the
 * hard cap, `onRefused` answers (after the status 429 and Retry-After are set).
 */
export function leadLimiter(
  limits: LeadLimits,
  store: ClusterStore,
  onRefused: RequestHandler,
  isRepeat: (req: Request) => Promise<boolean> = () => Promise.resolve(false),
): RequestHandler {
  return rateLimit({
    windowMs: limits.windowMs,
    limit: limits.hardLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: isRepeat,
    store: clusterCounts(store, limits.windowMs),
    handler: (req, res, next, options) => {
      res.status(options.statusCode);
      return onRefused(req, res, next);
    },
  });
}

/**
 * Form tokens one address may ask for per window: a person opens a form a
 * few times; an office or a carrier's NAT holds many people; a harvest asks
 * for thousands.
 */
export const TOKEN_LIMIT = { limit: 120, windowMs: 10 * 60_000 } as const;

/** Past TOKEN_LIMIT, `onRefused` answers (429) instead of a token; counted for every worker in the cluster store. */
export function tokenLimiter(store: ClusterStore, onRefused: RequestHandler): RequestHandler {
  return rateLimit({
    windowMs: TOKEN_LIMIT.windowMs,
    limit: TOKEN_LIMIT.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: clusterCounts(store, TOKEN_LIMIT.windowMs, 'token'),
    handler: (req, res, next, options) => {
      res.status(options.statusCode);
      return onRefused(req, res, next);
    },
  });
}

/** Free space on the lead log's disk below which requests are refused (503) before a write could fail. */
export function diskGuard(folder: string, minFreeBytes: number, { checkEveryMs = 5_000, now = Date.now } = {}) {
  let checkedAt = -Infinity;
  let enough = true;
  return async function hasRoom(): Promise<boolean> {
    if (now() - checkedAt < checkEveryMs) return enough;
    checkedAt = now();
    try {
      const stats = await statfs(folder);
      enough = stats.bavail * stats.bsize >= minFreeBytes;
    } catch {
      // The folder is not there yet (created on the first write): nothing to measure.
      enough = true;
    }
    return enough;
  };
}
