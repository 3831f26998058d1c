// Cache hits answered before the framework: the same status, headers and
// bytes as Express answers them, for every kind of kept answer, encoding,
// HEAD and 304; and what must go through Express does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { createFastPath } from '../../server/http/fast-path';
import { createResponseCache } from '../../server/cache/response-cache';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Headers that differ between any two answers (the time, the id of the request, the connection). */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

/** The fast path alone: a request it does not answer gets 599, so a test sees which path answered. */
function fastPathOnly(t: TestApp, cache: ReturnType<typeof createResponseCache>, trusted = false) {
  const answer = createFastPath({ cache, content: t.content, logger: createLogger('silent'), trustProxy: () => trusted });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!answer(req, res)) res.writeHead(599).end();
  };
}

const URLS = [
  '/',
  '/services',
  '/local/park-slope-brooklyn-ny',
  '/contact?sent=1',
  '/api/services',
  '/api/blog?view=card',
  '/sitemap.xml',
  '/robots.txt',
];

async function setUp(trustProxy = false) {
  const cache = createResponseCache();
  const t = await createTestApp({ cache, trustProxy: trustProxy ? 'loopback' : false });
  return { t, cache, fast: fastPathOnly(t, cache, trustProxy) };
}

describe('the fast path for cache hits', () => {
  it.each(URLS)('answers %s exactly as the framework does: every encoding, HEAD and 304', async (url) => {
    const { t, fast } = await setUp();
    await request(t.app).get(url).expect(200); // kept, and its URL remembered
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const method of ['get', 'head'] as const) {
        const framework = await request(t.app)[method](url).set('Accept-Encoding', encoding).buffer(true).parse(raw);
        const fastOne = await request(fast)[method](url).set('Accept-Encoding', encoding).buffer(true).parse(raw);
        expect(fastOne.status).toBe(200);
        expect(stable(fastOne.headers)).toEqual(stable(framework.headers));
        expect(Object.keys(fastOne.headers)).toEqual(Object.keys(framework.headers));
        expect(fastOne.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
        // Both decoded by the client; Content-Length, compared above, is the encoded size.
        if (method === 'get') {
          expect((fastOne.body as Buffer).length).toBeGreaterThan(0);
          expect(Buffer.compare(fastOne.body as Buffer, framework.body as Buffer)).toBe(0);
        }
      }
      const etag = (await request(t.app).get(url).set('Accept-Encoding', encoding)).headers.etag!;
      const framework = await request(t.app).get(url).set('Accept-Encoding', encoding).set('If-None-Match', `"other", ${etag}`);
      const fastOne = await request(fast).get(url).set('Accept-Encoding', encoding).set('If-None-Match', `"other", ${etag}`);
      expect([framework.status, fastOne.status]).toEqual([304, 304]);
      expect(stable(fastOne.headers)).toEqual(stable(framework.headers));
    }
  });

  it('sends HSTS exactly when the framework does: over https from a trusted proxy', async () => {
    const { t, fast } = await setUp(true);
    await request(t.app).get('/services').expect(200);
    for (const proto of ['https', 'http']) {
      const framework = await request(t.app).get('/services').set('X-Forwarded-Proto', proto);
      const fastOne = await request(fast).get('/services').set('X-Forwarded-Proto', proto);
      expect(fastOne.status).toBe(200);
      expect(stable(fastOne.headers)).toEqual(stable(framework.headers));
      expect('strict-transport-security' in fastOne.headers).toBe(proto === 'https');
    }
  });

  it('keeps a proxy’s request id, as the framework does', async () => {
    const { t, fast } = await setUp();
    await request(t.app).get('/').expect(200);
    const res = await request(fast).get('/').set('X-Request-Id', 'proxy-id-12345');
    expect(res.headers['x-request-id']).toBe('proxy-id-12345');
  });

  it.each([
    ['a page not asked through the framework yet', '/about', undefined],
    ['another spelling of a kept page (it redirects)', '/Services/', '/services'],
    ['a kept page with a query it does not read', '/services?utm_source=mail', '/services'],
    ['a not-found page', '/no-such-page', '/no-such-page'],
  ])('leaves %s to the framework', async (_name, url, warm) => {
    const { t, fast } = await setUp();
    if (warm) await request(t.app).get(warm);
    expect((await request(fast).get(url)).status).toBe(599);
    expect((await request(fast).post('/services')).status).toBe(599);
  });

  it('stops answering a page once the content changes, until the framework has answered it again', async () => {
    const { t, fast } = await setUp();
    await request(t.app).get('/services').expect(200);
    expect((await request(fast).get('/services')).status).toBe(200);
    t.content.current = { ...t.content.current, version: `${t.content.current.version}-next` };
    expect((await request(fast).get('/services')).status).toBe(599);
    await request(t.app).get('/services').expect(200);
    expect((await request(fast).get('/services')).status).toBe(200);
  });

  it('the app as the server runs it answers hits on the fast path and everything else through Express', async () => {
    const { t } = await setUp();
    const first = await request(t.app.serve).get('/services').expect(200);
    const again = await request(t.app.serve).get('/services').expect(200);
    expect(stable(again.headers)).toEqual(stable(first.headers));
    await request(t.app.serve).get('/Services').expect(301);
    await request(t.app.serve).get('/api/form-token').expect(200);
  });
});

/** The body as bytes, whatever its type. */
function raw(res: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
