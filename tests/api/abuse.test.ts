// Spam, double submits and floods (issue: no input crashes it or gets through).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createFormTokens, MAX_TOKEN_AGE_MS, newFormToken } from '../../server/leads/form-token';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken, LOOPBACK_CLASS, TEST_FORM_SECRET } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

const person = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(718) 555-0100' };

describe('spam screening without a CAPTCHA', () => {
  it.each([
    ['the honeypot is filled in', { formToken: humanFormToken(), website: 'http://spam.example' }, 'honeypot'],
    ['there is no form token', {}, 'missing-token'],
    ['the token is forged', { formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}` }, 'forged-token'],
    ['the token was signed with another secret', { formToken: humanFormToken('another-secret-entirely') }, 'forged-token'],
    [
      'the form came back within seconds of rendering',
      { formToken: newFormToken(TEST_FORM_SECRET, Date.now() + 10_000, LOOPBACK_CLASS) },
      'too-fast',
    ],
    [
      'the token is older than its maximum age',
      { formToken: newFormToken(TEST_FORM_SECRET, Date.now() - MAX_TOKEN_AGE_MS - 60_000, LOOPBACK_CLASS) },
      'token-expired',
    ],
  ])('when %s, the bot gets an ordinary success and the request is stored flagged', async (_case, extra, reason) => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/contacts')
      .send({ ...person, ...extra })
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ ...person, spam: reason });
  });

  it('a person with a valid token is not flagged', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: humanFormToken(), website: '' })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).not.toHaveProperty('spam');
  });

  it('the contact page is the same for everyone: no token in it, the honeypot hidden by the stylesheet', async () => {
    const t = await createTestApp();
    const [a, b] = await Promise.all([request(t.app).get('/contact').expect(200), request(t.app).get('/contact').expect(200)]);
    expect(a.text).toBe(b.text);
    expect(a.text).toContain('<input type="hidden" name="formToken" value=""/>');
    expect(a.text).toMatch(/<div class="hp-field" aria-hidden="true">[\s\S]*?name="website"/);
    expect(a.text).not.toMatch(/<div class="hp-field"[^>]*style=/);
  });

  it('each visitor asks for a token of their own, never stored by a cache', async () => {
    const t = await createTestApp();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await request(t.app).get('/api/form-token').expect(200).expect('Cache-Control', 'no-store');
      tokens.add(res.body.token);
    }
    expect(tokens.size).toBe(5);
    const later = createFormTokens(TEST_FORM_SECRET, { now: () => Date.now() + 60_000, used: { claim: () => true, release() {} } });
    for (const token of tokens) expect(await later.verify(token, LOOPBACK_CLASS)).toMatchObject({ ok: true, moved: false });
  });

  it('without JavaScript, the contact page frames a form page that carries a token of its own', async () => {
    const t = await createTestApp();
    const page = await request(t.app).get('/contact').expect(200);
    expect(page.text).toMatch(/<noscript><iframe src="\/contact\/form" title="Estimate request form"/);
    const [a, b] = await Promise.all([request(t.app).get('/contact/form'), request(t.app).get('/contact/form')]);
    for (const frame of [a, b]) {
      expect(frame.status).toBe(200);
      expect(frame.headers['cache-control']).toBe('no-store');
      expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      const form = /<form[^>]*>/.exec(frame.text)?.[0] ?? '';
      for (const attribute of ['method="post"', 'action="/contact"', 'target="_top"']) expect(form).toContain(attribute);
    }
    const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(tokenOf(a.text)).toBeTruthy();
    expect(tokenOf(a.text)).not.toBe(tokenOf(b.text));
  });

  it('a token is accepted once: sent again, by anyone, the request is stored flagged as reused', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: token })
      .expect(201);
    await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...person, name: 'Someone Else', formToken: token })
      .expect(303);
    const leads = await storedLeads(t.leadsFile);
    expect(leads.map((lead) => lead.spam)).toEqual([undefined, 'reused-token']);
  });

  it('a token sent back within 3 seconds of its issue is flagged too fast, and stays usable for the visitor', async () => {
    const t = await createTestApp();
    const { body } = await request(t.app).get('/api/form-token').expect(200);
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: body.token })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead?.spam).toBe('too-fast');
  });

  it('a form resubmitted after a validation error keeps its token and is accepted', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    const first = await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...person, phone: '', formToken: token })
      .expect(400);
    expect(first.text).toContain(`name="formToken" value="${token}"`);
    await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...person, formToken: token })
      .expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).not.toHaveProperty('spam');
  });
});

describe('double submits', () => {
  it('a repeat of the same Idempotency-Key answers the first result and stores nothing new', async () => {
    const t = await createTestApp();
    const send = () =>
      request(t.app)
        .post('/api/contacts')
        .set('Idempotency-Key', 'visitor-key-123456')
        .send({ ...person, formToken: humanFormToken() });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });

  it('different keys are different requests', async () => {
    const t = await createTestApp();
    for (const key of ['first-key-1234', 'second-key-123']) {
      await request(t.app)
        .post('/api/contacts')
        .set('Idempotency-Key', key)
        .send({ ...person, formToken: humanFormToken() })
        .expect(201);
    }
    expect(await storedLeads(t.leadsFile)).toHaveLength(2);
  });

  it('a form without JavaScript sent twice is stored once', async () => {
    const t = await createTestApp();
    const form = { ...person, formToken: humanFormToken(), message: 'twice' };
    await request(t.app).post('/contact').type('form').send(form).expect(303);
    await request(t.app).post('/contact').type('form').send(form).expect(303);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });

  it('a key that failed (log unwritable) can be retried', async () => {
    const t = await createTestApp();
    const { mkdir, rm } = await import('node:fs/promises');
    await mkdir(t.leadsFile, { recursive: true });
    const send = () =>
      request(t.app)
        .post('/api/contacts')
        .set('Idempotency-Key', 'retry-key-12345')
        .send({ ...person, formToken: humanFormToken() });
    await send().expect(503);
    await rm(t.leadsFile, { recursive: true });
    await send().expect(201);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });
});

describe('limits per address', () => {
  const { leadLimits: defaults } = loadConfig({});
  const send = (app: Parameters<typeof request>[0], i: number) =>
    request(app)
      .post('/api/contacts')
      .send({ ...person, name: `Person ${i}`, formToken: humanFormToken() });

  it('with the default limits, 20 people behind one address are all stored and confirmed, the 11th onward flagged; the 101st is refused with the phone number', async () => {
    expect(defaults).toMatchObject({ softLimit: 10, hardLimit: 100, windowMs: 15 * 60_000 });
    const t = await createTestApp({ limits: defaults });
    for (let i = 1; i <= 20; i++) await send(t.app, i).expect(201);
    const leads = await storedLeads(t.leadsFile);
    expect(leads).toHaveLength(20);
    expect(leads.map((lead) => lead.spam)).toEqual(Array(20).fill(undefined));
    expect(leads.filter((lead) => !lead.flagged).map((lead) => lead.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Person ${i + 1}`));
    for (const lead of leads.slice(10)) expect(lead.flagged).toEqual(['rate']);

    for (let i = 21; i <= 100; i++) await send(t.app, i).expect(201);
    const refused = await send(t.app, 101).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(expectProblem(refused, 'rate-limited', 429).detail).toContain(t.content.current.business.phone.display);
    expect(await storedLeads(t.leadsFile)).toHaveLength(100);
  });

  it('the form without JavaScript shares the count: flagged past the soft limit, and past the hard cap the form again with the phone number and what the visitor typed', async () => {
    const t = await createTestApp({ limits: { softLimit: 1, hardLimit: 2 } });
    await send(t.app, 1).expect(201);
    await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...person, message: 'second', formToken: humanFormToken() })
      .expect(303);
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...person, message: 'keep this', formToken: humanFormToken() })
      .expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toContain('Too many requests');
    expect(res.text).toContain(t.content.current.business.phone.display);
    expect(res.text).toMatch(/<textarea[^>]*>keep this<\/textarea>/);
    expect((await storedLeads(t.leadsFile)).map((lead) => [lead.message, lead.flagged])).toEqual([
      ['', undefined],
      ['second', ['rate']],
    ]);
  });

  it('pages are not limited', async () => {
    const t = await createTestApp({ limits: { softLimit: 1, hardLimit: 1 } });
    for (let i = 0; i < 5; i++) await request(t.app).get('/api/services').expect(200);
  });
});

