// POST /api/footfall: what is counted, what is dropped (and tallied in
// /readyz), and what is never kept.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '../../server/traffic/traffic-event';
import { BOT_AGENT, BROWSER_AGENT, trafficLogBytes, eventLogText, storedEvents } from '../helpers/stored-traffic';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken, type TestApp } from '../helpers/test-app';

/** The only fields an event on disk may have. */
const EVENT_FIELDS = ['v', 'at', 'type', 'page', 'number', 'visit', 'ref', 'utm'];
const VISIT = '0123456789abcdef';
const view = (path: string, extra: Record<string, unknown> = {}) => ({ type: 'view', path, visit: VISIT, ...extra });

const send = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  request(t.app)
    .post('/api/footfall')
    .set({ 'User-Agent': BROWSER_AGENT, 'Content-Type': 'text/plain;charset=UTF-8', ...headers })
    .send(typeof body === 'string' ? body : JSON.stringify(body));

const readyDropped = async (t: TestApp) =>
  ((await request(t.app).get('/readyz').expect(200)).body as { checks: { traffic: { dropped: Record<string, number> } } }).checks.traffic
    .dropped;

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracks in the lobby.',
  website: '',
};

describe('POST /api/footfall', () => {
  it('stores a page view with only the allowed fields, answers 204 no-store, and sets no cookie', async () => {
    const t = await createTestApp({ counting: {} });
    const res = await send(t, view('/services', { ref: 'www.Google.com', utm: { source: 'spring-mailer', campaign: 'april' } })).expect(
      204,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const [event, ...rest] = await storedEvents(t.counter, t.eventsDir!);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      type: 'view',
      page: '/services',
      visit: VISIT,
      ref: 'www.google.com',
      utm: { source: 'spring-mailer', campaign: 'april' },
    });
    expect(Object.keys(event!).every((key) => EVENT_FIELDS.includes(key))).toBe(true);
    expect(event!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const text = await eventLogText(t.eventsDir!);
    for (const never of ['127.0.0.1', 'iPhone', 'Safari', 'Mozilla']) expect(text).not.toContain(never);
  });

  it('keeps a campaign without its bidirectional and zero-width characters (U+202E would turn a report label around)', async () => {
    const t = await createTestApp({ counting: {} });
    await send(t, view('/services', { utm: { source: '\u202espring\u200b-mailer\ufeff', campaign: 'apr\u061cil' } })).expect(204);
    const [event] = await storedEvents(t.counter, t.eventsDir!);
    expect(event!.utm).toEqual({ source: 'spring-mailer', campaign: 'april' });
  });

  it('stores a phone tap with the page it was on and the number', async () => {
    const t = await createTestApp({ counting: {} });
    await send(t, { type: 'call', path: '/contact', number: '+17185550142', visit: VISIT }).expect(204);
    expect(await storedEvents(t.counter, t.eventsDir!)).toMatchObject([{ type: 'call', page: '/contact', number: '+17185550142' }]);
  });

  it('keeps a path that is none of the site pages only as the not-found page', async () => {
    const t = await createTestApp({ counting: {} });
    await send(t, view('/no-such-page/<script>alert(1)</script>')).expect(204);
    await send(t, { type: 'call', path: `/${'x'.repeat(1500)}`, number: '+17185550142', visit: VISIT }).expect(204);
    const events = await storedEvents(t.counter, t.eventsDir!);
    expect(events.map((event) => event.page)).toEqual([NOT_FOUND_PAGE, NOT_FOUND_PAGE]);
    expect(await eventLogText(t.eventsDir!)).not.toContain('script');
  });

  it.each([
    ['an unknown type', { type: 'purchase', path: '/', visit: VISIT }],
    ['an unknown field', view('/', { email: 'ada@example.com' })],
    ['a bad visit id', view('/', { visit: 'not-a-visit' })],
    ['no visit', { type: 'view', path: '/' }],
    ['a path of another site', view('https://elsewhere.example/')],
    ['a call without a number', { type: 'call', path: '/', visit: VISIT }],
    ['a utm value over its 400 bytes', view('/', { utm: { source: '€'.repeat(134) } })],
    ['a lone surrogate (half a character) in a utm value', view('/', { utm: { source: 'mailer\ud800' } })],
    ['a control character in the path', view('/services\u0007')],
    ['text that is not JSON', 'view /'],
    ['a body too large', JSON.stringify(view('/', { ref: 'x'.repeat(5000) }))],
    ['an empty body', ''],
  ])('drops %s, answers 204 all the same, and counts it in /readyz', async (_what, body) => {
    const t = await createTestApp({ counting: {} });
    await send(t, body).expect(204);
    expect(await readyDropped(t)).toEqual({ invalid: 1, 'cross-site': 0, rate: 0, budget: 0, failed: 0 });
    expect(await storedEvents(t.counter, t.eventsDir!)).toEqual([]);
  });

  it.each([
    ['Sec-GPC: 1', { 'Sec-GPC': '1' }],
    ['DNT: 1', { DNT: '1' }],
    ['a bot', { 'User-Agent': BOT_AGENT }],
    ['no User-Agent', { 'User-Agent': '' }],
  ])('counts nothing at all from a browser that sends %s', async (_what, headers) => {
    const t = await createTestApp({ counting: {} });
    await send(t, view('/services'), headers).expect(204);
    expect(await storedEvents(t.counter, t.eventsDir!)).toEqual([]);
    expect(await readyDropped(t)).toEqual({ invalid: 0, 'cross-site': 0, rate: 0, budget: 0, failed: 0 });
  });

  it('drops what one address sends past the rate, and counts it', async () => {
    const t = await createTestApp({ counting: { ratePerMinute: 5 } });
    for (let i = 0; i < 8; i++) await send(t, view('/services')).expect(204);
    expect(await storedEvents(t.counter, t.eventsDir!)).toHaveLength(5);
    expect(await readyDropped(t)).toMatchObject({ rate: 3 });
  });

  it('keeps the traffic logs within the disk budget and counts what it dropped', async () => {
    // Two days on disk: today's views may take 90% of 4,000 bytes over two.
    const maxBytes = 4_000;
    const t = await createTestApp({ counting: { maxBytes, keepDays: 1 } });
    for (let i = 0; i < 40; i++) await send(t, view('/services')).expect(204);
    const stored = await storedEvents(t.counter, t.eventsDir!);
    const bytes = await trafficLogBytes(t.eventsDir!);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(stored.length).toBeGreaterThan(10);
    const status = (await request(t.app).get('/readyz').expect(200)).body as { checks: { traffic: Record<string, unknown> } };
    expect(status.checks.traffic).toMatchObject({ budgetBytes: maxBytes, dropped: { budget: 40 - stored.length } });
  });
});

