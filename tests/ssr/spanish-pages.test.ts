// The Spanish pages of the real site, as the server renders them: each is
// Spanish (<html lang="es">, no string of the English catalog in what a
// visitor reads), names its English page and is named back (hreflang),
// is listed in sitemap.xml with its alternates, and links the other language
// from its header. No page is chosen by Accept-Language.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentReader } from '../../server/reads/read-routes';
import { loadContent } from '../../server/content/content-store';
import { pagesInEveryLanguage } from '../../server/reads/site-map';
import { escapeHtml } from '../../shared/escape-html';
import { spanish } from '../../shared/messages/es';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SITE = 'https://www.fiveboroughterrazzo.example';
let t: TestApp;
const spanishPages = new Map<string, string>();
const englishPages = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  t.content.current = await loadContent(path.resolve('data'), { siteUrl: SITE });
  for (const page of pagesInEveryLanguage(t.content.current, contentReader(t.content.current))) {
    if (!page.alternates) continue;
    const res = await request(t.app).get(page.path);
    expect(res.status, page.path).toBe(200);
    (page.path.startsWith('/es') ? spanishPages : englishPages).set(page.path, res.text);
  }
  // The Spanish not-found page and the confirmations of the form sent without JavaScript.
  for (const extra of ['/es/no-existe', '/es/contacto?sent=1', '/es/contacto?sent=photos']) {
    spanishPages.set(extra, (await request(t.app).get(extra)).text);
  }
}, 120_000);

/** Stands for any argument of a catalog's function: every property and call is itself, and it reads as a NUL character. */
const ANY: unknown = new Proxy(function any() {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '\u0000' : ANY),
  apply: () => ANY,
});

/** Every text of a catalog (a function's fixed parts, around its arguments). */
function catalogTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const call = (arg: unknown) => String((value as (...args: unknown[]) => unknown)(arg, arg, arg)).split('\u0000');
    try {
      return call(ANY);
    } catch {
      // A function that needs real values (a date to format): its texts around a plain argument, if it takes one.
      try {
        return call('2026-11-01');
      } catch {
        return [];
      }
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(catalogTexts);
  return [];
}

/** The English catalog's texts that a Spanish page must not show (a text both catalogs share, such as a name, is left out). */
async function englishTexts(): Promise<string[]> {
  const folder = path.resolve('shared/messages/en');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.ts'));
  const english = await Promise.all(files.map(async (file) => ((await import(path.join(folder, file))) as { default: unknown }).default));
  const same = new Set(catalogTexts(spanish).map((text) => text.trim()));
  return [
    ...new Set(
      english
        .flatMap(catalogTexts)
        .map((text) => text.trim())
        .filter((text) => /\p{L}+\s+\p{L}+/u.test(text) && text.length >= 8 && !same.has(text)),
    ),
  ];
}

/** What a visitor reads of a page: its title, description, text and the text of its attributes, without what is marked English (`lang="en"`). */
function readableText(html: string): string {
  const texts: string[] = [];
  const skipped: boolean[] = [];
  let inHead = false;
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      const skip = (skipped.at(-1) ?? false) || attributes.lang === 'en' || name === 'script' || name === 'style';
      skipped.push(skip);
      if (name === 'head') inHead = true;
      if (name === 'title') inTitle = true;
      if (skip) return;
      if (inHead) {
        if (name === 'meta' && attributes.name === 'description') texts.push(attributes.content ?? '');
        return;
      }
      for (const attribute of ['alt', 'aria-label', 'placeholder', 'title', 'aria-description'])
        if (attributes[attribute]) texts.push(attributes[attribute]);
    },
    ontext(text) {
      if (!(skipped.at(-1) ?? false) && (!inHead || inTitle)) texts.push(text);
    },
    onclosetag(name) {
      skipped.pop();
      if (name === 'head') inHead = false;
      if (name === 'title') inTitle = false;
    },
  });
  parser.write(html);
  parser.end();
  return texts.join('\n').replace(/[ \t]+/g, ' ');
}

