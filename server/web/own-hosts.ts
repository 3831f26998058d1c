// The names this site answers to: the request's own host, and the canonical
// one (SITE_URL's) behind a proxy that rewrites Host. A post from any other
// is another site's page (flagged for leads, not counted for traffic).
import type { Request } from 'express';
import { hostOf } from '../../shared/url-host';

export type OwnHosts = (req: Request) => readonly (string | undefined)[];

export const ownHostsOf =
  (siteUrl: () => string): OwnHosts =>
  (req) => [req.get('host'), req.hostname, hostOf(siteUrl())];
