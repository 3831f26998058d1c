// Lead source (first-party attribution): where each stored request came from.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BROWSER_AGENT } from '../helpers/stored-traffic';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken } from '../helpers/test-app';

const fields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracks.',
};
const valid = (overrides: Record<string, unknown> = {}) => ({ ...fields, formToken: humanFormToken(), website: '', ...overrides });

describe('POST /api/contacts with a source', () => {
  it('stores the page, landing page, referrer and utm parameters with the request', async () => {
    const t = await createTestApp();
    const source = {
      page: '/contact',
      landingPage: '/services/restoration?utm_source=newsletter&utm_campaign=spring',
      referrer: 'https://news.example.org/issue-12',
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'lobby', utm_content: 'footer-link' },
    };
    await request(t.app).post('/api/contacts').send(valid({ source })).expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ ...fields, source });
  });

  it('drops what is invalid and keeps the rest; the request is stored all the same', async () => {
    const t = await createTestApp();
    const source = {
      page: 'https://elsewhere.example/contact',
      landingPage: `/${'x'.repeat(600)}`,
      referrer: 'javascript:alert(1)',
      utm: { utm_source: 'google', utm_medium: 42, utm_campaign: 'x'.repeat(401), utm_id: 'not-kept', gclid: 'not-kept' },
      extra: 'not kept',
    };
    await request(t.app).post('/api/contacts').send(valid({ source })).expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.source).toEqual({ utm: { utm_source: 'google' } });
  });

  it('keeps a campaign, a referrer and pages without their bidirectional and zero-width characters', async () => {
    const t = await createTestApp();
    const source = {
      landingPage: '/gallery',
      referrer: 'https://mail.example.net/\u200binbox',
      utm: { utm_source: '\u202espring-mailer', utm_campaign: 'ap\u200dril\ufeff' },
    };
    await request(t.app).post('/api/contacts').send(valid({ source })).expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.source).toMatchObject({
      referrer: 'https://mail.example.net/inbox',
      utm: { utm_source: 'spring-mailer', utm_campaign: 'april' },
    });
  });

  it.each([
    ['a string', 'google'],
    ['an array', ['/contact']],
    ['null', null],
    ['a number', 7],
  ])('when the source is %s, the request is stored without one', async (_what, source) => {
    const t = await createTestApp();
    await request(t.app).post('/api/contacts').send(valid({ source })).expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).not.toHaveProperty('source');
  });

  it('without a source, records the Referer of a page of this site as the page', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .set('Host', 'www.fiveboroughterrazzo.example')
      .set('Referer', 'https://www.fiveboroughterrazzo.example/services/restoration?x=1')
      .send(valid())
      .expect(201);
    await request(t.app)
      .post('/api/contacts')
      .set('Referer', 'https://elsewhere.example/form')
      .send(valid({ message: 'second' }))
      .expect(201);
    const [fromUs, fromElsewhere] = await storedLeads(t.leadsFile);
    expect(fromUs!.source).toEqual({ page: '/services/restoration?x=1' });
    expect(fromElsewhere).not.toHaveProperty('source');
  });
});

describe('POST /contact (no JavaScript) and the source', () => {
  it('the contact page carries the hidden field with its own path', async () => {
    const t = await createTestApp();
    const res = await request(t.app).get('/contact').expect(200);
    expect(res.text).toMatch(/<input type="hidden" name="sourcePage" value="\/contact"\/>/);
  });

  it('stores the hidden field as the page', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/contact')
      .type('form')
      .send(valid({ sourcePage: '/contact' }))
      .expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.source).toEqual({ page: '/contact' });
  });

  it('without the hidden field, stores the Referer (a page of this site, by the request host or SITE_URL) as the page', async () => {
    const t = await createTestApp();
    const siteUrl = t.content.current.business.siteUrl;
    await request(t.app).post('/contact').type('form').set('Referer', `${siteUrl}/contact?from=footer`).send(valid()).expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.source).toEqual({ page: '/contact?from=footer' });
  });

  it('a hidden field that is no path of this site is dropped, and the request is stored', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/contact')
      .type('form')
      .send(valid({ sourcePage: '//evil.example/x' }))
      .expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject(fields);
    expect(lead).not.toHaveProperty('source');
  });
});

describe('a source page that is no URL', () => {
  it('is stored and answered 201 while the site counts requests (counting never fails a stored request)', async () => {
    const t = await createTestApp({ counting: {} });
    await request(t.app)
      .post('/api/contacts')
      .set('User-Agent', BROWSER_AGENT)
      .send(valid({ source: { page: '/\\', visit: '0123456789abcdef' } }))
      .expect(201);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });
});
