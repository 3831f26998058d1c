// Security headers for every response (HTML, API and assets). Helmet builds
// them once, at start-up; per request only the CSP's script nonce is filled in.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Features the site never uses, switched off for it and any frame. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const NONCE_SLOT = 'NONCE-SLOT';
const CSP = 'Content-Security-Policy';

/** The headers every response carries, built once by helmet; `csp(nonce)` fills in a script nonce (or none). */
function buildSecurityHeaders() {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A per-request nonce, for any inline script React must stream (a
        // Suspense boundary finished after the shell). Normal pages have none.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over TLS; set below when the request is secure.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });

  // Run helmet once against a stand-in response and keep what it sets.
  const headers = new Map<string, string>([['Permissions-Policy', PERMISSIONS_POLICY]]);
  const standIn = {
    locals: { cspNonce: NONCE_SLOT },
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  helmetMiddleware({} as IncomingMessage, standIn as unknown as ServerResponse, () => {});
  const [cspBefore, cspAfter] = headers.get(CSP)!.split(NONCE_SLOT) as [string, string];
  headers.delete(CSP);
  return {
    fixed: [...headers],
    csp: (nonce?: string) => (nonce ? cspBefore + nonce + cspAfter : (cspBefore + cspAfter).replace(" 'nonce-'", '')),
  };
}

export const HSTS = `max-age=${ONE_YEAR_S}; includeSubDomains`;
const built = buildSecurityHeaders();

/** Every security header, with a CSP that allows no inline script at all: for cached pages, which have none. */
export const STATIC_SECURITY_HEADERS: [string, string][] = [...built.fixed, [CSP, built.csp()]];

export function securityHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    for (const [name, value] of built.fixed) res.setHeader(name, value);
    res.setHeader(CSP, built.csp(nonce));
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
