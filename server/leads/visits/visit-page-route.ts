// GET /visit/{id}?expires=…&sig=…: the visitor's page of their site visit
// (visit-page.tsx), for whoever holds the signed link their copy carries.
// POST to the same URL from the page's own form: the visit moved to a time
// with a place (or booked), or cancelled, appended to this process's lead log
// as the business's changes are (the site follows the logs: the places and
// the calendars' e-mails come from there); then back to the page (303). Kept
// out of every cache and index; a post from another site's page is refused.
import express, { type Request, type Response } from 'express';
import type { ContentSource } from '../../content/content-source';
import { contentIn } from '../../content/content-store';
import type { NdjsonLog } from '../../storage/ndjson-log';
import type { OwnHosts } from '../../web/own-hosts';
import { fromOwnPages } from '../../web/same-site';
import { signedLead, VISIT_PAGE_PATH, type LeadPageLinks } from '../lead-links';
import { visitOf } from '../lead-visit';
import type { VisitBookings } from './visit-bookings';
import { visitChange } from './visit-change';
import { refusedVisitLinkHtml, visitPageHtml } from './visit-page';

const HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

/** What a visitor may do from their page: no confirming (that is the business's), no booking for another request. */
const VISITOR_ACTIONS = ['move', 'cancel'] as const;

export function visitPageRoute({
  links,
  leadsFile,
  log,
  content,
  bookings,
  ownHostsOf,
  now = Date.now,
}: {
  /** The visitor's page's links (createLeadPageLinks with page 'visit'). */
  links: LeadPageLinks;
  leadsFile: string;
  /** This process's lead log, where a change is appended. */
  log: NdjsonLog;
  content: ContentSource;
  bookings: VisitBookings;
  ownHostsOf: OwnHosts;
  now?: () => number;
}): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const path = `${VISIT_PAGE_PATH}/:id`;

  async function leadOf(req: Request<{ id: string }>, res: Response) {
    res.set(HEADERS);
    const opened = await signedLead(links, leadsFile, req.params.id, req.query);
    if (opened.ok) return opened.found;
    if (opened.reason === 'unknown' || opened.reason === 'gone') res.status(404).type('text/plain').send('No such visit.\n');
    else res.status(403).type('html').send(refusedVisitLinkHtml('en', content.current.business.phone));
    return undefined;
  }

  const page = async (found: NonNullable<Awaited<ReturnType<typeof leadOf>>>, refused?: Parameters<typeof visitPageHtml>[0]['refused']) => {
    const language = found.lead.language ?? 'en';
    const { business } = contentIn(content.current, language);
    return visitPageHtml({
      language,
      businessName: business.name,
      phone: business.phone,
      visit: visitOf(found.lead, found.events),
      slots: (await bookings.slots()).filter((slot) => slot.available > 0),
      ...(refused && { refused }),
    });
  };

  router.get(path, async (req: Request<{ id: string }>, res: Response) => {
    const found = await leadOf(req, res);
    if (found) res.type('html').send(await page(found));
  });

  router.post(path, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request<{ id: string }>, res: Response) => {
    if (!fromOwnPages(req, ownHostsOf(req))) {
      res.set(HEADERS);
      return void res.status(403).type('text/plain').send("Refused: sent from another site's page.\n");
    }
    const found = await leadOf(req, res);
    if (!found) return;
    const body = (req.body as Record<string, unknown> | undefined) ?? {};
    const action = VISITOR_ACTIONS.find((name) => name === body.action);
    if (!action)
      return void res
        .status(400)
        .type('text/plain')
        .send(`Unknown action: use one of ${VISITOR_ACTIONS.join(', ')}.\n`);
    const places = new Map((await bookings.slots()).map((slot) => [slot.id, slot.available]));
    const change = visitChange(
      action,
      { leadId: found.lead.id, visit: visitOf(found.lead, found.events), now: now(), by: 'visitor' },
      { slotId: body.slot, schedule: content.current.visits, placesLeft: (slot) => places.get(slot.id) ?? 0 },
    );
    if ('refused' in change)
      return void res
        .status(409)
        .type('html')
        .send(await page(found, change.refused));
    await log.append(change.event);
    res.redirect(303, req.originalUrl);
  });
  return router;
}