describe('every Spanish page', () => {
  it('is rendered in Spanish: <html lang="es"> and no text of the English catalog', async () => {
    const english = await englishTexts();
    expect(english.length).toBeGreaterThan(200);
    expect(spanishPages.size).toBeGreaterThan(50);
    const found: string[] = [];
    for (const [url, html] of spanishPages) {
      expect(html, url).toMatch(/^<!DOCTYPE html><html lang="es">/);
      const text = readableText(html);
      for (const phrase of english) if (text.includes(phrase)) found.push(`${url}: "${phrase}"`);
    }
    expect(found).toEqual([]);
  });

  it('the check would find an English text: the English pages are full of them', async () => {
    const english = await englishTexts();
    const text = readableText(englishPages.get('/services')!);
    expect(english.filter((phrase) => text.includes(phrase)).length).toBeGreaterThan(10);
  });

  it('names its English page and is named back, with English as x-default', () => {
    const alternatesOf = (html: string) =>
      Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
    for (const [url, html] of spanishPages) {
      if (url.includes('?') || url === '/es/no-existe') continue;
      const links = alternatesOf(html);
      expect(links.es, url).toBe(`${SITE}${url}`);
      const englishUrl = new URL(links.en!).pathname;
      expect(links['x-default'], url).toBe(links.en);
      const back = alternatesOf(englishPages.get(englishUrl) ?? '');
      expect(back, `${englishUrl} names ${url}`).toEqual(links);
      expect(html, url).toContain('<meta property="og:locale" content="es_US"/>');
    }
    expect(spanishPages.get('/es/no-existe')).not.toContain('<link rel="alternate"');
    expect(spanishPages.get('/es/no-existe')).toContain('<meta name="robots" content="noindex"/>');
  });

  it('says its language in its structured data', () => {
    const graph = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(spanishPages.get('/es/servicios')!)![1]!) as {
      '@graph': Record<string, unknown>[];
    };
    expect(graph['@graph']).toContainEqual(expect.objectContaining({ '@type': 'WebPage', inLanguage: 'es', url: `${SITE}/es/servicios` }));
    const crumbs = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([`${SITE}/es`, `${SITE}/es/servicios`]);
  });
});

describe('sitemap.xml', () => {
  it('lists each Spanish page with its English page as alternates, and the English page with its Spanish one', async () => {
    const xml = (await request(t.app).get('/sitemap.xml').expect(200)).text;
    for (const url of spanishPages.keys()) {
      if (url.includes('?') || url === '/es/no-existe') continue;
      const entry = new RegExp(`<url><loc>${SITE}${url}</loc>(<xhtml:link [^>]+/>){3}</url>`).exec(xml);
      expect(entry, url).not.toBeNull();
      expect(entry![0]).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}${url}"/>`);
    }
    expect(xml).toContain(
      `<url><loc>${SITE}/services</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/services"/><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/servicios"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/services"/></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${SITE}/gallery/airport-concourse-floor</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/gallery/airport-concourse-floor"/><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/galeria/airport-concourse-floor"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/gallery/airport-concourse-floor"/></url>`,
    );
    // A page with no Spanish version has no alternates.
    expect(xml).toContain(`<url><loc>${SITE}/blog</loc></url>`);
  });
});

describe('choosing a language', () => {
  it('the URL decides: Accept-Language changes nothing', async () => {
    const plain = await request(t.app).get('/services').expect(200);
    const asked = await request(t.app).get('/services').set('Accept-Language', 'es-US,es;q=0.9').expect(200);
    expect(asked.text).toBe(plain.text);
    await request(t.app).get('/').set('Accept-Language', 'es').expect(200);
  });

  it("each page's header links the same page in the other language, or that language's home", () => {
    const languageLink = (html: string) => /<a [^>]*href="([^"]+)"[^>]*hrefLang="(en|es)"/.exec(html)?.slice(1);
    expect(languageLink(spanishPages.get('/es/servicios/restoration')!)).toEqual(['/services/restoration', 'en']);
    expect(languageLink(englishPages.get('/services/restoration')!)).toEqual(['/es/servicios/restoration', 'es']);
    expect(languageLink(spanishPages.get('/es/no-existe')!)).toEqual(['/', 'en']);
  });

  it('the links of a Spanish page lead to Spanish pages where they exist, to English ones where not', () => {
    const hrefs = [...spanishPages.get('/es')!.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs).toContain('/es/servicios');
    expect(hrefs).toContain('/es/contacto');
    expect(hrefs).toContain('/es/galeria');
    expect(hrefs).toContain('/blog');
    expect(hrefs).not.toContain('/gallery');
    expect(hrefs).not.toContain('/services');
    expect(hrefs).not.toContain('/contact');
  });
});

