// Every public page, from the route registry: each route module declares the
// pages it contributes (one for a route without parameters, one per content
// item for the others). sitemap.xml and the HTML sitemap (/api/sitemap) both
// come from here, so a new route type or content item appears in both.
import { matchRoute, routes, type DataReader, type SitemapEntry } from '../../client/server-entry';
import { LANGUAGES, LOCALES } from '../../shared/language';
import type { Content } from '../content/content-store';
import { alternatesOf, type Alternates } from './alternates';
import type { SitemapLink, SitemapLinks, SitemapSection } from '../../shared/html-sitemap';
import { kebabCase } from '../../shared/slugs';

export interface SitePage extends SitemapEntry {
  /** The HTML sitemap's section; none: sitemap.xml only. */
  section?: string;
}

/** Every page of the site, in registry order. */
export function sitePages(read: DataReader): SitePage[] {
  return routes.flatMap((route) => {
    const sitemap = route.sitemap;
    if (!sitemap) return [];
    const section = sitemap.section;
    if (sitemap.entries) return sitemap.entries(read).map((entry) => ({ ...entry, ...(section && { section }) }));
    if (route.path.includes(':') || route.path.includes('*')) {
      throw new Error(`The route ${route.id} (${route.path}) has parameters: its sitemap needs entries()`);
    }
    return [{ path: route.path, label: sitemap.label ?? route.id, ...(section && { section }) }];
  });
}

/** The HTML sitemap: sections in registry order, each with its own links and its groups of links (in order of first appearance). */
export function htmlSitemap(read: DataReader): SitemapSection[] {
  const sections = new Map<string, { links: SitemapLink[]; groups: Map<string, { path?: string; links: SitemapLink[] }> }>();
  for (const { section, path, label, group } of sitePages(read)) {
    if (!section) continue;
    let found = sections.get(section);
    if (!found) sections.set(section, (found = { links: [], groups: new Map() }));
    if (!group) {
      found.links.push({ path, label });
      continue;
    }
    let inGroup = found.groups.get(group.label);
    if (!inGroup) found.groups.set(group.label, (inGroup = { ...(group.path && { path: group.path }), links: [] }));
    inGroup.links.push({ path, label });
  }
  return [...sections].map(([title, { links, groups }]) => ({
    title,
    links: withSharedPrefix(links),
    groups: [...groups].map(([label, group]) => ({ label, ...(group.path && { path: group.path }), ...withSharedPrefix(group.links) })),
  }));
}

/** The folder part all the paths share ("/local/"), said once; and the paths themselves when the labels spell them. */
function withSharedPrefix(links: SitemapLink[]): SitemapLinks {
  const first = links[0]?.path ?? '';
  let prefix = first.slice(0, first.lastIndexOf('/') + 1);
  while (prefix && !links.every((link) => link.path.startsWith(prefix)))
    prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  const items = links.map(({ path, label }) => ({ path: path.slice(prefix.length), label }));
  const suffix = sharedSuffix(items);
  if (suffix === undefined) return { prefix, items };
  return { prefix, suffix, items: items.map(({ label }) => ({ label })) };
}

/** The suffix every path has after its label in kebab case, if there is one. */
function sharedSuffix(items: SitemapLink[]): string | undefined {
  const [first] = items;
  const spelled = first && kebabCase(first.label);
  if (!spelled || !first.path.startsWith(spelled)) return undefined;
  const suffix = first.path.slice(spelled.length);
  return items.every(({ path, label }) => path === kebabCase(label) + suffix) ? suffix : undefined;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A page in one language: its path, its content's date, and its versions in both languages when it has both. */
interface LanguagePage {
  path: string;
  lastmod?: string;
  alternates?: Alternates;
}

/** Every page in every language: each English page, then the Spanish version of each that has one (`read` reads all of `content`). */
export function pagesInEveryLanguage(content: Content, read: DataReader): LanguagePage[] {
  const english = sitePages(read).map(({ path, lastmod }) => {
    const { route, params } = matchRoute(path);
    const alternates = alternatesOf(content, read, route, params);
    return { path, ...(lastmod && { lastmod }), ...(alternates && { alternates }) };
  });
  const spanish = english.flatMap((page) => (page.alternates ? [{ ...page, path: page.alternates.es }] : []));
  return [...english, ...spanish];
}

/** sitemap.xml: every page's absolute URL in each language, with the date its content gives and its other language's version. */
export function sitemapXml(content: Content, read: DataReader): string {
  const { siteUrl } = content.business;
  const url = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const urls = pagesInEveryLanguage(content, read).map(({ path, lastmod, alternates }) => {
    const links =
      alternates ?
        [
          ...LANGUAGES.map((language) => [LOCALES[language].hreflang, alternates[language]] as const),
          ['x-default', alternates.en] as const,
        ].map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`)
      : [];
    return `<url><loc>${url(path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
