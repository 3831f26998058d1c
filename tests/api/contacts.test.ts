import { mkdir, readFile, rm } from 'node:fs/promises';
import request from 'supertest';
import { LEAD_RECORD_VERSION } from '../../server/leads/lead-record';
import { describe, expect, it } from 'vitest';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken, listening } from '../helpers/test-app';
import { expectProblem } from '../helpers/problem';

const fields = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Lobby floor has cracks.',
};
/** A request as the site's form sends it: the fields, the form token, the empty honeypot. */
const valid = (overrides: Record<string, unknown> = {}) => ({ ...fields, formToken: humanFormToken(), website: '', ...overrides });

describe('POST /api/contacts', () => {
  it('when the request is valid, answers 201 with id and time, and the request is one line in the log', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/contacts')
      .send(valid({ name: '  Ada Lovelace  ' }))
      .expect(201);
    expect(res.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const lines = (await readFile(t.leadsFile, 'utf8')).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({
      v: LEAD_RECORD_VERSION,
      ...fields,
      id: res.body.id,
      receivedAt: res.body.receivedAt,
      idempotencyKey: expect.any(String),
      fieldsHash: expect.any(String),
    });
  });

  it('accepts a request with only the required fields', async () => {
    const t = await createTestApp();
    await request(t.app)
      .post('/api/contacts')
      .send({ name: 'A', email: 'a@example.com', phone: '7185550100', formToken: humanFormToken() })
      .expect(201);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead).toMatchObject({ service: '', location: '', message: '' });
  });

  it.each([
    ['the phone is missing', { phone: undefined }, 'phone', 'required'],
    ['the name is only spaces', { name: '   ' }, 'name', 'required'],
    ['the e-mail is malformed', { email: 'ada-at-example' }, 'email', 'not-an-email'],
    ['the service is not one of the four', { service: 'commercial' }, 'service', 'not-offered'],
    ['the message is too long', { message: 'x'.repeat(5001) }, 'message', 'too-long'],
    ['a field is not text', { location: 42 }, 'location', 'other'],
  ])('when %s, answers 400 naming the field and stores nothing', async (_situation, change, field, code) => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/contacts').send(valid(change)).expect(400);
    const problem = expectProblem(res, 'invalid-fields', 400);
    expect(problem.errors).toEqual({ [field]: code });
    expect(problem.detail).toBe('Please check the highlighted fields.');
    expect(await storedLeads(t.leadsFile)).toEqual([]);
  });

  it('when the body is malformed JSON, answers 400 in JSON without a stack trace', async () => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/contacts').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(expectProblem(res, 'not-json', 400).detail).toMatch(/not valid JSON/);
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('when the body is over 16 KB, answers 413 in JSON', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/api/contacts')
      .send(valid({ message: 'x'.repeat(17 * 1024) }))
      .expect(413);
    expect(expectProblem(res, 'body-too-large', 413).detail).toMatch(/16 KB/);
  });

  it('when the body is not JSON, answers 415', async () => {
    const t = await createTestApp();
    const res = await request(t.app).post('/api/contacts').type('form').send('name=Ada').expect(415);
    expect(expectProblem(res, 'json-required', 415).detail).toMatch(/Content-Type: application\/json/);
  });

  it('1,000 concurrent posts give 1,000 distinct, complete lines', async () => {
    const t = await createTestApp();
    const { port } = listening(t.app).address() as { port: number };
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/api/contacts`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(valid({ message: `request ${i}` })),
        }).then((r) => r.status),
      ),
    );
    expect(results.filter((status) => status === 201)).toHaveLength(1000);
    const leads = await storedLeads(t.leadsFile, () => expect.fail('a torn line'));
    expect(leads).toHaveLength(1000);
    expect(new Set(leads.map((l) => l.message)).size).toBe(1000);
    expect(new Set(leads.map((l) => l.id)).size).toBe(1000);
  });

  it('when the log cannot be written, answers 503 with the phone number, and writes resume once it can', async () => {
    const t = await createTestApp();
    // A folder where the log file should be: every open fails, even for root.
    await mkdir(t.leadsFile, { recursive: true });
    const res = await request(t.app).post('/api/contacts').send(valid()).expect(503);
    expect(expectProblem(res, 'not-stored', 503).detail).toContain('(718) 555-0142');
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    await request(t.app).get('/api/services').expect(200);

    await rm(t.leadsFile, { recursive: true });
    await request(t.app)
      .post('/api/contacts')
      .send(valid({ message: 'after the fault' }))
      .expect(201);
    expect((await storedLeads(t.leadsFile)).map((l) => l.message)).toEqual(['after the fault']);
  });
});
