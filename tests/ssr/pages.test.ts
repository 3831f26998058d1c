import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { canonicalOf, jsonLd, metaContent, readState, stateBlocks, titleOf, visibleText } from '../helpers/html';
import { readAssetManifest } from '../../server/pages/asset-manifest';

const ORIGIN = 'https://www.fiveboroughterrazzo.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = (url: string) => request(t.app).get(url).set('User-Agent', 'Mozilla/5.0 (test browser)');

describe('the document head', () => {
  it('carries the page title, description, canonical, Open Graph, Twitter card and LocalBusiness JSON-LD', async () => {
    const res = await get('/services/restoration')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(titleOf(res.text)).toBe('Terrazzo Restoration | Five Borough Terrazzo');
    expect(metaContent(res.text, 'name', 'description')).toBe('Crack repair, re-grinding and polishing of worn terrazzo.');
    expect(canonicalOf(res.text)).toBe(`${ORIGIN}/services/restoration`);
    expect(metaContent(res.text, 'property', 'og:title')).toBe('Terrazzo Restoration | Five Borough Terrazzo');
    expect(metaContent(res.text, 'property', 'og:url')).toBe(`${ORIGIN}/services/restoration`);
    expect(metaContent(res.text, 'name', 'twitter:card')).toMatch(/^summary/);

    const graph = jsonLd(res.text);
    expect(graph.map((item) => item['@type'])).toEqual(['LocalBusiness', 'BreadcrumbList', 'Service']);
    expect(graph[0]).toMatchObject({
      name: 'Five Borough Terrazzo',
      slogan: 'Artisan Craftsmanship',
      telephone: '(718) 555-0142',
      address: { postalCode: '11233' },
      geo: { latitude: 40.6782, longitude: -73.9442 },
      serviceArea: { geoRadius: 50000 },
    });
  });

  it('puts the head before any page content, so the first bytes carry it', async () => {
    const res = await get('/').expect(200);
    expect(res.text.indexOf('<link rel="canonical"')).toBeLessThan(res.text.indexOf('<main'));
    expect(res.text.indexOf('application/ld+json')).toBeLessThan(res.text.indexOf('<main'));
  });

  it('loads the entry as an external module, which preloads the app and the page chunk after the first paint', async () => {
    const manifest = readAssetManifest(t.clientDir);
    const res = await get('/services/restoration').expect(200);
    const pageChunk = manifest.pages['service-detail']![0]!;
    // Nothing but the entry is fetched before the page has painted.
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(readState(res.text).assets.modulepreload).toEqual(expect.arrayContaining([pageChunk, ...manifest.app]));
    expect(res.text).toContain(`<script type="module" src="${manifest.entry}">`);
    expect(res.text).toContain(`<link rel="stylesheet" href="${manifest.css}"/>`);
  });

  it('has no inline executable script: every script is external or a JSON data block', async () => {
    for (const url of ['/', '/services/restoration', '/blog/epoxy-vs-cementitious', '/nope']) {
      const html = (await get(url)).text;
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag, url).toMatch(/ src="|type="application\/(ld\+)?json"/);
      }
    }
  });

  it('sends a CSP that allows only its own scripts', async () => {
    const res = await get('/').expect(200);
    const csp = res.headers['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split(';').filter((directive) => directive.includes('unsafe-inline'))).toEqual(["style-src-attr 'unsafe-inline'"]);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the dehydrated state', () => {
  it('holds the prefetched queries in exactly one JSON block', async () => {
    const res = await get('/services').expect(200);
    expect(stateBlocks(res.text)).toHaveLength(1);
    const keys = readState(res.text).queries.queries.map((q) => q.queryKey.join('/'));
    expect(keys).toEqual(expect.arrayContaining(['/api/business', '/api/services']));
  });

  it('cannot be broken out of by content, and round-trips unchanged', async () => {
    const hostile = 'Ends </script><script>alert(1)</script> <!-- & \u2028 \u2029 done';
    const app = await createTestApp({
      data: (files) => {
        files['services.json'].services[0]!.description = hostile;
      },
    });
    const res = await request(app.app).get('/services').expect(200);
    expect(stateBlocks(res.text)).toHaveLength(1);
    expect(res.text).not.toContain('<script>alert(1)');
    const services = readState(res.text).queries.queries.find((q) => q.queryKey[0] === '/api/services')!;
    expect((services.state.data as { description: string }[])[0]!.description).toBe(hostile);
  });
});

describe('pages render their content on the server', () => {
  it.each([
    ['/', ['Terrazzo Restoration', 'Precast Terrazzo Fabrication', 'Queens facility', 'Serving All of NYC']],
    ['/services', ['Terrazzo Restoration', "What's Included", 'Crack Repair', 'Starting at']],
    ['/services/precast-fabrication', ['Precast Terrazzo Fabrication', 'Stair Treads', 'One piece with nosing', 'Starting at', '$19']],
    ['/local/park-slope-brooklyn-ny', ['Terrazzo in Park Slope, Brooklyn', 'brownstones', 'Local Expertise', 'Fast Response']],
    [
      '/service-location/restoration-brooklyn',
      ['Terrazzo Restoration in Brooklyn', 'Brooklyn lobbies', 'Crack repair', 'Request Free Quote'],
    ],
    ['/gallery', ['Project school-corridor', 'Commercial Terrazzo', '2,500+', 'All Projects']],
    ['/blog', ['Title of sealing-schedule', 'Installation', 'Comparisons']],
    ['/blog/epoxy-vs-cementitious', ['Title of epoxy-vs-cementitious', 'January 1, 2024', 'A heading', 'Title of sealing-schedule']],
    ['/blog/category/installation', ['Installation Articles', 'Title of sealing-schedule']],
    ['/brooklyn-neighborhoods', ['Brooklyn Neighborhoods', 'Park Slope', 'Williamsburg']],
    ['/sitemap', ['Site Map', 'Brooklyn', '(2)', 'SoHo', 'Terrazzo Restoration in', 'Staten Island']],
    ['/contact', ['Request a Free Estimate', 'Terrazzo Restoration', 'Precast Terrazzo Fabrication']],
    ['/about', ['249', 'Quality', 'Craftsmanship', 'Service']],
    ['/process', ['1-2 days', '3-5 days', 'Varies by project', '2-3 days']],
    ['/warranty', ['5-7 years', 'within 24 hours', 'transferable']],
    ['/privacy', ['Last updated January 2024']],
    ['/terms', ['25%', 'Net 30', '1.5%', 'New York County']],
  ])('%s answers 200 with its content', async (url, texts) => {
    const res = await get(url).expect(200);
    const text = visibleText(res.text);
    for (const expected of texts) expect(text, `${url} shows "${expected}"`).toContain(expected);
  });

  it('the privacy page says what is kept of an estimate request and its photos, for how long, and how to have them deleted', async () => {
    const html = (await get('/privacy').expect(200)).text;
    const text = visibleText(html);
    for (const expected of [
      'photos of your floor, its approximate area, the kind of work, the times we may visit and any building access to arrange',
      'the price range the form showed you',
      'the site turns it upright and makes a new copy without the location, camera and other details a phone adds to its photos',
      'A photo you add to the form but never send with a request is deleted after a day.',
      'We keep each estimate request, with its photos, area, kind of work, price range and visit times, until you ask us to delete it.',
      'When we delete an estimate request, we delete its photos with it.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('for as long as needed');
    expect(html).toMatch(/by writing to <a [^>]*href="mailto:estimates@fiveboroughterrazzo.example"/);
  });

  it('the sitemap links every service-location page, neighborhood and article', async () => {
    const html = (await get('/sitemap')).text;
    const { serviceLocations, neighborhoods, posts } = t.content.current;
    expect(serviceLocations.items.length * neighborhoods.items.length * posts.items.length).toBeGreaterThan(0);
    for (const { slug } of serviceLocations.items) expect(html).toContain(`href="/service-location/${slug}"`);
    // Neighborhood links are spelled from their labels in the page's data (SitemapLinks.suffix).
    for (const { slug } of neighborhoods.items) expect(html).toContain(`href="/local/${slug}"`);
    for (const { slug } of posts.items) expect(html).toContain(`href="/blog/${slug}"`);
  });

  it('the home page says "Queens facility" where the service says "Brooklyn facility"', async () => {
    const home = visibleText((await get('/')).text);
    expect(home).not.toContain('Brooklyn facility');
    const services = visibleText((await get('/services')).text);
    expect(services).toContain('Brooklyn facility');
  });

  it('every page offers the estimate and the main number, and shows the hours in 12-hour form', async () => {
    for (const url of ['/', '/services/restoration', '/service-location/restoration-brooklyn', '/privacy', '/blog/epoxy-vs-cementitious']) {
      const html = (await get(url)).text;
      expect(html, url).toMatch(/<nav class="action-bar" aria-label="Call or request an estimate">/);
      expect(html, url).toContain('href="tel:+17185550142"');
      expect(html, url).toContain('href="/contact"');
      expect(visibleText(html), url).toContain('Mon–Fri 7 AM–5 PM · Sat 8 AM–4 PM');
    }
  });

  it('the service page says its call is the second line, in each language', async () => {
    const service = visibleText((await get('/services/restoration').expect(200)).text);
    expect(service).toContain('Call (347) 555-0199');
    expect(service).toContain('Our second line. Main line: (718) 555-0142');
    expect(visibleText((await get('/es/servicios/restoration').expect(200)).text)).toContain(
      'Nuestra segunda línea. Línea principal: (718) 555-0142',
    );
  });

  it("a service's own step wording replaces the general one; the others keep it", async () => {
    const restoration = visibleText((await get('/services/restoration')).text);
    expect(restoration).toContain('We lift carpet glue');
    expect(restoration).not.toContain('Moisture testing');
    expect(restoration).toContain('Pour or set, grind');
    expect(visibleText((await get('/services/precast-fabrication')).text)).toContain('Moisture testing');
  });

  it('shows no license or insurance line unless the business profile has one', async () => {
    expect(visibleText((await get('/about')).text)).not.toMatch(/License|insured/);
    const licensed = await createTestApp({
      data: (files) => {
        Object.assign(files['business.json'].business, {
          license: 'NYC DCWP Home Improvement Contractor License #0000000',
          insurance: 'Fully insured',
        });
      },
    });
    for (const url of ['/about', '/']) {
      const text = visibleText((await request(licensed.app).get(url).expect(200)).text);
      expect(text, url).toContain('NYC DCWP Home Improvement Contractor License #0000000 · Fully insured');
    }
  });

  it('bots get the whole document too', async () => {
    const res = await request(t.app).get('/services').set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)').expect(200);
    expect(visibleText(res.text)).toContain('Terrazzo Restoration');
  });

  it('a strip of one or two projects takes the whole row; three fill the three-column grid', async () => {
    // The sample's three projects are in Brooklyn; here one is Park Slope's own and one is in Manhattan.
    const few = await createTestApp({
      data: (files) => {
        const [school, , lobby] = files['gallery.json'].items as Record<string, unknown>[];
        school!.neighborhood = 'park-slope-brooklyn-ny';
        lobby!.location = 'SoHo, Manhattan';
      },
    });
    const gridOf = async (app: TestApp, url: string) => {
      const html = (await request(app.app).get(url).expect(200)).text;
      const grids = [...html.matchAll(/<ul class="(project-grid[^"]*)">/g)].map((match) => match[1]);
      const cards = html.split('class="project-card"').length - 1;
      return { grids, cards };
    };
    expect(await gridOf(few, '/local/park-slope-brooklyn-ny')).toEqual({ grids: ['project-grid project-grid-single'], cards: 1 });
    expect(await gridOf(few, '/local/williamsburg-brooklyn-ny')).toEqual({ grids: ['project-grid project-grid-pair'], cards: 2 });
    expect(await gridOf(t, '/local/williamsburg-brooklyn-ny')).toEqual({ grids: ['project-grid'], cards: 3 });
  });

  it('an e-mail address may break only before its "@" and before the dots of its domain', async () => {
    const address = 'estimates<wbr/><span class="email-domain">@fiveboroughterrazzo<wbr/>.example</span>';
    for (const url of ['/service-location/restoration-brooklyn', '/contact', '/privacy']) {
      const html = (await get(url)).text;
      const links = [...html.matchAll(/<a href="mailto:[^"]*" class="email-link">(.*?)<\/a>/g)].map((match) => match[1]);
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) expect(link, url).toBe(address);
    }
  });
});

describe('not found', () => {
  it.each([
    ['/no-such-page', 'Page Not Found'],
    ['/services/marble-carving', 'Service Not Found'],
    ['/local/atlantis-ny', 'Location Not Found'],
    ['/service-location/restoration-mars', 'Page Not Found'],
    ['/blog/no-such-post', 'Article Not Found'],
    ['/blog/category/gardening', 'Category Not Found'],
    ['/atlantis-neighborhoods', 'No neighborhoods found for Atlantis'],
    ['/services/restoration/extra', 'Page Not Found'],
    ['/services/%2F', 'Service Not Found'],
    ['/services/..%2Fetc', 'Service Not Found'],
    ['/blog/..%2Fetc', 'Article Not Found'],
  ])('%s answers 404 with "%s" and no canonical', async (url, text) => {
    const res = await get(url).expect(404);
    expect(visibleText(res.text)).toContain(text);
    expect(canonicalOf(res.text)).toBeUndefined();
    expect(metaContent(res.text, 'name', 'robots')).toBe('noindex');
  });

  it.each([
    ['/services/.', '/services'],
    ['/services/%2E%2E', '/'],
    ['/blog/%2E%2E%2Fetc', '/blog/..%2Fetc'],
  ])('%s is another spelling of %s: redirected, never resolved to another endpoint', async (url, to) => {
    const res = await get(url).expect(301);
    expect(res.headers.location).toBe(to);
  });

  it('the 404 page links home, services, contact and the phone', async () => {
    const res = await get('/no-such-page').expect(404);
    for (const href of ['href="/"', 'href="/services"', 'href="/contact"', 'href="tel:+17185550142"']) expect(res.text).toContain(href);
  });

  it('a multi-word borough is title-cased', async () => {
    const res = await get('/staten-island-neighborhoods').expect(404);
    expect(visibleText(res.text)).toContain('No neighborhoods found for Staten Island');
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const manifest = readAssetManifest(t.clientDir);
    const res = await request(t.app).get(manifest.entry).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset is a plain 404, not a page', async () => {
    await request(t.app).get('/assets/missing-123.js').expect(404);
  });
});
