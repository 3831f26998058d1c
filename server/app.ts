// The HTTP app as a factory: tests drive it with supertest, no port needed.
// It reads as the order a request meets things: the edge (logging, security
// headers, health), then each feature's Router, then the pages, then the
// error page. The server runs it behind the fast path, which answers a page
// or API read already kept before the framework is reached.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { createApiRouter } from './api/api-router';
import { createResponseCache, type ResponseCache } from './cache/response-cache';
import { cardRoutes } from './cards/card-routes';
import { createCardStore } from './cards/card-store';
import { memoryStore, type ClusterStore } from './cluster-store';
import type { CacheSettings, LeadLimits, LeadPhotoSettings } from './config';
import type { ContentSource } from './content/content-source';
import { errorHandler, methodNotAllowed } from './http/error-handler';
import { createFastPath } from './http/fast-path';
import { healthRoutes } from './http/health';
import { requestLogging } from './http/request-logging';
import { staticFiles } from './http/static-files';
import type { LeadIntake } from './leads/intake';
import { leadRoutes } from './leads/lead-routes';
import type { Notifier } from './leads/notifications/notifier';
import type { LeadPhotoStore } from './leads/photos/lead-photo-store';
import type { Logger } from './logger';
import type { AssetManifest } from './pages/asset-manifest';
import { pageRoutes } from './pages/page-handler';
import { webManifest } from './pages/web-manifest';
import { seoRoutes } from './seo/seo-routes';
import type { NdjsonLog } from './storage/ndjson-log';
import type { TrafficCounter } from './traffic/traffic-counter';
import { trafficRoute } from './traffic/traffic-route';
import { ownHostsOf } from './web/own-hosts';
import { securityHeaders, type TrustProxy } from './web/security-headers';

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
    /** The lead log every worker's is named after (LEADS_FILE); omitted, this process's. */
    leadsFile?: string;
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
  const ownHosts = ownHostsOf(() => content.current.business.siteUrl);

  app.use(requestLogging(logger));
  app.use(securityHeaders());
  app.use(healthRoutes({ content, leads, notifier, counter: counting?.counter, store }));
  app.use(seoRoutes({ content, cache }));
  app.use(cardRoutes({ content, cards: createCardStore(config.cardsDir, logger) }));
  app.use(webManifest({ content, assets }));
  app.use(staticFiles({ content, clientDir: config.clientDir }));
  if (counting) app.use(trafficRoute({ ...counting, store, ownHostsOf: ownHosts }));
  app.use(
    leadRoutes({
      content,
      assets,
      leads,
      ...(config.leadsFile && { leadsFile: config.leadsFile }),
      logger,
      store,
      formSecret: config.formSecret,
      limits: config.leadLimits,
      photoSettings: config.leadPhotos,
      minFreeDiskBytes: config.minFreeDiskBytes,
      ownHostsOf: ownHosts,
      notifier,
      counter: counting?.counter,
      ...(givenPhotos && { photos: givenPhotos }),
      ...(givenIntake && { intake: givenIntake }),
    }),
  );
  app.use('/api', createApiRouter({ content, cache, cacheSettings: config.cache }));
  app.use(pageRoutes({ content, assets, cache, cacheSettings: config.cache, logger }));
  app.all('/{*path}', methodNotAllowed);
  app.use(errorHandler({ content, logger }));

  // The site as the HTTP server runs it: cache hits answered before the framework, everything else by Express.
  const answerFromCache = createFastPath({ cache, content, logger, trustProxy: app.get('trust proxy fn') as TrustProxy });
  return Object.assign(app, {
    serve(req: IncomingMessage, res: ServerResponse) {
      if (!answerFromCache(req, res)) app(req, res);
    },
  });
}
