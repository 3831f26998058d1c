// What a request became, recorded from the business's private lead page: a
// step, a quote or a win with its amount, a loss with its reason; an event
// in the log each, a refusal when something is missing.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';
import { createTestApp, humanFormToken, TEST_FORM_SECRET, type TestApp } from '../helpers/test-app';

const fields = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracked 1950s lobby floor.',
};

const send = (t: TestApp) =>
  request(t.app)
    .post('/api/contacts')
    .send({ ...fields, formToken: humanFormToken() });

describe('the lead page, for what the request became', () => {
  it('records a win with its amount and a loss with its reason; refuses one without, recording nothing', async () => {
    const t = await createTestApp();
    const { id } = (await send(t).expect(201)).body as { id: string };
    const url = new URL(createLeadPageLinks(TEST_FORM_SECRET).url('http://127.0.0.1', id));
    const path = `${url.pathname}${url.search}`;
    const tap = (fields: Record<string, string>) =>
      request(t.app).post(path).set('Origin', 'http://127.0.0.1').set('Sec-Fetch-Site', 'same-origin').type('form').send(fields);

    expect((await tap({ event: 'lost', amount: '', reason: '', note: '' }).expect(409)).text).toMatch(
      /^Not recorded: a loss needs its reason/,
    );
    await tap({ event: 'quoted', amount: '14,500', reason: '', note: '' }).expect(303);
    await tap({ event: 'won', amount: '12000', reason: '', note: '' }).expect(303);
    const { leads } = await readLeadLogs(await findLeadLogs(t.leadsFile));
    expect(leads[0]!.events.map(({ event, amount }) => [event, amount])).toEqual([
      ['quoted', 14500],
      ['won', 12000],
    ]);
    const page = (await request(t.app).get(path).expect(200)).text;
    expect(page).toContain('<strong>Status:</strong> won · quoted $14,500 · won $12,000');
  });
});
