// A request sent from a Spanish page knows its language: stored with
// `language: "es"` whether the form ran with JavaScript or without, marked
// [ES] in the business's notification; an English request is as it was.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { leadEmail } from '../../server/leads/notifications/lead-email';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken } from '../helpers/test-app';

const person = { name: 'María Rodríguez', email: 'maria@example.com', phone: '(718) 555-0100', location: 'Corona' };

describe('a request from a Spanish page', () => {
  it('is stored with language "es" when the form says so', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: humanFormToken(), language: 'es' })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead?.language).toBe('es');
  });

  it('is stored with language "es" when only the page it was sent from says so', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: humanFormToken(), source: { page: '/es/contacto' } })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead?.language).toBe('es');
  });

  it('without JavaScript, posted to /es/contacto: stored with language "es", and the Spanish confirmation follows', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/es/contacto')
      .type('form')
      .send({ ...person, formToken: humanFormToken(), sourcePage: '/es/contacto', language: 'es' })
      .expect(303);
    expect(res.headers.location).toBe('/es/contacto?sent=1');
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead?.language).toBe('es');
    const page = await request(t.app).get(res.headers.location!).expect(200);
    expect(page.text).toMatch(/^<!DOCTYPE html><html lang="es">/);
  });

  it('without JavaScript, a rejected field brings back the Spanish page with what was typed', async () => {
    const t = await createTestApp();
    const token = humanFormToken();
    const res = await request(t.app)
      .post('/es/contacto')
      .type('form')
      .send({ ...person, phone: '', formToken: token, language: 'es' })
      .expect(400);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(res.text).toContain(`name="formToken" value="${token}"`);
    expect(res.text).toContain('value="María Rodríguez"');
    expect(await storedLeads(t.leadsFile)).toEqual([]);
  });

  it('is marked [ES] in the subject of the notification, and said in its body', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: humanFormToken(), language: 'es' })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    const email = leadEmail(lead!, { businessName: 'Five Borough Terrazzo', serviceName: (slug) => slug });
    expect(email.subject).toBe('[ES] New estimate request: María Rodríguez');
    expect(email.text).toContain('Spanish: sent from a Spanish page');
  });
});

describe('a request from an English page', () => {
  it('is stored without a language, and its subject is as it was', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: humanFormToken(), source: { page: '/contact' } })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).not.toHaveProperty('language');
    expect(leadEmail(lead!, { businessName: 'Five Borough Terrazzo', serviceName: (slug) => slug }).subject).toBe(
      'New estimate request: María Rodríguez',
    );
  });

  it('a language the site does not have is ignored', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ ...person, formToken: humanFormToken(), language: 'fr' })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).not.toHaveProperty('language');
  });
});
