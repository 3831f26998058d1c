// Dated site visits through the API: the slots on offer with their places,
// a request that holds one (JSON and the form without JavaScript), one that
// comes when its slot is full or names one not on offer: each stored, the
// places counted, the doubt flagged for the business.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { businessDay } from '../../shared/new-york-time';
import { storedLeads } from '../helpers/stored-leads';
import { createTestApp, humanFormToken, TEST_FORM_SECRET, type TestApp } from '../helpers/test-app';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { findLeadLogs, readLeadLogs } from '../../server/leads/lead-logs';

const fields = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Cracked 1950s lobby floor.',
};

interface Slot {
  id: string;
  start: string;
  end: string;
  available: number;
}

const slotsOf = async (t: TestApp): Promise<Slot[]> => (await request(t.app).get('/api/visit-slots').expect(200)).body.slots as Slot[];
const placesIn = async (t: TestApp, id: string) => (await slotsOf(t)).find((slot) => slot.id === id)?.available;

const send = (t: TestApp, body: Record<string, unknown>) =>
  request(t.app)
    .post('/api/contacts')
    .send({ ...fields, formToken: humanFormToken(), ...body });

describe('GET /api/visit-slots', () => {
  it('lists the slots on offer in New York time, from a day after today, each with every crew free, never cached', async () => {
    const t = await createTestApp();
    const res = await request(t.app).get('/api/visit-slots').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.timeZone).toBe('America/New_York');
    const slots = res.body.slots as Slot[];
    expect(slots.length).toBeGreaterThanOrEqual(5);
    const today = businessDay(Date.now());
    for (const slot of slots) {
      expect(slot.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      // The id is the New York wall clock of the start; the offset is New York's that day.
      expect(slot.start.slice(0, 16)).toBe(slot.id);
      expect(slot.start).toMatch(/-0[45]:00$/);
      expect(Date.parse(slot.end)).toBeGreaterThan(Date.parse(slot.start));
      expect(slot.id.slice(0, 10) > today).toBe(true);
      // The sample schedule: two crews, weekdays 8–10 and 1–3, Saturday 9–11.
      expect(slot.available).toBe(2);
      expect(['08:00', '13:00', '09:00']).toContain(slot.id.slice(11));
    }
  });
});

