import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /api/services', () => {
  it('answers every service with its features', async () => {
    const res = await request(t.app).get('/api/services').expect(200).expect('Content-Type', /json/);
    expect(res.body.map((s: { slug: string }) => s.slug)).toEqual(['restoration', 'precast-fabrication']);
    expect(res.body[1]).toMatchObject({ price: '$19', features: expect.arrayContaining(['Risers']) });
  });

  it('when the slug exists, answers that service', async () => {
    const res = await request(t.app).get('/api/services/restoration').expect(200);
    expect(res.body.name).toBe('Terrazzo Restoration');
  });

  it('when the slug is unknown, answers 404 with a JSON message', async () => {
    const res = await request(t.app).get('/api/services/marble-carving').expect(404).expect('Content-Type', /json/);
    expect(expectProblem(res, 'not-found', 404).detail).toMatch(/marble-carving/);
  });
});

describe('GET /api/gallery', () => {
  it('answers every item, and /featured only the featured ones', async () => {
    const all = await request(t.app).get('/api/gallery').expect(200);
    expect(all.body).toHaveLength(3);
    const featured = await request(t.app).get('/api/gallery/featured').expect(200);
    expect(featured.body.map((i: { slug: string }) => i.slug)).toEqual(['school-corridor', 'kitchen-floor']);
  });
});

describe('GET /api/local', () => {
  it('lists neighborhood pages with every field but their long content', async () => {
    const res = await request(t.app).get('/api/local').expect(200);
    expect(res.body).toHaveLength(3);
    for (const item of res.body) expect(item).not.toHaveProperty('content');
    expect(Object.keys(res.body[0]).sort()).toEqual(['borough', 'description', 'neighborhood', 'slug', 'title']);
  });

  it('view=link lists only what a link to each page needs', async () => {
    const res = await request(t.app).get('/api/local?view=link').expect(200);
    expect(res.body[0]).toEqual({ slug: 'park-slope-brooklyn-ny', neighborhood: 'Park Slope', borough: 'Brooklyn' });
  });

  it('when view is not link, answers 400 naming the views', async () => {
    const res = await request(t.app).get('/api/local?view=card').expect(400);
    expect(expectProblem(res, 'invalid-query', 400).detail).toBe('view must be "link".');
  });

  it('answers one neighborhood with its HTML content', async () => {
    const res = await request(t.app).get('/api/local/soho-manhattan-ny').expect(200);
    expect(res.body.content).toContain('<strong>brownstones</strong>');
  });

  it('answers 404 for an unknown neighborhood', async () => {
    const res = await request(t.app).get('/api/local/atlantis-ny').expect(404).expect('Content-Type', /json/);
    expectProblem(res, 'not-found', 404);
  });
});

describe('GET /api/blog', () => {
  const slugs = (body: { slug: string }[]) => body.map((p) => p.slug);

  it('lists posts newest first, without their content', async () => {
    const res = await request(t.app).get('/api/blog').expect(200);
    expect(slugs(res.body)).toEqual([
      'terrazzo-installation-guide-costs-process',
      'terrazzo-maintenance-cleaning-guide',
      'epoxy-vs-cementitious',
      'sealing-schedule',
    ]);
    expect(res.body[0]).not.toHaveProperty('content');
  });

  it('filters featured posts and applies the limit', async () => {
    const res = await request(t.app).get('/api/blog?featured=true&limit=1').expect(200);
    expect(slugs(res.body)).toEqual(['terrazzo-installation-guide-costs-process']);
  });

  it('filters by category case-insensitively and excludes the current post', async () => {
    const res = await request(t.app).get('/api/blog?category=installation&limit=3&exclude=epoxy-vs-cementitious').expect(200);
    expect(slugs(res.body)).toEqual(['terrazzo-installation-guide-costs-process', 'sealing-schedule']);
  });

  it.each(['0', '-1', '1.5', 'ten', '101'])('when limit is %s, answers 400', async (limit) => {
    const res = await request(t.app).get(`/api/blog?limit=${limit}`).expect(400);
    expect(expectProblem(res, 'invalid-query', 400).detail).toMatch(/limit/);
  });

  it('when featured is not true or false, answers 400', async () => {
    const res = await request(t.app).get('/api/blog?featured=yes').expect(400);
    expectProblem(res, 'invalid-query', 400);
  });

  it('view=archive lists every post with what the blog index shows only (no excerpt, no photo)', async () => {
    const all = await request(t.app).get('/api/blog').expect(200);
    const res = await request(t.app).get('/api/blog?view=archive').expect(200);
    expect(slugs(res.body)).toEqual(slugs(all.body));
    for (const entry of res.body as Record<string, unknown>[]) {
      expect(Object.keys(entry).sort()).toEqual(['category', 'publishedAt', 'readingTime', 'slug', 'title']);
    }
  });

  it('view=card lists what an article card shows', async () => {
    const res = await request(t.app).get('/api/blog?view=card&limit=1').expect(200);
    expect(Object.keys(res.body[0]).sort()).toEqual(['category', 'excerpt', 'featured', 'publishedAt', 'readingTime', 'slug', 'title']);
  });

  it('when view is none of the views, answers 400 naming them', async () => {
    const res = await request(t.app).get('/api/blog?view=full').expect(400);
    expect(expectProblem(res, 'invalid-query', 400).detail).toBe('view must be "card" or "archive".');
  });

  it('when the category is not one of the five, answers 400 naming them', async () => {
    const res = await request(t.app).get('/api/blog?category=gardening').expect(400);
    expect(expectProblem(res, 'invalid-query', 400).detail).toBe(
      'category must be one of installation, maintenance, design, costs, comparisons.',
    );
  });

  it('answers one post with its Markdown rendered to HTML', async () => {
    const res = await request(t.app).get('/api/blog/epoxy-vs-cementitious').expect(200);
    expect(res.body.content).toContain('<h2>A heading</h2>');
    expect(res.body.content).toContain('<strong>bold</strong>');
  });

  it('answers 404 for an unknown post', async () => {
    const res = await request(t.app).get('/api/blog/no-such-post').expect(404);
    expectProblem(res, 'not-found', 404);
  });
});

describe('GET /api/service-location/:slug', () => {
  it('answers the page with its simple markup', async () => {
    const res = await request(t.app).get('/api/service-location/restoration-brooklyn').expect(200);
    expect(res.body.content).toMatch(/^## Brooklyn lobbies/);
  });

  it('answers 404 for an unknown page', async () => {
    const res = await request(t.app).get('/api/service-location/restoration-mars').expect(404);
    expectProblem(res, 'not-found', 404);
  });
});

describe('caching', () => {
  it('tags GET answers with a strong ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await request(t.app).get('/api/services').expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await request(t.app).get('/api/services').set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.text).toBe('');
  });

  it('a different content version does not match', async () => {
    await request(t.app).get('/api/services').set('If-None-Match', '"0000"').expect(200);
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nothing', '/api/services/a/b', '/api', '/api/'])('%s answers a JSON 404, never the HTML page', async (url) => {
    const res = await request(t.app).get(url).expect(404).expect('Content-Type', /json/);
    expect(expectProblem(res, 'not-found', 404).detail).toMatch(/no API endpoint/);
  });
});
