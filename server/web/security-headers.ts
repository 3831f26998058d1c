// Security headers for every response (HTML, API and assets), built once by
// helmet at start-up and the same for every request.
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

const CSP = 'Content-Security-Policy';

/**
 * The headers every response carries, built once by helmet at start-up. The
 * CSP allows no inline script at all: pages have none (their state is a
 * non-executable JSON block), so the same bytes, and the same headers, serve
 * every visitor.
 */
function buildSecurityHeaders(): Map<string, string> {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Style attributes only: a photo's placeholder colours (ProjectImage); no <style> element, and styles never carry what a visitor typed.
        styleSrcAttr: ["'unsafe-inline'"],
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
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  helmetMiddleware({} as IncomingMessage, standIn as unknown as ServerResponse, () => {});
  return headers;
}

const HSTS = `max-age=${ONE_YEAR_S}; includeSubDomains`;
/** Every response's headers, in the order they are set. */
const SECURITY_HEADERS: readonly (readonly [string, string])[] = [...buildSecurityHeaders()];
const FRAMEABLE_CSP = SECURITY_HEADERS.find(([name]) => name === CSP)![1].replace("frame-ancestors 'none'", "frame-ancestors 'self'");

/** Name, value, name, value…: the security headers, and HSTS after them over TLS. */
const LISTS = {
  plain: SECURITY_HEADERS.flat(),
  secure: [...SECURITY_HEADERS.flat(), 'Strict-Transport-Security', HSTS],
};
export const securityHeaderList = (secure: boolean): readonly string[] => (secure ? LISTS.secure : LISTS.plain);

/** Express's trust-proxy test ("trust proxy fn"): may this hop's X-Forwarded-Proto be believed? */
export type TrustProxy = (address: string, hop: number) => boolean;

/** As Express's `req.secure`: TLS here, or a trusted proxy's X-Forwarded-Proto saying https. */
export function requestIsSecure(req: IncomingMessage, trustProxy: TrustProxy): boolean {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  const own = socket.encrypted ? 'https' : 'http';
  if (!trustProxy(socket.remoteAddress ?? '', 0)) return own === 'https';
  const header = req.headers['x-forwarded-proto'];
  const forwarded = (typeof header === 'string' && header) || own;
  const comma = forwarded.indexOf(',');
  return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === 'https';
}

/** The security headers of every answer the framework writes, decided as the fast path decides them (with the app's trust of proxies). */
export function securityHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    const list = securityHeaderList(requestIsSecure(req, req.app.get('trust proxy fn') as TrustProxy));
    for (let i = 0; i < list.length; i += 2) res.setHeader(list[i]!, list[i + 1]!);
    next();
  };
}

/** A response the site's own pages may show in a frame (the form without JavaScript). */
export function frameableByOwnPages(res: Response): void {
  res.setHeader(CSP, FRAMEABLE_CSP);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}
