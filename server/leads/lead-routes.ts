// Every path of a lead, behind one Router: the form's token, the site visits
// on offer, the photos the form's script uploads, the request sent as JSON (the hydrated form, any API
// user) or as a form without JavaScript, the form page a <noscript> frame
// shows, and the signed links to a request's photos. One count per address
// for the API and the form together (limits.ts); a refusal names the phone.
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { IDEMPOTENCY_HEADER } from '../../shared/lead-fields';
import type { ContentSource } from '../content/content-source';
import type { ClusterStore } from '../cluster-store';
import type { LeadPhotoSettings, LeadLimits } from '../config';
import type { Logger } from '../logger';
import type { AssetManifest } from '../pages/asset-manifest';
import type { NdjsonLog } from '../storage/ndjson-log';
import type { TrafficCounter } from '../traffic/traffic-counter';
import { addressClass } from '../web/address-class';
import { NO_STORE } from '../web/cache-control';
import { sendProblem } from '../web/problem';
import type { OwnHosts } from '../web/own-hosts';
import { visitorNoise } from '../web/visitor-noise';
import { apiContactRoute } from './api-contact-route';
import { contactFormFrame } from './contact-form-frame-route';
import { CONTACT_FORM_PATHS, contactForm } from './contact-form-route';
import { estimateOptionsOf } from './estimate-input';
import { createLeadIntake, type LeadIntake } from './intake';
import { refererPage } from './lead-source';
import { diskGuard, leadLimiter, tokenLimiter } from './limits';
import { leadPageRoute } from './lead-page/lead-page-route';
import { createLeadPageLinks } from './lead-links';
import type { Notifier } from './notifications/notifier';
import { createLeadPhotoStore, defaultLeadPhotoSettings, type LeadPhotoStore } from './photos/lead-photo-store';
import { multipartForm } from './photos/multipart-form';
import { photoLinkRoute } from './photos/photo-link-route';
import { createPhotoLinks } from './photos/photo-links';
import { uploadAllowance } from './photos/upload-limits';
import { uploadRoute } from './photos/upload-route';
import { BUSINESS_TIME_ZONE } from '../../shared/new-york-time';
import { createVisitBookings, type VisitBookings } from './visits/visit-bookings';
import { visitPageRoute } from './visits/visit-page-route';
import { noMoreEmailRoute } from './reviews/no-more-email-route';

export interface LeadRouteDeps {
  content: ContentSource;
  assets: AssetManifest;
  /** The lead log of this process. */
  leads: NdjsonLog;
  /** The lead log every worker's is named after (LEADS_FILE), where a lead's page finds it; omitted, this process's. */
  leadsFile?: string;
  logger: Logger;
  store: ClusterStore;
  /** Signs form tokens and the links to a request's photos; the same in every worker. */
  formSecret: string;
  limits: LeadLimits;
  /** Where visitors' photos are kept and how many bytes they may take; omitted, a folder beside the lead log. */
  photoSettings?: LeadPhotoSettings;
  /** Free bytes on the disks of the lead log and the photos below which a request (503) or a photo (507) is refused. */
  minFreeDiskBytes?: number;
  /** The hosts this site answers to (a post from another site's page is flagged). */
  ownHostsOf: OwnHosts;
  /** Tells the business of new requests; omitted, nothing is sent. */
  notifier?: Notifier;
  /** Counts each stored lead; omitted, nothing is counted. */
  counter?: TrafficCounter;
  /** The places of the dated site-visit slots (shared with the intake); omitted, counted in `store`. */
  bookings?: VisitBookings;
  /** The photo store (shared with the intake); omitted, one over `photoSettings`. */
  photos?: LeadPhotoStore;
  /** A prepared intake (tests: its clock, its seeded keys; the process: seeded from the log); omitted, one over the rest. */
  intake?: LeadIntake;
}