describe('the portfolio in Spanish', () => {
  const english = JSON.parse(readFileSync(path.resolve('data/gallery.json'), 'utf8')) as { items: { slug: string; title: string }[] };

  it('has the gallery and every project in Spanish, with no English project title on any Spanish page', () => {
    expect(spanishPages.has('/es/galeria')).toBe(true);
    for (const { slug } of english.items) expect(spanishPages.has(`/es/galeria/${slug}`), slug).toBe(true);
    for (const [url, html] of spanishPages) {
      for (const { title } of english.items) expect(html.includes(`>${escapeHtml(title)}<`), `${url}: ${title}`).toBe(false);
    }
    expect(spanishPages.get('/es/galeria/airport-concourse-floor')).toContain('<h1>Piso del área de embarque de una terminal aérea</h1>');
  });

  it('says of every picture of a project that is a sample of its mix that it is one, in the language of the page', async () => {
    // A service's hero shows the service, not a project: an inner page's hero is a project's only on the gallery, project and about pages.
    const PROJECT_PLACES = ['project-card', 'hero-figure', 'range-card', 'signature-card'];
    const WITH_HERO = [...PROJECT_PLACES, 'page-hero-figure'];
    /** The alt texts of the images within a project's card, figure or hero (the void <img> closes no element). */
    const projectAlts = (html: string, places: string[]) => {
      const alts: string[] = [];
      const open: boolean[] = [];
      const parser = new Parser({
        onopentag(name, attributes) {
          if (name === 'img') {
            if (open.includes(true)) alts.push(attributes.alt ?? '');
            return;
          }
          open.push((attributes.class ?? '').split(' ').some((name) => places.includes(name)));
        },
        onclosetag(name) {
          if (name !== 'img') open.pop();
        },
      });
      parser.write(html);
      parser.end();
      return alts;
    };
    for (const [url, sample] of [
      ['/es', 'Muestra de la mezcla del proyecto: '],
      ['/es/nosotros', 'Muestra de la mezcla del proyecto: '],
      ['/es/servicios/restoration', 'Muestra de la mezcla del proyecto: '],
      ['/es/galeria', 'Muestra de la mezcla del proyecto: '],
      ['/es/galeria/airport-concourse-floor', 'Muestra de la mezcla del proyecto: '],
      ['/', "Sample of the project's mix: "],
      ['/about', "Sample of the project's mix: "],
      ['/services/restoration', "Sample of the project's mix: "],
      ['/gallery', "Sample of the project's mix: "],
      ['/local/park-slope-brooklyn-ny', "Sample of the project's mix: "],
    ] as const) {
      const html = (url.startsWith('/es') ? spanishPages : englishPages).get(url) ?? (await request(t.app).get(url).expect(200)).text;
      const alts = projectAlts(html, /servicios|services/.test(url) ? PROJECT_PLACES : WITH_HERO);
      expect(alts.length, url).toBeGreaterThan(0);
      // Every project is a sample for now: every project picture says so.
      for (const alt of alts) expect(alt.startsWith(sample), `${url}: ${alt}`).toBe(true);
    }
    // The tag on the pictures, and what it means under them, once.
    for (const [html, tag, note] of [
      [spanishPages.get('/es')!, 'Muestra de la mezcla</span>', '<summary>¿Qué es una muestra de la mezcla?</summary>'],
      [englishPages.get('/')!, 'Mix sample</span>', '<summary>What is a mix sample?</summary>'],
    ] as const) {
      expect(html).toContain(tag);
      expect(html.split(note)).toHaveLength(2);
    }
  });
});

describe('the Spanish API', () => {
  it('answers the translated reads in Spanish, and only those', async () => {
    const services = (await request(t.app).get('/api/es/services').expect(200)).body as { slug: string; name: string }[];
    expect(services.find((service) => service.slug === 'restoration')?.name).toBe('Restauración de terrazo');
    const business = (await request(t.app).get('/api/es/business').expect(200)).body as { slogan: string; openingHours: string[] };
    expect(business.slogan).toBe('Trabajo artesanal');
    expect(business.openingHours[0]).toMatch(/^Lun–Vie /);
    await request(t.app).get('/api/es/local').expect(404);
    await request(t.app).get('/api/es/services/no-such-service').expect(404);
  });
});
