// Whether a request comes from one of the site's own pages, by the headers
// browsers add to what a page sends: Fetch Metadata (`Sec-Fetch-Site`, in
// every current browser) and `Origin`. Another site's page can make a
// visitor's browser post a form or send a beacon here; those say so. A
// request without either header (a command-line client, an old browser) is
// no other site's page, and the per-address limits are what hold it.
import type { Request } from 'express';

/** False when the browser says another site's page (or an opaque origin) sent the request. */
export function fromOwnPages(req: Request, ownHosts: readonly (string | undefined)[]): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  try {
    return ownHosts.includes(new URL(origin).host);
  } catch {
    // "null" (a sandboxed frame, a file, a redirect from elsewhere) or anything else that is no origin.
    return false;
  }
}
