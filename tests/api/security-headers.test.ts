import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAssetManifest } from '../../server/pages/asset-manifest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const kinds = () => [
  ['an HTML page', '/services'],
  ['an API answer', '/api/services'],
  ['an asset', readAssetManifest(t.clientDir).css],
  ['an image', '/images/gallery/school-corridor-960.webp'],
  ['a 404 page', '/nope'],
];

describe('security headers', () => {
  it('every kind of response carries them', async () => {
    for (const [kind, url] of kinds()) {
      const res = await request(t.app).get(url!);
      const h = res.headers;
      const csp = h['content-security-policy'] ?? '';
      // No nonce: no page has an inline script, so every response, cached or not, has the same policy.
      expect(csp, kind).toMatch(/script-src 'self';/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "default-src 'self'",
      ]) {
        expect(csp, `${kind}: ${directive}`).toContain(directive);
      }
      // Inline styles in attributes only (a photo's placeholder colours): no inline script, no <style> element.
      expect(
        csp.split(';').filter((directive) => directive.includes('unsafe-inline')),
        kind,
      ).toEqual(["style-src-attr 'unsafe-inline'"]);
      expect(csp, kind).toMatch(/(^|;)style-src 'self'(;|$)/);
      expect(h['x-content-type-options'], kind).toBe('nosniff');
      expect(h['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], kind).toContain('camera=()');
      expect(h['cross-origin-opener-policy'], kind).toBe('same-origin');
      expect(h['x-powered-by'], kind).toBeUndefined();
      expect(h['x-request-id'], kind).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('HSTS is sent only over TLS (here: behind a trusted proxy saying https)', async () => {
    const plain = await request(t.app).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await createTestApp();
    behindProxy.app.set('trust proxy', true);
    const tls = await request(behindProxy.app).get('/').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('every request gets the same headers (the policy has no per-request part)', async () => {
    const a = (await request(t.app).get('/')).headers['content-security-policy'];
    const b = (await request(t.app).get('/contact')).headers['content-security-policy'];
    expect(a).toBe(b);
  });

  it('keeps a well-formed X-Request-Id from a proxy', async () => {
    const res = await request(t.app).get('/healthz').set('X-Request-Id', 'edge-abc-12345');
    expect(res.headers['x-request-id']).toBe('edge-abc-12345');
  });
});

describe('health', () => {
  it('/healthz says the process is up', async () => {
    const res = await request(t.app).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz is ready when content is loaded and the log is writable', async () => {
    const res = await request(t.app).get('/readyz').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { content: t.content.current.version, leadLogWritable: true } });
  });

  it('/readyz answers 503 when the log cannot be written', async () => {
    const broken = await createTestApp();
    const { mkdir } = await import('node:fs/promises');
    await mkdir(broken.leadsFile, { recursive: true });
    const res = await request(broken.app).get('/readyz').expect(503);
    expect(res.body.checks.leadLogWritable).toBe(false);
  });
});

describe('hostile input is never rendered unescaped', () => {
  const payload = '"><script>alert(1)</script><img src=x onerror=alert(1)>';

  it.each(['/services', '/no-such-page', '/blog/category/x', '/contact'])('a query string on %s', async (path) => {
    const res = await request(t.app).get(`${path}?q=${encodeURIComponent(payload)}&${encodeURIComponent(payload)}=1`);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
  });

  it('a slug', async () => {
    const res = await request(t.app)
      .get(`/services/${encodeURIComponent(payload)}`)
      .expect(404);
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('content with script in it', async () => {
    const app = await createTestApp({
      data: (files) => {
        files['blog.json'].posts[0]!.content =
          `Intro <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))`;
        files['blog.json'].posts[0]!.readingTime = 1;
        files['services.json'].services[0]!.name = '<script>alert(1)</script>';
      },
    });
    const article = await request(app.app).get('/blog/terrazzo-installation-guide-costs-process').expect(200);
    const services = await request(app.app).get('/services').expect(200);
    for (const html of [article.text, services.text]) {
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toMatch(/<img src=x|javascript:alert/);
    }
  });
});
