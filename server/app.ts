// The HTTP app as a factory: tests drive it with supertest, no port needed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { IDEMPOTENCY_HEADER } from '../shared/lead-fields';
import { hostOf } from '../shared/url-host';
import { trafficRoute } from './traffic/traffic-route';
import type { TrafficCounter } from './traffic/traffic-counter';
import { createApiRouter } from './api/api-router';
import { cardRoutes } from './cards/card-routes';
import { createCardStore } from './cards/card-store';
import type { ContentSource } from './content/content-source';
import { unfingerprinted } from './photos/photo-library';
import { IMMUTABLE, NO_STORE, type CacheSettings } from './http/cache-control';
import { healthRoutes } from './http/health';
import { webManifest } from './http/web-manifest';
import { requestLogging } from './http/request-logging';
import { visitorNoise } from './http/visitor-noise';
import { createFastPath } from './http/fast-path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './http/security-headers';
import { contactFormFrame } from './leads/contact-form-frame-route';
import { CONTACT_FORM_PATHS, contactForm } from './leads/contact-form-route';
import { createLeadIntake, type LeadIntake } from './leads/intake';
import { refererPage } from './leads/lead-source';
import { leadLimiter, diskGuard, tokenLimiter, type LeadLimits } from './leads/limits';
import { defaultLeadPhotoSettings, leadPhotoRoutes } from './lead-photos/lead-photo-routes';
import type { LeadPhotoSettings } from './config';
import { createLeadPhotoStore, type LeadPhotoStore } from './lead-photos/lead-photo-store';
import { photoLinkRoute } from './lead-photos/photo-link-route';
import { estimateOptionsOf } from './leads/estimate-input';
import type { Notifier } from './leads/notifications/notifier';
import type { Logger } from './logger';
import type { AssetManifest } from './render/asset-manifest';
import { errorPageHtml } from './render/error-page';
import { contentIn } from './content/content-store';
import { languageOfPath } from '../shared/language';
import { createPageHandler } from './render/page-handler';
import { createResponseCache, type ResponseCache } from './render/response-cache';
import { seoRoutes } from './seo/seo-routes';
import { memoryStore, type ClusterStore } from './cluster-store';
import type { NdjsonLog } from './storage/ndjson-log';

export interface AppDeps {
  content: ContentSource;
  leads: NdjsonLog;
  logger: Logger;
  assets: AssetManifest;
  config: {
    clientDir: string;
    trustProxy: boolean | number | string;
    /** Signs contact-form tokens; the same in every worker. */
    formSecret: string;
    leadLimits: LeadLimits;
    /** Free bytes on the lead log's disk below which requests are refused (503); omitted, not checked. */
    minFreeDiskBytes?: number;
    /** Where visitors' photos are kept and how many bytes they may take; omitted, a folder beside the lead log. */
    leadPhotos?: LeadPhotoSettings;
    /** Where link-preview cards are kept once drawn. */
    cardsDir: string;
    cache: CacheSettings;
  };
  /** Request counts, idempotency keys and used tokens; omitted, a store of this process's own. */
  store?: ClusterStore;
  /** The photos of requests (the intake claims from the same store); omitted, one over `config.leadPhotos`. */
  photos?: LeadPhotoStore;
  /** For tests: a prepared intake (its clock, its seeded keys). */
  intake?: LeadIntake;
  /** Tells the business of new requests; omitted, nothing is sent (and /readyz counts nothing). */
  notifier?: Notifier;
  /** Where pages and API answers are kept; omitted, a cache that keeps nothing (every request renders). */
  cache?: ResponseCache;
  /** Counts page views, phone taps and leads (events past `ratePerMinute` per address are dropped); omitted, nothing is counted. */
  counting?: { counter: TrafficCounter; ratePerMinute: number };
}

/** An image whose name no longer matches its bytes (a page cached before the image changed): served, but not for long. */
const STALE_IMAGE_CACHE_CONTROL = 'public, max-age=300';
/** Files browsers ask for by fixed name (/favicon.ico). */
const FIXED_NAME_CACHE_CONTROL = 'public, max-age=2592000';

