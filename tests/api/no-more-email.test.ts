// The visitor's page that stops the e-mails, behind the signed link of a
// review request: a GET shows one question and one button and changes
// nothing; a POST (the button, or a mail app's one-click unsubscribe)
// records it once; the page speaks the request's language; an altered link
// is refused.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';
import { createTestApp, humanFormToken, TEST_FORM_SECRET, type TestApp } from '../helpers/test-app';

const fields = { name: 'María López', email: 'maria@example.com', phone: '(718) 555-0100', location: 'Corona', message: 'Piso roto.' };

async function stopPath(t: TestApp, extra: object = {}) {
  const { id } = (
    await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, ...extra, formToken: humanFormToken() })
      .expect(201)
  ).body as { id: string };
  const url = new URL(createLeadPageLinks(TEST_FORM_SECRET, { page: 'no-more-email' }).url('http://127.0.0.1', id));
  return `${url.pathname}${url.search}`;
}

const stops = async (t: TestApp) =>
  (await readLeadLogs(await findLeadLogs(t.leadsFile))).leads.flatMap(({ events }) => events).filter((e) => e.event === 'emails-stopped');

describe('no more e-mails', () => {
  it('asks first (a GET stops nothing), records one stop however often it is posted, then says it is done', async () => {
    const t = await createTestApp();
    const path = await stopPath(t);
    const page = await request(t.app).get(path).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<button type="submit"');
    expect(page.text).toContain('Send me no more e-mails');
    expect(page.text).not.toContain('María');
    expect(await stops(t)).toHaveLength(0);

    await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200, 'No more e-mails will be sent.\n');
    await request(t.app).post(path).type('form').send({}).expect(303);
    expect(await stops(t)).toHaveLength(1);
    expect((await request(t.app).get(path).expect(200)).text).toContain('Done: we will send you no more e-mails about your request.');
  });

  it("speaks the request's language", async () => {
    const t = await createTestApp();
    const path = await stopPath(t, { language: 'es' });
    const page = (await request(t.app).get(path).expect(200)).text;
    expect(page).toContain('<html lang="es"');
    expect(page).toContain('No enviarme más correos');
  });

  it('refuses an altered or expired link (403) and an unknown one (404), recording nothing', async () => {
    const t = await createTestApp();
    const path = await stopPath(t);
    await request(t.app)
      .post(path.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`))
      .expect(403);
    const expired = createLeadPageLinks(TEST_FORM_SECRET, { page: 'no-more-email', days: -1 }).url(
      'http://127.0.0.1',
      path.split('/')[2]!.split('?')[0]!,
    );
    expect(
      (
        await request(t.app)
          .get(new URL(expired).pathname + new URL(expired).search)
          .expect(403)
      ).text,
    ).toContain('Call us at');
    // A lead page's link is not a stop link.
    const leadLink = new URL(createLeadPageLinks(TEST_FORM_SECRET).url('http://127.0.0.1', path.split('/')[2]!.split('?')[0]!));
    await request(t.app)
      .post(`/no-more-email/${leadLink.pathname.split('/')[2]}${leadLink.search}`)
      .expect(403);
    await request(t.app).get('/no-more-email/not-a-lead?expires=1&sig=x').expect(404);
    expect(await stops(t)).toHaveLength(0);
  });
});
