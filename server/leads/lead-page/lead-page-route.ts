// GET /leads/{id}?expires=…&sig=…: the private page of one lead (lead-page.tsx)
// for whoever holds its signed link (lead-page-links.ts). Found in the logs
// of every worker, so any worker answers it; kept out of every cache, every
// index and every referrer, and it makes no request of its own beyond the
// site's photo links. An altered or expired link: 403, saying where a fresh
// one is; a lead no longer in the log (deleted): 404.
import express, { type Request, type Response } from 'express';
import type { ContentSource } from '../../content/content-source';
import { findLeadLogs, readLeadLogs } from '../lead-logs';
import { leadLabels } from '../notifications/lead-labels';
import type { PhotoLinks } from '../photos/photo-links';
import { leadPageHtml, refusedLinkHtml } from './lead-page';
import { LEAD_PAGE_PATH, type LeadPageLinks } from './lead-page-links';

/** Its own page, its own rules: inline styles, the site's own images, nothing else; no page may frame it or learn its URL. */
const HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

export function leadPageRoute({
  links,
  photoLinks,
  leadsFile,
  content,
}: {
  links: LeadPageLinks;
  photoLinks: PhotoLinks;
  /** The lead log every worker's log is named after (LEADS_FILE). */
  leadsFile: string;
  content: ContentSource;
}): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get(`${LEAD_PAGE_PATH}/:id`, async (req: Request<{ id: string }>, res: Response) => {
    res.set(HEADERS);
    const verdict = links.check(req.params.id, req.query);
    if (!verdict.ok) {
      if (verdict.reason === 'unknown') return void res.status(404).type('text/plain').send('No such request.\n');
      return void res.status(403).type('html').send(refusedLinkHtml(verdict.reason, content.current.business));
    }
    const { leads } = await readLeadLogs(await findLeadLogs(leadsFile));
    const lead = leads.find((found) => found.lead.id === verdict.id)?.lead;
    if (!lead) return void res.status(404).type('text/plain').send('This request is no longer in the lead log.\n');
    res.type('html').send(leadPageHtml(lead, leadLabels(content.current), photoLinks));
  });
  return router;
}
