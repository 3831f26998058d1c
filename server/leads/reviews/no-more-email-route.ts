// GET /no-more-email/{id}?expires=…&sig=…: the visitor's page that stops the
// e-mails (no-more-email-page.tsx), for whoever holds the signed link of a
// review request. POST to the same URL, from the page's button or from a mail
// app's one-click "Unsubscribe" (RFC 8058: a POST with
// `List-Unsubscribe=One-Click`, from no page at all): `emails-stopped`
// appended to this process's lead log, once. A GET changes nothing, so a
// link checker that opens the link stops nothing. Kept out of every cache
// and index.
import express, { type Request, type Response } from 'express';
import type { ContentSource } from '../../content/content-source';
import { contentIn } from '../../content/content-store';
import type { NdjsonLog } from '../../storage/ndjson-log';
import { leadEvent } from '../lead-events';
import { NO_MORE_EMAIL_PATH, signedLead, type LeadPageLinks } from '../lead-links';
import { noMoreEmailPageHtml, refusedStopLinkHtml } from './no-more-email-page';

const HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

export function noMoreEmailRoute({
  links,
  leadsFile,
  log,
  content,
  now = Date.now,
}: {
  /** The stop links (createLeadPageLinks with page 'no-more-email'). */
  links: LeadPageLinks;
  leadsFile: string;
  /** This process's lead log, where the event is appended. */
  log: NdjsonLog;
  content: ContentSource;
  now?: () => number;
}): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const path = `${NO_MORE_EMAIL_PATH}/:id`;

  async function opened(req: Request<{ id: string }>, res: Response) {
    res.set(HEADERS);
    const found = await signedLead(links, leadsFile, req.params.id, req.query);
    if (found.ok) return found.found;
    if (found.reason === 'unknown' || found.reason === 'gone') res.status(404).type('text/plain').send('No such request.\n');
    else {
      const { business } = contentIn(content.current, 'en');
      res
        .status(403)
        .type('html')
        .send(refusedStopLinkHtml('en', business.name, business.phone.display));
    }
    return undefined;
  }

  router.get(path, async (req: Request<{ id: string }>, res: Response) => {
    const found = await opened(req, res);
    if (!found) return;
    const language = found.lead.language ?? 'en';
    res.type('html').send(
      noMoreEmailPageHtml({
        language,
        businessName: contentIn(content.current, language).business.name,
        stopped: found.events.some((event) => event.event === 'emails-stopped'),
      }),
    );
  });

  router.post(path, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request<{ id: string }>, res: Response) => {
    const found = await opened(req, res);
    if (!found) return;
    if (!found.events.some((event) => event.event === 'emails-stopped'))
      await log.append(leadEvent('emails-stopped', found.lead.id, now()));
    const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
    if (oneClick) res.type('text/plain').send('No more e-mails will be sent.\n');
    else res.redirect(303, req.originalUrl);
  });
  return router;
}
