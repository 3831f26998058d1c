// The dated site visits in the estimate's fields, as the server renders
// them: never in the contact page (cached, the same bytes for everyone: the
// form's script fetches them), listed as radio buttons in the form page
// without JavaScript (made for one visitor), in both languages; and the
// confirmation's word on the time a request asked for.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import ContactConfirmation from '../../client/components/contact-confirmation';
import type { SentRequest, SlotAnswer } from '../../client/components/contact-form';
import { ContactFormFrame } from '../../client/components/contact-form-frame';
import type { OpenSlot } from '../../client/components/estimate/estimate-fields';
import { CurrentRouteContext } from '../../client/current-route';
import { createQueryClient } from '../../client/data/api-client';
import { listQuery, readQuery } from '../../client/data/queries';
import { registerSpanish } from '../../client/messages';
import type { BusinessProfile, Price } from '../../shared/api-types';
import type { Language } from '../../shared/language';
import { spanish } from '../../shared/messages/es';
import { slotLabel } from '../../shared/visit-slots';
import { visibleText } from '../helpers/html';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let business: BusinessProfile;
let prices: Price[];
beforeAll(async () => {
  registerSpanish(spanish);
  t = await createTestApp();
  business = (await request(t.app).get('/api/business').expect(200)).body as BusinessProfile;
  prices = t.content.current.prices.items;
});

/** A slot of a December 2026 day (a Tuesday is the 1st), New York winter time. */
const slot = (day: number, start: number, end: number, available = 2): OpenSlot => {
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  const at = (hour: number) => `${date}T${String(hour).padStart(2, '0')}:00`;
  return { id: at(start), start: `${at(start)}:00-05:00`, end: `${at(end)}:00-05:00`, available };
};

/** Four days on offer; the 2nd's first slot is full, the 3rd has no place left at all. */
const SLOTS = [slot(1, 8, 10), slot(1, 13, 15, 1), slot(2, 8, 10, 0), slot(2, 10, 12), slot(3, 8, 10, 0), slot(4, 8, 10), slot(5, 9, 11)];

const frame = (language: Language, slots?: OpenSlot[]) =>
  renderToStaticMarkup(
    <ContactFormFrame
      business={business}
      prices={prices}
      slots={slots}
      stylesheet="/app.css"
      token="TOKEN"
      page={language === 'es' ? '/es/contacto' : '/contact'}
    />,
  );

/** Text with its spaces as one (the labels' no-break spaces included). */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each radio of the times, as value and whole label (the day read once by the eye is in every label), spaces made plain. */
const slotRadios = (html: string) =>
  [...html.matchAll(/<label class="slot-time"><input type="radio" name="visitSlot" value="([^"]*)"[^>]*\/>(.*?)<\/label>/g)].map(
    ([, value, label]) => [value, plain(visibleText(label!))],
  );

describe('the form page without JavaScript', () => {
  it('lists the first three days with a free time as radio buttons, their labels dated, full times left out, and "None of these work" last', () => {
    const html = frame('en', SLOTS);
    expect(slotRadios(html)).toEqual([
      ['2026-12-01T08:00', 'Tue, Dec 1 · 8–10 a.m.'],
      ['2026-12-01T13:00', 'Tue, Dec 1 · 1–3 p.m.'],
      ['2026-12-02T10:00', 'Wed, Dec 2 · 10 a.m.–12 p.m.'],
      ['2026-12-04T08:00', 'Fri, Dec 4 · 8–10 a.m.'],
    ]);
    expect(html).toContain('<legend>Pick a time for the site visit</legend>');
    expect(html).toMatch(/<input type="radio" name="visitSlot" value=""\/><span>None of these work/);
    // Nothing that needs a script, and the windows below for whoever none suits.
    expect(html).not.toContain('Show more days');
    expect(html).not.toContain('data-loading');
    expect(html).toContain('name="visitWindows"');
    expect(html.indexOf('name="visitSlot"')).toBeLessThan(html.indexOf('name="visitWindows"'));
  });

  it('in Spanish: Spanish labels and words', () => {
    const html = frame('es', SLOTS);
    expect(slotRadios(html).map(([, label]) => label)).toEqual([
      'mar 1 de dic · 8–10 a.m.',
      'mar 1 de dic · 1–3 p.m.',
      'mié 2 de dic · 10 a.m.–12 p.m.',
      'vie 4 de dic · 8–10 a.m.',
    ]);
    const text = visibleText(html);
    for (const words of ['Elija un horario para la visita', 'Ninguno me sirve']) expect(text).toContain(words);
    for (const words of ['Pick a time', 'None of these work', 'Tue,', 'Dec ']) expect(text).not.toContain(words);
  });

  it('without the places (they could not be counted), the visit windows alone', () => {
    const html = frame('en');
    expect(html).not.toContain('name="visitSlot"');
    expect(html).toContain('name="visitWindows"');
  });

  it('with no free time at all, the windows and a line to choose them', () => {
    const html = frame('en', [slot(1, 8, 10, 0)]);
    expect(html).not.toContain('visit-slots');
    expect(visibleText(html)).toContain(
      'We cannot show open times just now. Choose the times that suit you and we call you to agree a day.',
    );
  });

  it('GET /contact/form lists the times on offer now, with their places, never cached', async () => {
    const res = await request(t.app).get('/contact/form').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const offered = (await request(t.app).get('/api/visit-slots').expect(200)).body.slots as OpenSlot[];
    const firstDays = [...new Set(offered.map((open) => open.id.slice(0, 10)))].slice(0, 3);
    expect(slotRadios(res.text)).toEqual(
      offered.filter((open) => firstDays.includes(open.id.slice(0, 10))).map((open) => [open.id, plain(slotLabel(open, 'en'))]),
    );
  });
});

