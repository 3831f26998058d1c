// The page pipeline as a cache and a CDN see it: the same bytes and ETag
// from every app built over the same content and build, 304 for any of the
// client's tags, one render however many ask at once, one URL per page, and
// the Cache-Control a shared cache can use.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';
import { createResponseCache, type FreshResponse } from '../../server/cache/response-cache';
import { writeDataDir } from '../helpers/test-content';
import { createTestApp } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

/** The response exactly as sent (no client-side decoding), from a real socket. */
async function raw(app: Express, path: string, headers: Record<string, string> = {}) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

const cachedApp = async () => {
  const cache = createResponseCache();
  const t = await createTestApp({ cache });
  return { t, cache };
};

const PAGES = [
  '/',
  '/services',
  '/services/restoration',
  '/local/soho-manhattan-ny',
  '/gallery',
  '/contact',
  '/blog',
  '/sitemap',
  '/no-such-page',
];

describe('the same bytes everywhere', () => {
  it('two apps over the same content and build (two workers, two machines) answer every page with the same bytes and ETag', async () => {
    const a = await createTestApp({ cache: createResponseCache() });
    const b = await createTestApp({ cache: createResponseCache() });
    b.content.current = await loadContent(a.dataDir);
    for (const path of PAGES) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const [x, y] = await Promise.all([
          raw(a.app, path, { 'Accept-Encoding': encoding }),
          raw(b.app, path, { 'Accept-Encoding': encoding }),
        ]);
        expect(x.body.equals(y.body), `${path} ${encoding}`).toBe(true);
        expect(x.headers.etag, `${path} ${encoding}`).toBe(y.headers.etag);
        expect(x.headers.etag).toMatch(/^"[\w-]{27}"$/);
      }
    }
  });

  it('a page rendered again (after a restart, with no cache) is the same bytes', async () => {
    const t = await createTestApp();
    for (const path of PAGES) {
      const [x, y] = [await raw(t.app, path, { 'Accept-Encoding': 'identity' }), await raw(t.app, path, { 'Accept-Encoding': 'identity' })];
      expect(x.body.equals(y.body), path).toBe(true);
    }
  });

  it('each encoding has its own strong ETag, a hash of the bytes sent', async () => {
    const { t } = await cachedApp();
    const plain = await raw(t.app, '/services', { 'Accept-Encoding': 'identity' });
    const br = await raw(t.app, '/services', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await raw(t.app, '/services', { 'Accept-Encoding': 'gzip' });
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 to If-None-Match as HTTP compares it: a list, a weak tag, or *', async () => {
    const { t } = await cachedApp();
    const { headers } = await request(t.app).get('/gallery').set('Accept-Encoding', 'br');
    const etag = headers.etag!;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await request(t.app).get('/gallery').set('Accept-Encoding', 'br').set('If-None-Match', ifNoneMatch);
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.etag).toBe(etag);
    }
    await request(t.app).get('/gallery').set('Accept-Encoding', 'br').set('If-None-Match', '"not-it"').expect(200);
  });

  it('a content reload makes new bytes and a new ETag at once', async () => {
    const { t } = await cachedApp();
    const before = await request(t.app).get('/services').expect(200);
    t.content.current = await loadContent(await writeDataDir((f) => (f['services.json'].services[0]!.name = 'Freshly Renamed Service')));
    const after = await request(t.app).get('/services').set('If-None-Match', before.headers.etag!).expect(200);
    expect(after.text).toContain('Freshly Renamed Service');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('one render per cold page', () => {
  it('concurrent requests for a page nobody asked for yet wait for one render', async () => {
    const cache = createResponseCache();
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const produce = async (): Promise<FreshResponse> => {
      renders++;
      await gate;
      return { status: 200, contentType: 'text/html', body: Buffer.from('<p>page</p>') };
    };
    const asks = Array.from({ length: 64 }, () => cache.get('v1', '/cold', produce));
    finish();
    const answers = await Promise.all(asks);
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.encodings.br.etag)).size).toBe(1);
    await cache.get('v1', '/cold', produce);
    expect(renders).toBe(1);
  });

  it('64 simultaneous requests to the app render the page once', async () => {
    const { t, cache } = await cachedApp();
    const statuses = await Promise.all(
      Array.from({ length: 64 }, () =>
        request(t.app)
          .get('/local/soho-manhattan-ny')
          .then((res) => res.status),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(cache.stats.renders).toBe(1);
  });

  it('a failed render is not kept: the next request tries again', async () => {
    const cache = createResponseCache();
    let calls = 0;
    const produce = () =>
      ++calls === 1 ?
        Promise.reject(new Error('boom'))
      : Promise.resolve({ status: 200, contentType: 'text/plain', body: Buffer.from('ok') });
    await expect(cache.get('v1', '/x', produce)).rejects.toThrow('boom');
    await expect(cache.get('v1', '/x', produce)).resolves.toMatchObject({ status: 200 });
  });
});

describe('one URL per page', () => {
  it.each([
    ['/Services', '/services'],
    ['/services/', '/services'],
    ['/S%49%74%45%4Dap', '/sitemap'],
    ['//services//restoration', '/services/restoration'],
    ['/services/./restoration', '/services/restoration'],
    ['/blog/x/../', '/blog'],
    ['//', '/'],
    ['//evil.example', '/evil.example'],
  ])('%s redirects to %s before anything is rendered', async (from, to) => {
    const { t, cache } = await cachedApp();
    const res = await raw(t.app, from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
    expect(cache.stats.renders).toBe(0);
  });

  it('a redirect keeps the query string (campaign links keep their utm_*)', async () => {
    const { t } = await cachedApp();
    const res = await raw(t.app, '/Gallery/?utm_source=mailer&utm_campaign=spring');
    expect(res.headers.location).toBe('/gallery?utm_source=mailer&utm_campaign=spring');
  });

  it("/gallery?project={slug}, a link shared before projects had pages, leads to the project's page; a bad slug is the gallery", async () => {
    const { t, cache } = await cachedApp();
    const res = await raw(t.app, '/gallery?project=airport-concourse-floor&utm_source=mailer');
    expect([res.status, res.headers.location]).toEqual([301, '/gallery/airport-concourse-floor']);
    expect(cache.stats.renders).toBe(0);
    // Asked again, still a redirect: a cached gallery never answers it.
    await request(t.app).get('/gallery').expect(200);
    expect((await raw(t.app, '/gallery?project=airport-concourse-floor')).status).toBe(301);
    await request(t.app).get('/gallery?project=..%2Fcontact').expect(200);
  });

  it('300 other spellings of a page cost no render and evict nothing', async () => {
    const { t, cache } = await cachedApp();
    await request(t.app).get('/sitemap').expect(200);
    const spellings = Array.from(
      { length: 300 },
      (_, i) => [...'sitemap'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join('') + (i >= 128 ? '/' : ''),
    ).filter((s) => s !== 'sitemap');
    for (const spelling of spellings) await request(t.app).get(`/${spelling}`).expect(301);
    expect(cache.stats.renders).toBe(1);
    expect(cache.stats.entries).toBe(1);
  });

  it('query parameters a page does not read cost no render: campaign links and junk share the page', async () => {
    const { t, cache } = await cachedApp();
    const plain = await request(t.app).get('/').expect(200);
    for (const query of ['?x=1', '?utm_source=google&utm_medium=cpc', '?gclid=abc', '?fbclid=xyz&x=2'])
      expect((await request(t.app).get(`/${query}`).expect(200)).text).toBe(plain.text);
    expect(cache.stats.renders).toBe(1);
    expect(plain.text).toContain('<link rel="canonical" href="https://www.fiveboroughterrazzo.example/"/>');
  });

  it('a parameter the page reads is a page of its own: /contact?sent=1', async () => {
    const { t, cache } = await cachedApp();
    const sent = await request(t.app).get('/contact?sent=1').expect(200);
    const form = await request(t.app).get('/contact?sent=2').expect(200);
    expect(sent.text).toContain('Message Sent Successfully!');
    expect(form.text).not.toContain('Message Sent Successfully!');
    expect(cache.stats.renders).toBe(2);
  });

  it('an unreadable path answers the cached not-found page, never a 500', async () => {
    const { t, cache } = await cachedApp();
    for (const path of ['/%zz', '/%E0%A4', '/a%', '/%C0%AF', '/services/%FF']) expect((await raw(t.app, path)).status, path).toBe(404);
    expect(cache.stats.renders).toBe(1);
  });

  it('a not-found page names no URL of its own: no canonical link, no og:url', async () => {
    const { t } = await cachedApp();
    for (const path of ['/evil.example', '/services/nope']) {
      const res = await request(t.app).get(path).expect(404);
      expect(res.text).not.toContain('rel="canonical"');
      expect(res.text).not.toContain('og:url');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('not-found pages are kept apart: any number of them never push a page out', async () => {
    const cache = createResponseCache({ maxBytes: 200_000, maxNotFound: 20 });
    const t = await createTestApp({ cache });
    await request(t.app).get('/services').expect(200);
    for (let i = 0; i < 60; i++) await request(t.app).get(`/no-such-page-${i}`).expect(404);
    expect(cache.stats.entries).toBe(1);
    expect(cache.stats.notFound).toBe(20);
    await request(t.app).get('/services').expect(200);
    expect(cache.stats.renders).toBe(61);
  });

  it('evicts the least recently used pages past its byte budget', async () => {
    const cache = createResponseCache({ maxBytes: 120_000 });
    const t = await createTestApp({ cache });
    for (const url of ['/about', '/process', '/warranty', '/privacy', '/terms', '/sitemap', '/services', '/gallery'])
      await request(t.app).get(url);
    expect(cache.stats.bytes).toBeLessThanOrEqual(120_000);
    expect(cache.stats.entries).toBeGreaterThan(0);
    expect(cache.stats.entries).toBeLessThan(8);
  });
});

describe('caching a CDN can use', () => {
  it('pages and API reads may be kept by a shared cache and served stale while revalidating', async () => {
    const { t } = await cachedApp();
    for (const path of ['/', '/services/restoration', '/api/services', '/api/blog?featured=true&limit=3']) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('not-found answers briefly; form posts, tokens and health checks never', async () => {
    const { t } = await cachedApp();
    expect((await request(t.app).get('/services/nope').expect(404)).headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect((await request(t.app).get('/api/services/nope').expect(404)).headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect((await request(t.app).get('/api/form-token')).headers['cache-control']).toBe('no-store');
    expect((await request(t.app).post('/api/contacts').send({})).headers['cache-control']).toBe('no-store');
    expect((await request(t.app).post('/contact').type('form').send({})).headers['cache-control']).toBe('no-store');
    expect((await request(t.app).get('/healthz')).headers['cache-control']).toBe('no-store');
  });

  it('HEAD gets the headers without a body', async () => {
    const { t } = await cachedApp();
    const res = await request(t.app).head('/about').expect(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.text ?? '').toBe('');
  });

  it('API answers ignore parameters the reads do not use, and bad ones are never kept', async () => {
    const { t, cache } = await cachedApp();
    const a = await request(t.app).get('/api/blog?featured=true&limit=3').expect(200);
    const b = await request(t.app).get('/api/blog?limit=3&featured=true&utm_source=x').expect(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(cache.stats.renders).toBe(1);
    const bad = await request(t.app).get('/api/blog?limit=abc').expect(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(cache.stats.renders).toBe(1);
  });

  it('an encoded "&" or "=" in a value is part of the value, not another parameter: it never takes the answer of another query', async () => {
    const { t } = await cachedApp();
    // Read whole, "installation&limit=1" is no category.
    const odd = await request(t.app).get('/api/blog?category=installation%26limit%3D1').expect(400);
    expect(expectProblem(odd, 'invalid-query', 400).detail).toMatch(/^category must be one of/);
    const real = await request(t.app).get('/api/blog?category=installation&limit=1').expect(200);
    expect(real.body).toHaveLength(1);
  });
});

describe('fingerprinted assets', () => {
  /** Every asset URL a page names: scripts, styles, fonts, icons, images and every srcset candidate. */
  const assetUrls = (html: string) => {
    const urls = new Set<string>();
    for (const [, url] of html.matchAll(/\s(?:src|href)="(\/(?:assets|images)\/[^"]+)"/g)) urls.add(url!);
    for (const [, list] of html.matchAll(/\s(?:srcSet|srcset|imagesrcset)="([^"]+)"/gi))
      for (const candidate of list!.split(',')) urls.add(candidate.trim().split(' ')[0]!);
    return [...urls];
  };

  it('every asset and image URL a page names carries a fingerprint and is kept for a year', async () => {
    const t = await createTestApp();
    t.content.current = await loadContent('data');
    const seen = new Set<string>();
    for (const page of ['/', '/services', '/gallery', '/contact', '/local/soho-manhattan-ny']) {
      const html = (await request(t.app).get(page).expect(200)).text;
      for (const url of assetUrls(html)) seen.add(url);
    }
    expect(seen.size).toBeGreaterThan(60);
    for (const url of seen) {
      expect(url, url).toMatch(/[-.][0-9A-Za-z]{8,12}\.[a-z0-9]+$/);
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('an image asked by a name that is no longer current is still served, but not for long', async () => {
    const t = await createTestApp();
    t.content.current = await loadContent('data');
    const [item] = t.content.current.gallery.items;
    const stale = item!.imageUrl.replace(/\.[0-9a-f]{12}\./, '.000000000000.');
    const res = await request(t.app).get(stale).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    await request(t.app).get('/images/gallery/no-such-image-960.000000000000.webp').expect(404);
  });

  it('/favicon.ico is served under its fixed name, with a long cache', async () => {
    const t = await createTestApp();
    const res = await request(t.app).get('/favicon.ico').expect(200);
    expect(res.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.body.readUInt16LE(2)).toBe(1); // an icon file
    expect(res.body.readUInt16LE(4)).toBe(3); // 16, 32 and 48 px
  });
});
