// A flood of made-up query values and slugs costs the response cache nothing:
// each is a 4xx that is never kept, while real reads are kept as before. And
// the cache counts every byte an entry holds, caps its entries, and keeps no
// pooled slab alive for a small answer.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../../server/cache/response-cache';
import { createTestApp, listening } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

/** The probe's count: 2,500 distinct values. */
const FLOOD = 2_500;

async function cachedApp() {
  const cache = createResponseCache();
  const t = await createTestApp({ cache });
  return { t, cache, app: listening(t.app) };
}

describe('made-up values in API queries', () => {
  it(`${FLOOD} unknown categories answer 400 and take no cache entry; a real category is kept`, async () => {
    const { app, cache } = await cachedApp();
    for (let i = 0; i < FLOOD; i++) await request(app).get(`/api/blog?category=c${i}`).expect(400);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0, notFound: 0 });
    await request(app).get('/api/blog?category=costs&limit=3').expect(200);
    await request(app).get('/api/blog?category=costs&limit=3').expect(200);
    expect(cache.stats).toMatchObject({ entries: 1, renders: 1, hits: 1 });
  });

  it(`${FLOOD} unknown slugs to exclude answer 400 and take no cache entry; the current article's is kept`, async () => {
    const { app, cache } = await cachedApp();
    for (let i = 0; i < FLOOD; i++) {
      const res = await request(app).get(`/api/blog?category=installation&exclude=no-such-post-${i}`).expect(400);
      if (i === 0) expect(expectProblem(res, 'invalid-query', 400).detail).toBe('exclude must be the slug of an article.');
    }
    expect(cache.stats.entries).toBe(0);
    await request(app).get('/api/blog?category=installation&exclude=sealing-schedule&limit=3&view=card').expect(200);
    expect(cache.stats.entries).toBe(1);
  });

  it(`${FLOOD} unknown item slugs answer 404 and take no cache entry`, async () => {
    const { app, cache } = await cachedApp();
    for (let i = 0; i < FLOOD; i++) await request(app).get(`/api/blog/no-such-post-${i}`).expect(404);
    expect(cache.stats).toMatchObject({ entries: 0, notFound: 0, notFoundBytes: 0 });
  });
});

describe('other spellings of an API read', () => {
  it('another letter case or a trailing slash is a 301 to the one spelling, with its query, and takes no cache entry', async () => {
    const { app, cache } = await cachedApp();
    const spellings = [
      '/api/SERVICES',
      '/Api/Services/',
      '/api/services/',
      '/API/services',
      '/api/Services/Restoration',
      '/api/blog/?featured=true&limit=3',
    ];
    const answers = await Promise.all(spellings.map((spelling) => request(app).get(spelling).redirects(0)));
    expect(answers.map((res) => [res.status, res.headers.location])).toEqual([
      [301, '/api/services'],
      [301, '/api/services'],
      [301, '/api/services'],
      [301, '/api/services'],
      [301, '/api/services/restoration'],
      [301, '/api/blog?featured=true&limit=3'],
    ]);
    expect(cache.stats.entries).toBe(0);
    for (let i = 0; i < 500; i++) {
      const spelling = [...'/api/services'].map((c, j) => ((i >> (j % 11)) & 1 ? c.toUpperCase() : c)).join('') + (i % 2 ? '/' : '');
      if (spelling !== '/api/services') await request(app).get(spelling).redirects(0).expect(301);
    }
    expect(cache.stats.entries).toBe(0);
    await request(app).get('/api/services').expect(200);
    expect(cache.stats.entries).toBe(1);
  });

  it('a path that is not one of the API answers 404 in JSON, never the page', async () => {
    const { app } = await cachedApp();
    const res = await request(app).get('/api/%E0%A4%A').expect(404);
    expect(res.type).toBe('application/problem+json');
    expectProblem(res, 'not-found', 404);
  });
});

describe('what the response cache holds', () => {
  const answer = (body: string) => () => Promise.resolve({ status: 200, contentType: 'application/json', body: Buffer.from(body) });

  it('counts the key and every encoding of an entry, and more than the bodies alone', async () => {
    const cache = createResponseCache();
    const kept = await cache.get('v1', 'api:/api/blog?category=costs', answer('[]'));
    const bodies = kept.encodings.identity.body.length + kept.encodings.br.body.length + kept.encodings.gzip.body.length;
    expect(cache.stats.bytes).toBeGreaterThan(bodies + 'api:/api/blog?category=costs'.length * 2);
  });

  it('keeps each encoding in memory of its own, never a slice of a pooled slab', async () => {
    const cache = createResponseCache();
    await cache.get('v1', 'small', answer('[]'));
    const kept = await cache.get('v1', 'small', answer('unused'));
    for (const encoded of Object.values(kept.encodings)) expect(encoded.body.buffer.byteLength).toBe(encoded.body.length);
  });

  it('keeps at most maxEntries answers, however small, the least recently used out first', async () => {
    const cache = createResponseCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get('v1', key, answer(key));
    expect(cache.stats.entries).toBe(3);
    await cache.get('v1', 'e', answer('again'));
    expect(cache.stats.renders).toBe(5);
    await cache.get('v1', 'a', answer('again'));
    expect(cache.stats.renders).toBe(6);
  });
});
