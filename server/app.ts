// The HTTP app as a factory: tests drive it with supertest, no port needed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createApiRouter } from './api/api-router';
import type { ContentSource } from './content/content-source';
import { healthRoutes } from './http/health';
import { seoRoutes } from './seo/seo-routes';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { contactForm } from './leads/contact-form-route';
import type { LeadLog } from './leads/lead-log';
import { refererPage } from './leads/lead-source';
import type { Notifier } from './leads/notifications/notifier';
import { contactRateLimit, type RateLimitOptions } from './leads/rate-limit';
import { createContactIntake, type ContactIntake } from './leads/submit-contact';
import type { Logger } from './logger';
import type { AssetManifest } from './render/asset-manifest';
import { errorPageHtml } from './render/error-page';
import { cachedPageResponder } from './render/cached-page-responder';
import type { PageCache } from './render/page-cache';
import { createPageRenderer } from './render/render-page';

export interface AppDeps {
  content: ContentSource;
  leads: LeadLog;
  logger: Logger;
  assets: AssetManifest;
  config: {
    clientDir: string;
    dataDir: string;
    trustProxy: boolean | number | string;
    /** Signs contact-form tokens; the same in every worker. */
    formSecret: string;
    contactRateLimit: RateLimitOptions;
  };
  /** For tests: a prepared intake (its clock, its seeded keys). */
  intake?: ContactIntake;
  /** Tells the business of new requests; omitted, nothing is sent (and /readyz counts nothing). */
  notifier?: Notifier;
  /** Where rendered pages are kept; omitted, pages are rendered for every request. */
  pageCache?: PageCache;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/** The few files of client/public (favicon...), listed once: other paths never touch the disk. */
function publicFiles(dir: string): RequestHandler {
  const names = new Set(existsSync(dir) ? readdirSync(dir).map((name) => `/${name}`) : []);
  const serve = express.static(dir, { maxAge: '1d', index: false });
  return (req, res, next) => {
    if (names.has(req.path)) serve(req, res, next);
    else next();
  };
}

export function createApp({ content, leads, logger, assets, config, intake: givenIntake, notifier, pageCache }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const intake = givenIntake ?? createContactIntake({ leads, logger, formSecret: config.formSecret, notifier });
  // The page a contact request was sent from, when the browser sent nothing better: the Referer, if it is ours.
  const refererPageOf = (req: Request) =>
    refererPage(req.get('referer'), [req.get('host'), req.hostname, hostOf(content.current.business.siteUrl)]);

  if (pageCache) app.use(cachedPageResponder({ cache: pageCache, content, logger, issueFormToken: intake.issueFormToken }));
  app.use(requestLogging(logger));
  app.use(securityHeaders());
  // On-the-fly compression for what isn't compressed ahead: API answers and
  // pages rendered on a cache miss (cached pages and assets carry their own).
  const compress = compression();

  app.use(healthRoutes({ content, leads, notifier }));
  app.use(seoRoutes({ content }));
  // Hashed assets, with their brotli or gzip form (made at build) when the client takes it.
  app.use(
    '/assets',
    expressStaticGzip(path.join(config.clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: ONE_YEAR_MS, index: false, fallthrough: false },
    }),
  );
  app.use('/images', express.static(path.join(config.dataDir, 'images'), { maxAge: '7d', index: false, fallthrough: false }));
  app.use(publicFiles(path.join(config.clientDir, 'public')));

  const renderPage = createPageRenderer({ content, assets, logger, cache: pageCache, compress, issueFormToken: intake.issueFormToken });
  const form = contactForm({ intake, renderPage, refererPageOf });
  // One budget per address for the API and the form together.
  const limitContacts = contactRateLimit(config.contactRateLimit, (req, res, next) => {
    if (req.originalUrl.startsWith('/api/'))
      res.json({ message: 'Too many requests from your address. Please wait a few minutes, or call us.' });
    else void form.answerLimited(req, res, next);
  });
  app.use('/api', compress, createApiRouter({ content, cache: pageCache, intake, limitContacts, refererPageOf }));
  app.post('/contact', compress, form.parse, limitContacts, (req, res, next) => form.handle(req, res, next));
  app.get('/{*path}', (req, res, next) => renderPage(req, res, next));
  app.all('/{*path}', (req, res) => {
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
        .send(errorPageHtml(content.current.business));
    },
  );

  return app;
}