export function createApp({
  content,
  leads,
  logger,
  assets,
  config,
  store = memoryStore(),
  intake: givenIntake,
  photos: givenPhotos,
  notifier,
  cache = createResponseCache({ maxBytes: 0, maxNotFound: 0 }),
  counting,
}: AppDeps): express.Express & { serve: (req: IncomingMessage, res: ServerResponse) => void } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const photoSettings = config.leadPhotos ?? defaultLeadPhotoSettings(leads.file);
  const photos = givenPhotos ?? createLeadPhotoStore({ ...photoSettings, totals: store });
  const noise = visitorNoise(logger, store);
  const leadPhotos = leadPhotoRoutes({
    photos,
    settings: photoSettings,
    content,
    store,
    noise,
    minFreeDiskBytes: config.minFreeDiskBytes,
  });
  const intake =
    givenIntake ??
    createLeadIntake({
      leads,
      logger,
      formSecret: config.formSecret,
      store,
      offeredServices: () => content.current.business.navigation.contactForm,
      estimateOptions: () => estimateOptionsOf(content.current),
      photos,
      notifier,
      counter: counting?.counter,
      ...(config.minFreeDiskBytes !== undefined && { hasRoom: diskGuard(path.dirname(leads.file), config.minFreeDiskBytes) }),
    });
  // The names this site answers to: the request's own host, and the canonical one behind a proxy that rewrites Host.
  const ownHostsOf = (req: Request) => [req.get('host'), req.hostname, hostOf(content.current.business.siteUrl)];
  // The page a lead was sent from, when the browser sent nothing better: the Referer, if it is ours.
  const refererPageOf = (req: Request) => refererPage(req.get('referer'), ownHostsOf(req));
  // On-the-fly compression, for the pages made for one request (form results, the form page).
  const compress = compression();

  app.use(requestLogging(logger));
  app.use(securityHeaders());
  app.use(healthRoutes({ content, leads, notifier, counter: counting?.counter, store }));
  app.use(seoRoutes({ content, cache }));
  app.use(cardRoutes({ content, cards: createCardStore(config.cardsDir, logger) }));
  app.use(webManifest({ content, assets }));
  app.use(photoLinkRoute({ photos, formSecret: config.formSecret }));

  // Fingerprinted assets, with their brotli or gzip form (made at build) when the client takes it.
  app.use(
    '/assets',
    expressStaticGzip(path.join(config.clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, fallthrough: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
    }),
  );
  app.get('/images/{*image}', (req, res, next) => {
    const current = content.current;
    const file = current.imageFiles.get(req.path);
    const sendOptions = { dotfiles: 'deny' as const, headers: { 'Cache-Control': file ? IMMUTABLE : STALE_IMAGE_CACHE_CONTROL } };
    if (file) return res.sendFile(file, sendOptions);
    // A fingerprint that is no longer current (an older cached page), or a
    // plain name written by hand: the image as it is now, briefly cached.
    const stale = byPlainName(current.imageFiles).get(unfingerprinted(req.path) ?? req.path);
    if (stale) return res.sendFile(stale, sendOptions);
    next();
  });
  const favicon = path.join(config.clientDir, 'public', 'favicon.ico');
  const hasFavicon = existsSync(favicon);
  app.get('/favicon.ico', (_req, res, next) => {
    if (!hasFavicon) return next();
    res.sendFile(favicon, { headers: { 'Cache-Control': FIXED_NAME_CACHE_CONTROL } });
  });

  const form = contactForm({ intake, content, assets, refererPageOf, ownHostsOf, limits: config.leadLimits });
  // Form tokens: plenty for people, not a harvest (the API answers JSON, the form's frame a line with the phone number).
  const limitTokens = tokenLimiter(store, (req, res) => {
    const message = `Too many forms have been opened from your address. Please call us at ${content.current.business.phone.display}, or try again in a few minutes.`;
    res.set('Cache-Control', NO_STORE);
    if (req.originalUrl.startsWith('/api/')) res.json({ message });
    else res.type('text/plain').send(message);
  });
  // One count per address for the API and the form together; past the hard cap, the phone number instead.
  const limitLeads = leadLimiter(
    config.leadLimits,
    store,
    (req, res, next) => {
      if (req.originalUrl.startsWith('/api/')) {
        res.json({
          message: `Too many requests have come from your address. Please call us at ${content.current.business.phone.display}, or try again in a few minutes.`,
        });
      } else void form.answerLimited(req, res, next);
    },
    (req) => intake.isKnownKey(req.get(IDEMPOTENCY_HEADER)),
  );
  if (counting) app.use(trafficRoute({ ...counting, store, ownHostsOf }));
  app.use(
    '/api',
    createApiRouter({
      content,
      cache,
      cacheSettings: config.cache,
      intake,
      limitLeads,
      limitTokens,
      limits: config.leadLimits,
      refererPageOf,
      ownHostsOf,
      receiveUpload: leadPhotos.upload,
    }),
  );
  app.post(CONTACT_FORM_PATHS, compress, leadPhotos.multipart, form.parse, limitLeads, (req, res, next) => form.handle(req, res, next));
  app.get(
    CONTACT_FORM_PATHS.map((path) => `${path}/form`),
    compress,
    limitTokens,
    contactFormFrame({ content, assets, intake }),
  );
  // Pages: a plain middleware, not a route with a path parameter, so a path
  // Express cannot decode reaches the page handler (a cached 404) instead of a 400.
  const pages = createPageHandler({ content, assets, cache, cacheSettings: config.cache, logger });
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? pages(req, res, next) : next()));
  app.all('/{*path}', (_req, res) => {
    res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method not allowed');
  });

  app.use(
    (
      error: Error & { status?: number; statusCode?: number; type?: string; expose?: boolean },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
      if (res.headersSent) {
        res.end();
        return;
      }
      res.set('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/') || req.path === '/api') {
        const message =
          status === 413 ? 'The request body is larger than 16 KB.'
          : error.type === 'entity.parse.failed' ? 'The request body is not valid JSON.'
          : status < 500 && error.expose ? error.message
          : 'Something went wrong on our side. Please try again.';
        res.status(status).json({ message });
        return;
      }
      if (status === 404) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res
        .status(status >= 400 ? status : 500)
        .type('html')
        .send(errorPageHtml(contentIn(content.current, languageOfPath(req.path)).business, languageOfPath(req.path)));
    },
  );

  // The site as the HTTP server runs it: cache hits answered before the framework, everything else by Express.
  const answerFromCache = createFastPath({
    cache,
    content,
    logger,
    trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
  });
  return Object.assign(app, {
    serve(req: IncomingMessage, res: ServerResponse) {
      if (!answerFromCache(req, res)) app(req, res);
    },
  });
}

const plainNames = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();

/** A content version's image files by their names without fingerprint, made once per version. */
function byPlainName(imageFiles: ReadonlyMap<string, string>): Map<string, string> {
  let byName = plainNames.get(imageFiles);
  if (!byName) {
    byName = new Map();
    for (const [url, file] of imageFiles) {
      const plain = unfingerprinted(url);
      if (plain !== undefined && !byName.has(plain)) byName.set(plain, file);
    }
    plainNames.set(imageFiles, byName);
  }
  return byName;
}