describe('the body is checked before anything else touches it', () => {
  it('a 5,000-deep JSON array beside a valid token is a clear 400, not a 500', async () => {
    const t = await createTestApp();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await request(t.app)
      .post('/api/contacts')
      .set('Content-Type', 'application/json')
      .send(`{"name":"Ada","email":"ada@example.com","phone":"(718) 555-0100","formToken":"${humanFormToken()}","message":${deep}}`);
    expect(res.status).toBe(400);
    expect(expectProblem(res, 'invalid-fields', 400).errors).toEqual({ message: 'other' });
    expect(await storedLeads(t.leadsFile)).toHaveLength(0);
  });

  it('control characters and bidi overrides are removed; the message keeps its line breaks and tabs', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({
        ...person,
        name: 'Ada\u001b[31m Love\u202elace\u0007',
        location: 'Park\rSlope\u2066',
        message: 'line one\r\n\tline two\u0000\u009b',
        formToken: humanFormToken(),
      })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ name: 'Ada[31m Lovelace', location: 'ParkSlope', message: 'line one\n\tline two' });
  });

  it('an Idempotency-Key replayed with another body answers 422 and stores nothing more', async () => {
    const t = await createTestApp();
    const send = (message: string) =>
      request(t.app)
        .post('/api/contacts')
        .set('Idempotency-Key', 'replayed-key-12345')
        .send({ ...person, message, formToken: humanFormToken() });
    const first = await send('the first request').expect(201);
    await send('the first request').expect(201, first.body);
    const other = await send('a different request').expect(422);
    expect(expectProblem(other, 'idempotency-conflict', 422).detail).toMatch(/Idempotency-Key/);
    expect((await storedLeads(t.leadsFile)).map((lead) => lead.message)).toEqual(['the first request']);
  });
});

describe('methods', () => {
  it.each([
    ['DELETE', '/api/services', 'GET, HEAD'],
    ['POST', '/api/services/restoration', 'GET, HEAD'],
    ['PUT', '/api/blog', 'GET, HEAD'],
    ['GET', '/api/contacts', 'POST'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const t = await createTestApp();
    const res = await request(t.app)[method.toLowerCase() as 'get'](url).expect(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(expectProblem(res, 'method-not-allowed', 405).detail).toBe(`${method} is not allowed here; use ${allow}.`);
  });

  it('a wrong method on a page answers 405', async () => {
    const t = await createTestApp();
    const res = await request(t.app).delete('/services').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