describe('a request for a dated site visit', () => {
  it('holds a place: the answer says so, the slot has one place fewer, the stored request carries it', async () => {
    const t = await createTestApp();
    const [slot] = await slotsOf(t);
    const res = await send(t, { visit: { slot: slot!.id } }).expect(201);
    expect(res.body.slot).toEqual({ id: slot!.id, start: slot!.start, end: slot!.end, held: true });
    expect(await placesIn(t, slot!.id)).toBe(1);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.visit).toEqual({ windows: [], access: [], slot: { id: slot!.id, start: slot!.start, end: slot!.end, held: true } });
    expect(lead!.flagged).toBeUndefined();
  });

  it('sent again with its Idempotency-Key, holds nothing more and answers the same', async () => {
    const t = await createTestApp();
    const [slot] = await slotsOf(t);
    const body = { ...fields, formToken: humanFormToken(), visit: { slot: slot!.id } };
    const first = await request(t.app).post('/api/contacts').set('Idempotency-Key', 'visit-key-0001').send(body).expect(201);
    const again = await request(t.app).post('/api/contacts').set('Idempotency-Key', 'visit-key-0001').send(body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await placesIn(t, slot!.id)).toBe(1);
    expect(await storedLeads(t.leadsFile)).toHaveLength(1);
  });

  it('when the slot is full, is stored all the same, flagged, and offered the next slots with a place', async () => {
    const t = await createTestApp();
    const [slot] = await slotsOf(t);
    for (let i = 0; i < 2; i++) await send(t, { visit: { slot: slot!.id } }).expect(201);
    expect(await placesIn(t, slot!.id)).toBe(0);

    const res = await send(t, { visit: { slot: slot!.id }, email: 'late@example.com' }).expect(201);
    expect(res.body.slot).toMatchObject({ id: slot!.id, held: false });
    expect(res.body.slot.next).toHaveLength(3);
    expect(res.body.slot.next.map((next: Slot) => next.id)).not.toContain(slot!.id);
    expect(res.body.slot.next.every((next: Slot) => next.available > 0)).toBe(true);
    expect(await placesIn(t, slot!.id)).toBe(0);
    const late = (await storedLeads(t.leadsFile)).find((lead) => lead.email === 'late@example.com');
    expect(late!.visit!.slot).toEqual({ id: slot!.id, start: slot!.start, end: slot!.end, held: false });
    expect(late!.flagged).toEqual(['slot-taken']);
  });

  it('naming a slot not on offer (malformed, past, today, outside the windows), is stored without one and flagged', async () => {
    const t = await createTestApp();
    const today = businessDay(Date.now());
    for (const id of ['next tuesday', '2020-01-06T08:00', `${today}T13:00`, `${(await slotsOf(t))[0]!.id.slice(0, 10)}T17:00`, { a: 1 }]) {
      const res = await send(t, { visit: { slot: id }, email: `x${Math.random()}@example.com` }).expect(201);
      expect(res.body.slot, JSON.stringify(id)).toBeUndefined();
    }
    const leads = await storedLeads(t.leadsFile);
    expect(leads).toHaveLength(5);
    for (const lead of leads) {
      expect(lead.visit?.slot).toBeUndefined();
      expect(lead.flagged).toEqual(['slot-invalid']);
    }
  });

  it('is answered with the receipt alone when it names no slot, as the spec has it', async () => {
    const t = await createTestApp();
    const res = await send(t, {}).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'receivedAt']);
  });

  it('holds nothing for a request screened as spam', async () => {
    const t = await createTestApp();
    const [slot] = await slotsOf(t);
    await send(t, { visit: { slot: slot!.id }, website: 'http://spam.example' }).expect(201);
    expect(await placesIn(t, slot!.id)).toBe(2);
  });

  it('from the form without JavaScript, holds the slot chosen', async () => {
    const t = await createTestApp();
    const [, slot] = await slotsOf(t);
    await request(t.app)
      .post('/contact')
      .set('Origin', 'http://127.0.0.1')
      .type('form')
      .send({ ...fields, formToken: humanFormToken(), visitSlot: slot!.id })
      .expect(303);
    const [lead] = await storedLeads(t.leadsFile);
    expect(lead!.visit?.slot).toMatchObject({ id: slot!.id, held: true });
    expect(await placesIn(t, slot!.id)).toBe(1);
  });
});

describe('the lead page, for the site visit', () => {
  /** The lead page's path, and a tap on one of its buttons (the page's own form). */
  const leadPage = (t: TestApp, id: string) => {
    const url = new URL(createLeadPageLinks(TEST_FORM_SECRET).url('http://127.0.0.1', id));
    const path = `${url.pathname}${url.search}`;
    const tap = (fields: Record<string, string>) =>
      request(t.app).post(path).set('Origin', 'http://127.0.0.1').set('Sec-Fetch-Site', 'same-origin').type('form').send(fields);
    return { path, tap };
  };
  const eventsOf = async (t: TestApp) => (await readLeadLogs(await findLeadLogs(t.leadsFile))).leads[0]!.events.map((event) => event.event);

  it('shows the slot booked, confirms it, moves it to a slot with a place, and cancels it, each an event in the log', async () => {
    const t = await createTestApp();
    const [first, second] = await slotsOf(t);
    const { id } = (await send(t, { visit: { slot: first!.id } }).expect(201)).body as { id: string };
    const page = leadPage(t, id);

    const shown = (await request(t.app).get(page.path).expect(200)).text;
    expect(shown).toContain('held for the visitor: confirm it with them');
    expect(shown).toContain('>Confirm visit</button>');
    expect(shown).toContain(`<option value="${second!.id}">`);

    await page.tap({ event: 'visit-confirmed' }).expect(303);
    expect((await request(t.app).get(page.path).expect(200)).text).toMatch(/Site visit:<\/strong> [^<]*, confirmed/);
    await page.tap({ event: 'visit-moved', slot: second!.id }).expect(303);
    await page.tap({ event: 'visit-cancelled' }).expect(303);
    expect(await eventsOf(t)).toEqual(['visit-confirmed', 'visit-moved', 'visit-cancelled']);
    expect((await request(t.app).get(page.path).expect(200)).text).toMatch(/Site visit:<\/strong> [^<]*, cancelled/);
  });

  it('refuses, recording nothing, a move to a slot not on offer, or a confirmation with no visit booked', async () => {
    const t = await createTestApp();
    const { id } = (await send(t, {}).expect(201)).body as { id: string };
    const page = leadPage(t, id);
    const confirm = await page.tap({ event: 'visit-confirmed' }).expect(409);
    expect(confirm.text).toBe('Not done: this request booked no site visit (move it to a slot to book one).\n');
    expect((await page.tap({ event: 'visit-moved', slot: '2020-01-06T08:00' }).expect(409)).text).toMatch(/that slot is not on offer/);
    expect(await eventsOf(t)).toEqual([]);
  });
});

