// /readyz tells the machine's own checks everything (loopback, or the proxy
// TRUST_PROXY names) and anyone else only whether the site is ready.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('GET /readyz', () => {
  it('on this machine, answers its checks', async () => {
    const t = await createTestApp({ counting: {} });
    const res = await request(t.app).get('/readyz').expect(200);
    expect(res.body).toMatchObject({ status: 'ready', checks: { leadLogWritable: true, traffic: { dropped: { invalid: 0 } } } });
  });

  it('to a visitor behind the proxy, answers only its status, never its checks', async () => {
    const t = await createTestApp({ counting: {}, trustProxy: 'loopback' });
    const res = await request(t.app).get('/readyz').set('X-Forwarded-For', '203.0.113.5').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('to a check made on the proxy’s machine and forwarded, answers its checks', async () => {
    const t = await createTestApp({ counting: {}, trustProxy: 'loopback' });
    const res = await request(t.app).get('/readyz').set('X-Forwarded-For', '127.0.0.1').expect(200);
    expect(res.body.checks).toMatchObject({ leadLogWritable: true });
  });
});
