// /sitemap.xml and /robots.txt: made from the content and the route registry
// once per content version, kept with the pages (same bytes on every worker,
// a strong ETag, brotli and gzip made once).
import express from 'express';
import { contentReader } from '../reads/read-routes';
import type { ContentSource } from '../content/content-source';
import type { ResponseCache } from '../cache/response-cache';
import { sendCached } from '../cache/send-cached';
import { sitemapXml } from '../reads/site-map';

/** Crawlers fetch these rarely; an hour in any cache is plenty. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

export function seoRoutes({ content, cache }: { content: ContentSource; cache: ResponseCache }): express.Router {
  const router = express.Router();
  const serve =
    (key: string, contentType: string, make: () => string): express.RequestHandler =>
    async (req, res, next) => {
      try {
        const current = content.current;
        const response = await cache.get(current.version, key, () =>
          Promise.resolve({ status: 200, contentType, body: Buffer.from(make()) }),
        );
        sendCached(req, res, response, SEO_CACHE_CONTROL);
        if (req.originalUrl === `/${key}`) cache.rememberUrl(req.originalUrl, key, SEO_CACHE_CONTROL);
      } catch (error) {
        next(error);
      }
    };
  router.get(
    '/sitemap.xml',
    serve('sitemap.xml', 'application/xml; charset=utf-8', () => sitemapXml(content.current, contentReader(content.current))),
  );
  router.get(
    '/robots.txt',
    serve('robots.txt', 'text/plain; charset=utf-8', () => robotsTxt(content.current.business.siteUrl)),
  );
  return router;
}
