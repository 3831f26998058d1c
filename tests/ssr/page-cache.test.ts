import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../server/content/content-store';
import { createPageCache } from '../../server/render/page-cache';
import { writeDataDir } from '../helpers/test-content';
import { createTestApp } from '../helpers/test-app';

/** The response exactly as sent (no client-side decoding), from a real socket. */
async function raw(
  app: Express,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
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

async function cachedApp() {
  const cache = createPageCache();
  const t = await createTestApp({ pageCache: cache });
  return { t, cache };
}

/** Waits for the miss's asynchronous compress-and-store to land. */
async function stored(cache: ReturnType<typeof createPageCache>, entries: number) {
  for (let i = 0; i < 500 && cache.stats.entries < entries; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.stats.entries).toBe(entries);
}

describe('the page cache', () => {
  it('serves the second request from memory, byte for byte what was rendered', async () => {
    const { t, cache } = await cachedApp();
    const first = await raw(t.app, '/services', { 'Accept-Encoding': 'identity' });
    await stored(cache, 1);
    const second = await raw(t.app, '/services', { 'Accept-Encoding': 'identity' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(cache.stats.hits).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers with the brotli or gzip form compressed once, by the Accept-Encoding', async () => {
    const { t, cache } = await cachedApp();
    const plain = await raw(t.app, '/services', { 'Accept-Encoding': 'identity' });
    await stored(cache, 1);
    const br = await raw(t.app, '/services', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(t.app, '/services', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(cache.stats.hits).toBe(2);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { t, cache } = await cachedApp();
    await request(t.app).get('/gallery');
    await stored(cache, 1);
    const { headers } = await request(t.app).get('/gallery');
    const again = await request(t.app).get('/gallery').set('If-None-Match', headers.etag!).expect(304);
    expect(again.text).toBe('');
  });

  it('a content reload serves the new content, never a stale page', async () => {
    const { t, cache } = await cachedApp();
    await request(t.app).get('/services');
    await stored(cache, 1);
    t.content.current = await loadContent(await writeDataDir((f) => (f['services.json'].services[0]!.name = 'Freshly Renamed Service')));
    const res = await request(t.app).get('/services').expect(200);
    expect(res.text).toContain('Freshly Renamed Service');
  });

  it('does not keep 404s or URLs with arbitrary query strings, yet renders them', async () => {
    const { t, cache } = await cachedApp();
    await request(t.app).get('/no-such-page').expect(404);
    await request(t.app).get('/services/nope').expect(404);
    const tracked = await request(t.app).get('/services?utm_source=mail').expect(200);
    expect(tracked.text).toContain('Terrazzo Services');
    await new Promise((r) => setTimeout(r, 100));
    expect(cache.stats.entries).toBe(0);
  });

  it('keeps the contact page per form-token window, and its token verifies', async () => {
    const { t, cache } = await cachedApp();
    const a = await request(t.app).get('/contact');
    await stored(cache, 1);
    const b = await request(t.app).get('/contact');
    expect(cache.stats.hits).toBe(1);
    const token = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)![1];
    expect(token(b.text)).toBe(token(a.text));
  });

  it('HEAD gets the headers without a body', async () => {
    const { t, cache } = await cachedApp();
    await request(t.app).get('/about');
    await stored(cache, 1);
    const res = await request(t.app).head('/about').expect(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.text ?? '').toBe('');
  });

  it('keeps API answers too, with the content version as ETag, and drops them on a content reload', async () => {
    const { t, cache } = await cachedApp();
    await request(t.app).get('/api/services').expect(200);
    await stored(cache, 1);
    const hit = await request(t.app)
      .get('/api/services')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(hit.headers.etag).toBe(`"${t.content.current.version}"`);
    expect(cache.stats.hits).toBe(1);
    expect(hit.body[0].slug).toBe('restoration');
    await request(t.app).get('/api/blog?utm_source=x').expect(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(cache.stats.entries).toBe(1);
    t.content.current = await loadContent(await writeDataDir((f) => (f['services.json'].services[0]!.name = 'Renamed Again')));
    const fresh = await request(t.app).get('/api/services').expect(200);
    expect(fresh.body[0].name).toBe('Renamed Again');
  });

  it('evicts the least recently used pages past its byte budget', async () => {
    const cache = createPageCache({ maxBytes: 120_000 });
    const t = await createTestApp({ pageCache: cache });
    for (const url of ['/about', '/process', '/warranty', '/privacy', '/terms', '/sitemap', '/services', '/gallery']) {
      await request(t.app).get(url);
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(cache.stats.bytes).toBeLessThanOrEqual(120_000);
    expect(cache.stats.entries).toBeGreaterThan(0);
    expect(cache.stats.entries).toBeLessThan(8);
  });
});
