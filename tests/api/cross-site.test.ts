// What another site's page can make a visitor's browser send here: a beacon
// is not counted, a form post is stored flagged (and notified as flagged,
// never as clean), and form tokens cannot be harvested from one address or
// carried to another network unnoticed. The site's own pages work as before.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIMIT } from '../../server/leads/limits';
import { BROWSER_AGENT, storedEvents } from '../helpers/stored-traffic';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken, listening, type TestApp } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

const fields = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(718) 555-0100' };
const person = { ...fields, website: '' };
const VIEW = JSON.stringify({ type: 'view', path: '/services', visit: '0123456789abcdef' });

const beacon = (t: TestApp, headers: Record<string, string>, body = VIEW) =>
  request(t.app)
    .post('/api/footfall')
    .set({ 'User-Agent': BROWSER_AGENT, 'Content-Type': 'text/plain;charset=UTF-8', ...headers })
    .send(body)
    .expect(204);

const dropped = async (t: TestApp) =>
  ((await request(t.app).get('/readyz')).body as { checks: { traffic: { dropped: Record<string, number> } } }).checks.traffic.dropped;

describe('a beacon', () => {
  it.each([
    ['Sec-Fetch-Site says another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site says a sibling site', { 'Sec-Fetch-Site': 'same-site' }],
    ['Origin names another site', { Origin: 'https://forged-sources.example' }],
    ['Origin is opaque', { Origin: 'null' }],
  ])('when %s, is not counted (and the drop is)', async (_case, headers) => {
    const t = await createTestApp({ counting: {} });
    await beacon(t, headers);
    expect(await storedEvents(t.counter, t.eventsDir!)).toEqual([]);
    expect(await dropped(t)).toMatchObject({ 'cross-site': 1 });
  });

  it('from the site’s own page is counted, with Fetch Metadata and Origin or without them', async () => {
    const t = await createTestApp({ counting: {} });
    await beacon(t, {});
    await beacon(t, { 'Sec-Fetch-Site': 'same-origin', Host: 'terrazzo.test:8080', Origin: 'http://terrazzo.test:8080' });
    await beacon(t, { Origin: 'https://www.fiveboroughterrazzo.example' });
    expect(await storedEvents(t.counter, t.eventsDir!)).toHaveLength(3);
    expect(await dropped(t)).toMatchObject({ 'cross-site': 0, invalid: 0 });
  });

  it('of a type a page cannot send without asking (a form post) is not counted', async () => {
    const t = await createTestApp({ counting: {} });
    await beacon(t, { 'Content-Type': 'application/x-www-form-urlencoded' });
    await beacon(t, { 'Content-Type': 'application/json' });
    expect(await storedEvents(t.counter, t.eventsDir!)).toHaveLength(1);
    expect(await dropped(t)).toMatchObject({ invalid: 1 });
  });
});

describe('a form post', () => {
  it('auto-submitted by another site’s page (Origin: null) is stored, flagged cross-site, not as spam', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/contact')
      .type('form')
      .set({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })
      .send({ ...person, formToken: humanFormToken() })
      .expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ ...fields, flagged: ['cross-site'] });
    expect(lead).not.toHaveProperty('spam');
  });

  it('from the site’s own contact page is stored clean', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/contact')
      .type('form')
      .set({ 'Sec-Fetch-Site': 'same-origin' })
      .send({ ...person, formToken: humanFormToken() })
      .expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).not.toHaveProperty('flagged');
    expect(lead).not.toHaveProperty('spam');
  });
});

describe('form tokens', () => {
  it(`1,000 asks from one address get ${TOKEN_LIMIT.limit} tokens, then 429 with the phone number; another address still gets one`, async () => {
    const app = listening((await createTestApp({ trustProxy: 'loopback' })).app);
    const statuses: number[] = [];
    for (let i = 0; i < 1_000; i++) statuses.push((await request(app).get('/api/form-token').set('X-Forwarded-For', '203.0.113.5')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(TOKEN_LIMIT.limit);
    const refused = await request(app).get('/api/form-token').set('X-Forwarded-For', '203.0.113.5').expect(429);
    expect(expectProblem(refused, 'rate-limited', 429).detail).toContain('(718) 555-0142');
    expect(refused.headers['cache-control']).toBe('no-store');
    const other = await request(app).get('/api/form-token').set('X-Forwarded-For', '198.51.100.7').expect(200);
    expect(other.body.token).toEqual(expect.any(String));
  });

  it('the form page without JavaScript counts against the same allowance', async () => {
    const t = await createTestApp({ trustProxy: 'loopback' });
    for (let i = 0; i < TOKEN_LIMIT.limit; i++)
      await request(t.app).get('/api/form-token').set('X-Forwarded-For', '203.0.113.9').expect(200);
    await request(t.app).get('/contact/form').set('X-Forwarded-For', '203.0.113.9').expect(429);
  });

  it('a token sent from another network than it was issued to is stored flagged token-moved; one from the same network (another address in it) is clean', async () => {
    const t = await createTestApp({ trustProxy: 'loopback' });
    const tokenFor = async (address: string) =>
      ((await request(t.app).get('/api/form-token').set('X-Forwarded-For', address).expect(200)).body as { token: string }).token;
    const post = async (address: string, formToken: string) =>
      request(t.app)
        .post('/api/contacts')
        .set('X-Forwarded-For', address)
        .send({ ...person, formToken })
        .expect(201);
    const moved = await tokenFor('203.0.113.5');
    const stayed = await tokenFor('2001:db8:1:2::5');
    // A person needs a few seconds to fill in the form (too-fast is spam).
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    await post('198.51.100.7', moved);
    await post('2001:db8:1:9::77', stayed);
    const [first, second] = await storedLeads(t.leadsFile);
    expect(first).toMatchObject({ flagged: ['token-moved'] });
    expect(first).not.toHaveProperty('spam');
    expect(second).not.toHaveProperty('flagged');
    expect(second).not.toHaveProperty('spam');
  });
});