describe('the contact page (cached)', () => {
  it('carries no time: only a placeholder for them, which the form fills once it runs (and hides without a script)', async () => {
    const { text: html } = await request(t.app).get('/contact').expect(200);
    expect(html).not.toContain('name="visitSlot"');
    expect(html).toMatch(/<fieldset class="choice-group visit-slots" data-loading="">/);
    expect(visibleText(html)).toContain('Finding open times…');
    expect(html).not.toMatch(/\d{1,2}(:\d\d)?\u00a0[ap]\.m\./);
  });
});

/** The confirmation of a request sent from the page, in `language`. */
function confirmation(language: Language, slotAnswer: SlotAnswer) {
  const client = createQueryClient({ server: true });
  client.setQueryData(readQuery('business', language).queryKey, business);
  client.setQueryData(listQuery('prices', undefined, language).queryKey, prices);
  const path = language === 'es' ? '/es/contacto' : '/contact';
  const sent: SentRequest = {
    id: '0ef95b96-9b2e-4515-ac72-00a0908eef03',
    fields: { name: 'Ana', email: 'ana@example.com', phone: '718 555 0100', service: '', location: '', message: '' },
    estimate: {},
    photos: [],
    photosNotKept: [],
    slot: slotAnswer,
  };
  return visibleText(
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <StaticRouter location={path}>
          <CurrentRouteContext.Provider
            value={{ Page: () => null, head: { title: '' }, params: {}, language, otherLanguage: { language, path } }}
          >
            <ContactConfirmation request={sent} onWriteAgain={() => {}} />
          </CurrentRouteContext.Provider>
        </StaticRouter>
      </QueryClientProvider>,
    ),
  );
}

describe('the confirmation of a request that asked for a time', () => {
  const [held, next1, next2] = [slot(1, 8, 10), slot(2, 10, 12), slot(4, 8, 10)] as [OpenSlot, OpenSlot, OpenSlot];

  it('held: names the time, held, and the call confirms it', () => {
    const text = confirmation('en', { ...held, held: true });
    expect(text).toContain('Site visit Tue, Dec 1 · 8–10 a.m. Held for you. We will call to confirm it.');
    expect(text).toContain('We call you at 718 555 0100 to go through it and to confirm the visit.');
    expect(confirmation('es', { ...held, held: true })).toContain(
      'Su visita mar 1 de dic · 8–10 a.m. Se la reservamos. Le llamaremos para confirmarla.',
    );
  });

  it('taken just before: says so, with the times still open', () => {
    const text = confirmation('en', { ...held, held: false, next: [next1, next2] });
    expect(text).toContain(
      'Site visit Tue, Dec 1 · 8–10 a.m. That time was taken just before you sent. We will call to agree another, or pick one of these when we do: Wed, Dec 2 · 10 a.m.–12 p.m. Fri, Dec 4 · 8–10 a.m.',
    );
    expect(text).toContain('to agree a day for a visit');
    expect(confirmation('en', { ...held, held: false, next: [] })).toContain(
      'That time was taken just before you sent. We will call to agree another.',
    );
    expect(confirmation('es', { ...held, held: false, next: [next1] })).toContain(
      'Ese horario se ocupó justo antes de que enviara su solicitud. Le llamaremos para acordar otro, o díganos entonces si le sirve uno de estos: mié 2 de dic · 10 a.m.–12 p.m.',
    );
  });
});
