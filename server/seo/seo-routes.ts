// /sitemap.xml and /robots.txt, built from the content (once per content version).
import express from 'express';
import type { ContentSource } from '../content/content-source';
import { siteUrls } from './site-urls';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function sitemapXml(content: ContentSource['current']): string {
  const entries = siteUrls(content).map(({ path, source, date }) => {
    const lastmod = date ?? content.fileDates[source];
    const loc = new URL(path, content.business.siteUrl).href;
    return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function robotsTxt(content: ContentSource['current']): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', content.business.siteUrl).href}\n`;
}

export function seoRoutes({ content }: { content: ContentSource }): express.Router {
  const router = express.Router();
  let built: { version: string; sitemap: string; robots: string } | undefined;
  const current = () => {
    const c = content.current;
    if (built?.version !== c.version) built = { version: c.version, sitemap: sitemapXml(c), robots: robotsTxt(c) };
    return built;
  };
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(current().sitemap);
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(current().robots);
  });
  return router;
}
