// The HTTP app as a factory: tests drive it with supertest, no port needed.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { createApiRouter } from './api/api-router';
import { contactFormRoute } from './leads/contact-form-route';
import type { ContentSource } from './content/content-source';
import type { LeadLog } from './leads/lead-log';
import type { Logger } from './logger';
import type { AssetManifest } from './render/asset-manifest';
import { errorPageHtml } from './render/error-page';
import { createPageRenderer } from './render/render-page';

export interface AppDeps {
  content: ContentSource;
  leads: LeadLog;
  logger: Logger;
  assets: AssetManifest;
  config: { clientDir: string; dataDir: string; trustProxy: boolean | number | string };
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function createApp({ content, leads, logger, assets, config }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // A per-request nonce, for any inline script React must stream (a Suspense
  // boundary finished after the shell). Normal pages have none.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  app.use(compression());

  app.use(
    '/assets',
    express.static(path.join(config.clientDir, 'assets'), { immutable: true, maxAge: ONE_YEAR_MS, index: false, fallthrough: false }),
  );
  app.use('/images', express.static(path.join(config.dataDir, 'images'), { maxAge: '7d', index: false, fallthrough: false }));
  app.use(express.static(path.join(config.clientDir, 'public'), { maxAge: '1d', index: false }));

  app.use('/api', createApiRouter({ content, leads, logger }));
  const renderPage = createPageRenderer({ content, assets, logger });
  app.post('/contact', ...contactFormRoute({ leads, logger, renderPage }));
  app.get('/{*path}', (req, res, next) => renderPage(req, res, next));

  app.use((error: Error & { status?: number; statusCode?: number; expose?: boolean }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    if (req.path.startsWith('/api/') || req.path === '/api') {
      const message =
        status === 413 ? 'The request body is larger than 16 KB.'
        : status === 400 && error.expose ? 'The request body is not valid JSON.'
        : status < 500 && error.expose ? error.message
        : 'Something went wrong on our side. Please try again.';
      res.status(status).json({ message });
      return;
    }
    if (status === 404) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.status(status >= 400 ? status : 500).type('html').send(errorPageHtml(content.current.business));
  });

  return app;
}