describe('estimate requests, counted', () => {
  it('counts a stored request with its page and visit, and keeps the journey with the lead', async () => {
    const t = await createTestApp({ counting: {} });
    const source = {
      page: '/contact?x=1',
      landingPage: '/?utm_source=spring-mailer',
      utm: { utm_source: 'spring-mailer' },
      visit: VISIT,
      pages: ['/', '/services', '/contact'],
    };
    await request(t.app)
      .post('/api/contacts')
      .set('User-Agent', BROWSER_AGENT)
      .send({ ...contact, formToken: humanFormToken(), source })
      .expect(201);
    expect(await storedEvents(t.counter, t.eventsDir!)).toMatchObject([
      { type: 'lead', page: '/contact', visit: VISIT, utm: { source: 'spring-mailer' } },
    ]);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.source).toMatchObject({ visit: VISIT, pages: ['/', '/services', '/contact'] });
  });

  it('counts a request from the form without JavaScript, with no visit', async () => {
    const t = await createTestApp({ counting: {} });
    await request(t.app)
      .post('/contact')
      .set('User-Agent', BROWSER_AGENT)
      .type('form')
      .send({ ...contact, formToken: humanFormToken(), sourcePage: '/contact' })
      .expect(303);
    const [event] = await storedEvents(t.counter, t.eventsDir!);
    expect(event).toMatchObject({ type: 'lead', page: '/contact' });
    expect(event).not.toHaveProperty('visit');
  });

  it('stores but does not count a spam request (the honeypot filled in), and keeps its visit: the browser may be counted', async () => {
    const t = await createTestApp({ counting: {} });
    const source = { page: '/contact', visit: VISIT, pages: ['/contact'] };
    await request(t.app)
      .post('/api/contacts')
      .set({ 'User-Agent': BROWSER_AGENT })
      .send({ ...contact, formToken: humanFormToken(), source, website: 'http://spam.example' })
      .expect(201);
    expect(await storedEvents(t.counter, t.eventsDir!)).toEqual([]);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toBeDefined();
    expect(lead!.source).toMatchObject({ page: '/contact', visit: VISIT });
  });

  it.each([
    ['from a browser that sends Sec-GPC: 1', { 'Sec-GPC': '1' }],
    ['from a bot', { 'User-Agent': 'curl/8.5.0' }],
  ])('stores but does not count a request %s, and keeps no visit with it', async (_what, headers) => {
    const t = await createTestApp({ counting: {} });
    const source = { page: '/contact', visit: VISIT, pages: ['/contact'] };
    await request(t.app)
      .post('/api/contacts')
      .set({ 'User-Agent': BROWSER_AGENT, ...headers })
      .send({ ...contact, formToken: humanFormToken(), source })
      .expect(201);
    expect(await storedEvents(t.counter, t.eventsDir!)).toEqual([]);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toBeDefined();
    expect(lead!.source).toEqual({ page: '/contact' });
  });
});
