// GET /leads/{id}?expires=…&sig=…: the private page of one lead (lead-page.tsx)
// for whoever holds its signed link (lead-page-links.ts). Found in the logs
// of every worker, so any worker answers it; kept out of every cache, every
// index and every referrer, and it makes no request of its own beyond the
// site's photo links. An altered or expired link: 403, saying where a fresh
// one is; a lead no longer in the log (deleted): 404.
// POST to the same URL, from the page's own buttons: what the business did
// (lead-events.ts: a call, or the site visit confirmed, moved or cancelled),
// appended to this process's lead log; then back to the page (303). The link is the capability, and a post from another site's
// page is refused even with it.
import express, { type Request, type Response } from 'express';
import type { ContentSource } from '../../content/content-source';
import type { NdjsonLog } from '../../storage/ndjson-log';
import { fromOwnPages } from '../../web/same-site';
import type { OwnHosts } from '../../web/own-hosts';
import {
  CONTACT_EVENTS,
  leadEvent,
  OUTCOME_EVENTS,
  VISIT_EVENTS,
  type ContactEvent,
  type OutcomeEvent,
  type VisitEvent,
} from '../lead-events';
import { outcomeChange, OUTCOME_REFUSAL_TEXT } from '../outcome-change';
import { visitOf } from '../lead-visit';
import { VISIT_ACTIONS, visitChange, VISIT_REFUSAL_TEXT, type VisitAction } from '../visits/visit-change';
import type { VisitBookings } from '../visits/visit-bookings';
import { leadLabels } from '../notifications/lead-labels';
import type { PhotoLinks } from '../photos/photo-links';
import { leadPageHtml, refusedLinkHtml } from './lead-page';
import { LEAD_PAGE_PATH, signedLead, type LeadPageLinks } from '../lead-links';

/** Its own page, its own rules: inline styles, the site's own images, nothing else; no page may frame it or learn its URL. */
const HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // Its link is the capability: never sent to another site (the map), but to itself, so its buttons' posts carry its Origin.
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

/** A second tap of the same button within this long records nothing more. */
const REPEAT_MS = 60_000;

export function leadPageRoute({
  links,
  photoLinks,
  leadsFile,
  log,
  content,
  ownHostsOf,
  bookings,
  now = Date.now,
}: {
  links: LeadPageLinks;
  photoLinks: PhotoLinks;
  /** The lead log every worker's log is named after (LEADS_FILE). */
  leadsFile: string;
  /** This process's lead log, where what the business did is appended. */
  log: NdjsonLog;
  content: ContentSource;
  ownHostsOf: OwnHosts;
  /** The places of the site-visit slots: the page offers those with one, a move takes one. */
  bookings: VisitBookings;
  now?: () => number;
}): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const path = `${LEAD_PAGE_PATH}/:id`;

  /** The lead the link opens, with its events; or the answer already sent. */
  async function leadOf(req: Request<{ id: string }>, res: Response) {
    res.set(HEADERS);
    const opened = await signedLead(links, leadsFile, req.params.id, req.query);
    if (opened.ok) return opened.found;
    if (opened.reason === 'unknown') res.status(404).type('text/plain').send('No such request.\n');
    else if (opened.reason === 'gone') res.status(404).type('text/plain').send('This request is no longer in the lead log.\n');
    else res.status(403).type('html').send(refusedLinkHtml(opened.reason, content.current.business));
    return undefined;
  }

  router.get(path, async (req: Request<{ id: string }>, res: Response) => {
    const found = await leadOf(req, res);
    if (!found) return;
    const slots = (await bookings.slots()).filter((slot) => slot.available > 0);
    res.type('html').send(leadPageHtml(found.lead, leadLabels(content.current), photoLinks, { events: found.events, now: now(), slots }));
  });

  router.post(path, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request<{ id: string }>, res: Response) => {
    if (!fromOwnPages(req, ownHostsOf(req))) {
      res.set(HEADERS);
      return void res.status(403).type('text/plain').send("Refused: sent from another site's page.\n");
    }
    const found = await leadOf(req, res);
    if (!found) return;
    const body = (req.body as Record<string, unknown> | undefined) ?? {};
    const event = body.event;
    if (VISIT_EVENTS.includes(event as VisitEvent)) {
      const action = (Object.keys(VISIT_ACTIONS) as VisitAction[]).find((name) => VISIT_ACTIONS[name] === event)!;
      const places = new Map((await bookings.slots()).map((slot) => [slot.id, slot.available]));
      const change = visitChange(
        action,
        { leadId: found.lead.id, visit: visitOf(found.lead, found.events), now: now() },
        { slotId: body.slot, schedule: content.current.visits, placesLeft: (slot) => places.get(slot.id) ?? 0 },
      );
      if ('refused' in change) return void res.status(409).type('text/plain').send(`Not done: ${VISIT_REFUSAL_TEXT[change.refused]}.\n`);
      await log.append(change.event);
      return void res.redirect(303, req.originalUrl);
    }
    if (OUTCOME_EVENTS.includes(event as OutcomeEvent)) {
      const given = (field: string) => (typeof body[field] === 'string' && body[field].trim() ? body[field] : undefined);
      const change = outcomeChange(event as OutcomeEvent, {
        leadId: found.lead.id,
        now: now(),
        ...(given('amount') && { amount: given('amount') }),
        ...(given('reason') && { reason: given('reason') }),
        ...(given('note') && { note: given('note') }),
      });
      if ('refused' in change)
        return void res.status(409).type('text/plain').send(`Not recorded: ${OUTCOME_REFUSAL_TEXT[change.refused]}.\n`);
      await log.append(change.event);
      return void res.redirect(303, req.originalUrl);
    }
    if (!CONTACT_EVENTS.includes(event as ContactEvent))
      return void res
        .status(400)
        .type('text/plain')
        .send(`Unknown event: use one of ${[...CONTACT_EVENTS, ...VISIT_EVENTS, ...OUTCOME_EVENTS].join(', ')}.\n`);
    const repeat = found.events.some((earlier) => earlier.event === event && now() - Date.parse(earlier.at) < REPEAT_MS);
    if (!repeat) await log.append(leadEvent(event as ContactEvent, found.lead.id, now()));
    res.redirect(303, req.originalUrl);
  });
  return router;
}