describe("the visitor's page of their site visit", () => {
  const visitPage = (t: TestApp, id: string, page: 'visit' | 'lead' = 'visit') => {
    const url = new URL(createLeadPageLinks(TEST_FORM_SECRET, { page }).url('http://127.0.0.1', id));
    const path = `/visit${url.pathname.slice(url.pathname.indexOf('/', 1))}${url.search}`;
    const post = (fields: Record<string, string>) =>
      request(t.app).post(path).set('Origin', 'http://127.0.0.1').set('Sec-Fetch-Site', 'same-origin').type('form').send(fields);
    return { path, post };
  };

  it('shows the visit held, moves it to another free time and cancels it, in the log as the visitor did it; never cached or indexed', async () => {
    const t = await createTestApp();
    const [first, second] = await slotsOf(t);
    const { id } = (await send(t, { visit: { slot: first!.id } }).expect(201)).body as { id: string };
    const page = visitPage(t, id);

    const shown = await request(t.app).get(page.path).expect(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.text).toContain(': held for you. We will call to confirm it.');
    expect(shown.text).toMatch(new RegExp(`<input type="radio"[^>]* name="slot"[^>]* value="${second!.id}"`));
    expect(shown.text).not.toMatch(new RegExp(`value="${first!.id}"`));
    expect(shown.text).toContain('>Cancel my visit</button>');

    await page.post({ action: 'move', slot: second!.id }).expect(303);
    const { leads } = await readLeadLogs(await findLeadLogs(t.leadsFile));
    expect(leads[0]!.events).toMatchObject([{ event: 'visit-moved', by: 'visitor', slot: { id: second!.id } }]);
    expect((await request(t.app).get(page.path).expect(200)).text).toContain(': held for you.');
    await page.post({ action: 'cancel' }).expect(303);
    expect((await request(t.app).get(page.path).expect(200)).text).toMatch(/Your visit of [^<]+ is cancelled\./);
    // The business may confirm; the visitor may not.
    await page.post({ action: 'confirm' }).expect(400);
  });

  it('says why a move could not be made, in Spanish for a Spanish request, and writes nothing', async () => {
    const t = await createTestApp();
    const [first, second] = await slotsOf(t);
    for (let i = 0; i < 2; i++) await send(t, { visit: { slot: second!.id }, email: `full${i}@example.com` }).expect(201);
    const { id } = (await send(t, { visit: { slot: first!.id }, language: 'es' }).expect(201)).body as { id: string };
    const refused = await visitPage(t, id).post({ action: 'move', slot: second!.id }).expect(409);
    expect(refused.text).toContain('<html lang="es">');
    expect(refused.text).toContain('Ese horario se acaba de ocupar. Por favor, elija otro.');
    const { leads } = await readLeadLogs(await findLeadLogs(t.leadsFile));
    expect(leads.flatMap(({ events }) => events)).toEqual([]);
  });

  it('is not opened by the link to the business page of the same request, nor by a changed one', async () => {
    const t = await createTestApp();
    const [first] = await slotsOf(t);
    const { id } = (await send(t, { visit: { slot: first!.id } }).expect(201)).body as { id: string };
    await request(t.app)
      .get(visitPage(t, id, 'lead').path)
      .expect(403);
    await request(t.app).get(visitPage(t, id).path.replace(/sig=./, 'sig=A')).expect(403);
  });
});
