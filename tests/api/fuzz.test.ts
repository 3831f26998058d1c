// Property-based fuzzing of every API and page route: whatever arrives, the
// server answers below 500, promptly, and never leaves a promise rejected.
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../client/routes';
import { readRoutes } from '../../server/reads/read-routes';
import { createTestApp, humanFormToken, listening, type TestApp } from '../helpers/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const TIMEOUT = Math.max(20_000, RUNS * 25);
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled, 'unhandled promise rejections').toEqual([]);
});

/** Path segments that have broken servers: traversal, encoded slashes, unicode, NUL, very long. */
const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%2F',
    '%00',
    '%',
    '%zz',
    '%C0%AF',
    '~',
    '.',
    'soho-manhattan-ny',
    'restoration',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.constant('a'.repeat(10_000)),
);

const routePatterns = [
  ...routes.map((r) => r.path).filter((p) => p !== '*'),
  ...readRoutes.map((r) => r.path),
  '/api/contacts',
  '/contact',
  '/no/such/path',
];

/** A URL shaped like one of the site's routes, with its parameters fuzzed, plus a fuzzed query string. */
const url = fc
  .tuple(
    fc.constantFrom(...routePatterns),
    fc.array(segment, { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
  )
  .map(([pattern, segments, query]) => {
    let i = 0;
    const path = pattern.replace(/:[A-Za-z]+/g, () => segments[i++ % segments.length]!);
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  });

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');

const body = fc.oneof(
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.record({ name: fc.string(), email: fc.string(), phone: fc.string(), service: fc.string(), message: fc.string({ maxLength: 300 }) }),
  fc.record({ name: fc.anything(), email: fc.anything(), phone: fc.anything(), formToken: fc.anything() }),
  fc.constant('x'.repeat(20_000)),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  '',
);

const headerValue = fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\t\x20-\x7e]/g, ''));

function expectSane(res: request.Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
}

describe('fuzzing', () => {
  it(
    'any method, URL and query string',
    async () => {
      const app = listening(t.app);
      await fc.assert(
        fc.asyncProperty(method, url, async (m, u) => {
          const res = await request(app)[m.toLowerCase() as 'get'](u).timeout(5000);
          expectSane(res, `${m} ${u}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'any body and content type to the contact endpoints',
    async () => {
      const app = listening(t.app);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('/api/contacts', '/contact'), contentType, body, async (path, type, data) => {
          const payload = typeof data === 'string' ? data : JSON.stringify(data);
          const req = request(app).post(path).timeout(5000);
          if (type) req.set('Content-Type', type);
          const res = await req.send(payload);
          expectSane(res, `POST ${path} ${type}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'any headers',
    async () => {
      const app = listening(t.app);
      await fc.assert(
        fc.asyncProperty(
          url,
          fc.record({
            'If-None-Match': headerValue,
            'Accept-Encoding': headerValue,
            'User-Agent': headerValue,
            'X-Forwarded-For': headerValue,
            'X-Request-Id': headerValue,
            'Idempotency-Key': headerValue,
            Accept: headerValue,
            Range: headerValue,
          }),
          async (u, headers) => {
            const res = await request(app).get(u).set(headers).timeout(5000);
            expectSane(res, `GET ${u} with ${JSON.stringify(headers)}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'valid-looking contact requests are stored or refused, never crash',
    async () => {
      const app = listening(t.app);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            name: fc.string({ maxLength: 150 }),
            email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
            phone: fc.oneof(fc.string({ maxLength: 50 }), fc.stringMatching(/^\+?[0-9 ()-]{7,20}$/)),
            service: fc.constantFrom('', 'restoration', 'consultation', 'x'),
            location: fc.string({ maxLength: 250 }),
            message: fc.string({ maxLength: 600 }),
          }),
          async (fields) => {
            const res = await request(app)
              .post('/api/contacts')
              .send({ ...fields, formToken: humanFormToken() })
              .timeout(5000);
            expect([201, 400]).toContain(res.status);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
