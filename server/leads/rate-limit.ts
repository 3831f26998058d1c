import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

export interface RateLimitOptions {
  /** Contact requests allowed per client address in each window. */
  limit: number;
  windowMs: number;
}

/**
 * One budget per client address shared by POST /api/contacts and POST /contact
 * (the address is the proxy's client when TRUST_PROXY is set). Past it:
 * 429 with Retry-After; `onLimited` writes the body.
 */
export function contactRateLimit({ limit, windowMs }: RateLimitOptions, onLimited: RequestHandler): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next, options) => {
      res.status(options.statusCode);
      return onLimited(req, res, next);
    },
  });
}