export function leadRoutes({
  content,
  assets,
  leads,
  leadsFile = leads.file,
  logger,
  store,
  formSecret,
  limits,
  photoSettings = defaultLeadPhotoSettings(leads.file),
  minFreeDiskBytes,
  ownHostsOf,
  notifier,
  counter,
  photos = createLeadPhotoStore({ ...photoSettings, totals: store }),
  bookings = createVisitBookings({ store, schedule: () => content.current.visits }),
  intake = createLeadIntake({
    leads,
    logger,
    formSecret,
    store,
    offeredServices: () => content.current.business.navigation.contactForm,
    estimateOptions: () => estimateOptionsOf(content.current),
    photos,
    bookings,
    notifier,
    counter,
    ...(minFreeDiskBytes !== undefined && { hasRoom: diskGuard(path.dirname(leads.file), minFreeDiskBytes) }),
  }),
}: LeadRouteDeps): express.Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const noise = visitorNoise(logger, store);
  const business = () => content.current.business;
  // The page a lead was sent from, when the browser sent nothing better: the Referer, if it is ours.
  const refererPageOf = (req: Request) => refererPage(req.get('referer'), ownHostsOf(req));
  // On-the-fly compression, for the pages made for one request (form results, the form page).
  const compress = compression();
  const allowance = uploadAllowance(store, photoSettings);
  const form = contactForm({ intake, content, assets, refererPageOf, ownHostsOf, limits });

  // Form tokens: plenty for people, not a harvest (the API answers JSON, the form's frame a line with the phone number).
  const limitTokens = tokenLimiter(store, (req, res) => {
    const message = `Too many forms have been opened from your address. Please call us at ${business().phone.display}, or try again in a few minutes.`;
    res.set('Cache-Control', NO_STORE);
    if (req.originalUrl.startsWith('/api/')) sendProblem(res, 'rate-limited', 429, { detail: message });
    else res.type('text/plain').send(message);
  });
  // One count per address for the API and the form together; past the hard cap, the phone number instead.
  const limitLeads = leadLimiter(
    limits,
    store,
    (req, res, next) => {
      if (req.originalUrl.startsWith('/api/')) {
        sendProblem(res, 'rate-limited', 429, {
          detail: `Too many requests have come from your address. Please call us at ${business().phone.display}, or try again in a few minutes.`,
        });
      } else void form.answerLimited(req, res, next);
    },
    (req) => intake.isKnownKey(req.get(IDEMPOTENCY_HEADER)),
  );

  router.use(photoLinkRoute({ photos, formSecret }));
  router.use(
    visitPageRoute({
      links: createLeadPageLinks(formSecret, { page: 'visit' }),
      leadsFile,
      log: leads,
      content,
      bookings,
      ownHostsOf,
    }),
  );
  router.use(noMoreEmailRoute({ links: createLeadPageLinks(formSecret, { page: 'no-more-email' }), leadsFile, log: leads, content }));
  router.use(
    leadPageRoute({
      links: createLeadPageLinks(formSecret),
      photoLinks: createPhotoLinks(formSecret),
      leadsFile,
      log: leads,
      content,
      ownHostsOf,
      bookings,
    }),
  );
  // A token for the contact form, made for the one visitor who asks: it starts
  // their time-trap and is accepted once (the page itself stays cacheable).
  router.get('/api/form-token', limitTokens, (req: Request, res: Response) => {
    res.set('Cache-Control', NO_STORE).json({ token: intake.issueFormToken(addressClass(req.ip)) });
  });
  // The site visits on offer with the places left, counted live: never cached, never in a cached page.
  router.get('/api/visit-slots', async (_req: Request, res: Response) => {
    res.set('Cache-Control', NO_STORE).json({ timeZone: BUSINESS_TIME_ZONE, slots: await bookings.slots() });
  });
  router.post('/api/contacts', noStore, limitLeads, ...apiContactRoute({ intake, content, limits, refererPageOf, ownHostsOf }));
  router.post(
    '/api/uploads',
    noStore,
    uploadRoute({ photos, allowance, business, hasRoom: diskGuard(photoSettings.dir, minFreeDiskBytes ?? 0), noise }),
  );
  router.post(CONTACT_FORM_PATHS, compress, multipartForm({ photos, allowance, noise }), form.parse, limitLeads, (req, res, next) =>
    form.handle(req, res, next),
  );
  router.get(
    CONTACT_FORM_PATHS.map((path) => `${path}/form`),
    compress,
    limitTokens,
    contactFormFrame({ content, assets, intake, bookings }),
  );

  // The API's lead paths asked with another method: 405 and the methods they take.
  for (const [path, methods] of [
    ['/api/contacts', 'POST'],
    ['/api/uploads', 'POST'],
    ['/api/form-token', 'GET, HEAD'],
    ['/api/visit-slots', 'GET, HEAD'],
  ] as const) {
    router.all(path, (req: Request, res: Response) => {
      res.set('Allow', methods);
      sendProblem(res, 'method-not-allowed', 405, { detail: `${req.method} is not allowed here; use ${methods}.` });
    });
  }
  return router;
}

function noStore(_req: Request, res: Response, next: express.NextFunction): void {
  res.set('Cache-Control', NO_STORE);
  next();
}
