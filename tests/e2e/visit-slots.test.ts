// Booking the site visit from the estimate form: the dated times on offer,
// fetched once the form runs (never in the cached page), a few days at a time;
// one chosen is held for the visitor as the request is stored, and the
// confirmation names it, or says it was taken and which are still open.
// "None of these work" gives the standing windows back. In Spanish, and
// without JavaScript from the form page of the contact page's frame.
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slotLabel, type VisitSlot } from '../../shared/visit-slots';
import { axeViolations } from './support/axe';
import { baseUrl, gotoHydrated, MOBILE, useBrowser } from './support/browser';
import {
  contactForm,
  fillContactForm,
  formTokenIssued,
  leadsWithEmail,
  noScriptForm,
  takeTimeLikeAPerson,
  visitor,
} from './support/contact';

const { newPage } = useBrowser();

type OpenSlot = VisitSlot & { available: number };

/** The slots on offer now with their places, as the API lists them. */
async function slotsOnOffer(): Promise<OpenSlot[]> {
  const res = await fetch(`${baseUrl()}/api/visit-slots`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as { slots: OpenSlot[] }).slots;
}

/** The free ones, by New York day, in order. */
async function freeDays(): Promise<OpenSlot[][]> {
  const days = new Map<string, OpenSlot[]>();
  for (const slot of await slotsOnOffer()) {
    if (slot.available > 0) days.set(slot.id.slice(0, 10), [...(days.get(slot.id.slice(0, 10)) ?? []), slot]);
  }
  return [...days.values()];
}

/** The time choices of the form in `scope`, by their whole labels (their accessible names). */
function slotChoices(scope: Page | FrameLocator) {
  const fieldset = scope.locator('fieldset.visit-slots');
  return {
    fieldset,
    radios: fieldset.locator('input[name="visitSlot"]:not([value=""])'),
    labels: () => fieldset.locator('label.slot-time').allTextContents(),
    days: fieldset.locator('.slot-day'),
    slot: (slot: OpenSlot, language: 'en' | 'es' = 'en') => fieldset.getByRole('radio', { name: slotLabel(slot, language), exact: true }),
  };
}

/** The lines an element shows, blank ones left out. */
const linesOf = async (scope: ReturnType<Page['locator']>) => (await scope.innerText()).split('\n').filter((line) => line.trim());

const ENGLISH_LABEL = /^(Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2} · /;
const SPANISH_LABEL = /^(lun|mar|mié|jue|vie|sáb) \d{1,2} de /;

/** Places a request takes in `slot`, sent through the API as another visitor's (each a token of its own, a person's pace). */
async function takePlaces(slot: OpenSlot, count: number) {
  const tokens = await Promise.all(
    Array.from({ length: count }, async () => ((await (await fetch(`${baseUrl()}/api/form-token`)).json()) as { token: string }).token),
  );
  await takeTimeLikeAPerson(Date.now());
  for (const formToken of tokens) {
    const res = await fetch(`${baseUrl()}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...visitor(), formToken, visit: { slot: slot.id } }),
    });
    expect(((await res.json()) as { slot?: { held: boolean } }).slot?.held).toBe(true);
  }
}

describe('the site visit with JavaScript, on a phone (390 px)', () => {
  it('the cached page carries no times; once the form runs, the first three days with free times show, dated, as 44 px choices within the screen', async () => {
    const html = await (await fetch(`${baseUrl()}/contact`)).text();
    expect(html).not.toContain('name="visitSlot"');
    expect(html).not.toMatch(/ · \d{1,2}(:\d\d)?–/);

    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, '/contact');
    const choices = slotChoices(page);
    await choices.radios.first().waitFor({ state: 'attached' });
    const days = await freeDays();
    expect(await choices.days.count()).toBe(Math.min(3, days.length));
    const labels = await choices.labels();
    expect(labels).toEqual(
      days
        .slice(0, 3)
        .flat()
        .map((slot) => slotLabel(slot, 'en')),
    );
    for (const label of labels) expect(label).toMatch(ENGLISH_LABEL);

    // The visit's section scrolled to (below the sticky header): the first day's times are on the screen.
    const section = page.locator('.estimate-section').filter({ has: choices.fieldset });
    await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    const firstDay = await choices.days.first().boundingBox();
    expect(firstDay!.y + firstDay!.height).toBeLessThanOrEqual(MOBILE.height);
    // Targets a thumb can take, and no sideways scroll.
    const targets = choices.fieldset.locator('label.slot-time, label.slot-none, button.slot-more');
    for (const box of await targets.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await axeViolations(page, '.contact-form')).toEqual([]);
  });

  it('a time picked is held for the request: stored as { id, start, end, held: true }, named by the confirmation; the windows hide while a time is chosen and "None of these work" brings them back', async () => {
    const page = await newPage({ viewport: MOBILE });
    const tokenIssued = formTokenIssued(page);
    await gotoHydrated(page, '/contact');
    const form = contactForm(page);
    const choices = slotChoices(page);
    const request = visitor();
    await fillContactForm(page, request);
    await choices.radios.first().waitFor({ state: 'attached' });
    const [, slot] = (await freeDays()).flat();
    const weekdayMorning = form.visitWindow('Weekday morning, 7 AM–12 PM');
    expect(await weekdayMorning.isVisible()).toBe(true);

    await choices.slot(slot!).check();
    expect(await weekdayMorning.isVisible()).toBe(false);
    await choices.fieldset.getByRole('radio', { name: 'None of these work' }).check();
    expect(await weekdayMorning.isVisible()).toBe(true);
    expect(await choices.slot(slot!).isChecked()).toBe(false);
    await choices.slot(slot!).check();
    await takeTimeLikeAPerson(tokenIssued);
    await form.submit.click();

    const confirmation = page.locator('.contact-confirmation');
    await confirmation.waitFor();
    const [stored] = await leadsWithEmail(request.email);
    expect(stored!.visit).toEqual({ windows: [], access: [], slot: { id: slot!.id, start: slot!.start, end: slot!.end, held: true } });
    expect(stored).not.toHaveProperty('flagged');
    expect(await linesOf(confirmation.locator('.confirmation-visit'))).toEqual([
      'SITE VISIT',
      slotLabel(slot!, 'en'),
      'Held for you. We will call to confirm it.',
    ]);
    expect(await confirmation.textContent()).toContain('to go through it and to confirm the visit.');
    expect(await axeViolations(page, '.contact-confirmation')).toEqual([]);
    // Its place is the request's: one fewer on offer.
    expect((await slotsOnOffer()).find((open) => open.id === slot!.id)?.available).toBe(slot!.available - 1);
  });

  it('"Show more days" reveals the next days and takes focus to their first time, from the keyboard', async () => {
    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, '/contact');
    const choices = slotChoices(page);
    await choices.radios.first().waitFor({ state: 'attached' });
    const days = await freeDays();
    expect(days.length).toBeGreaterThan(3);
    const more = choices.fieldset.getByRole('button', { name: 'Show more days' });
    await more.focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => choices.days.count()).toBe(Math.min(6, days.length));
    const firstRevealed = slotLabel(days[3]![0]!, 'en');
    expect(await page.evaluate(() => document.activeElement?.closest('label')?.textContent)).toBe(firstRevealed);
    await page.keyboard.press('Space');
    expect(await choices.slot(days[3]![0]!).isChecked()).toBe(true);
    expect(await choices.labels()).toEqual(
      days
        .slice(0, 6)
        .flat()
        .map((slot) => slotLabel(slot, 'en')),
    );
  });

  it('a time taken by others just before the request is sent: stored without the place, and the confirmation says so with the times still open', async () => {
    const page = await newPage({ viewport: MOBILE });
    const tokenIssued = formTokenIssued(page);
    await gotoHydrated(page, '/contact');
    const form = contactForm(page);
    const choices = slotChoices(page);
    const request = visitor();
    await fillContactForm(page, request);
    await choices.radios.first().waitFor({ state: 'attached' });
    const slot = (await freeDays()).flat()[2]!;
    await choices.slot(slot).check();
    await takePlaces(slot, slot.available);
    await takeTimeLikeAPerson(tokenIssued);
    await form.submit.click();

    const note = page.locator('.contact-confirmation .confirmation-visit');
    await note.waitFor();
    const [stored] = await leadsWithEmail(request.email);
    expect(stored!.visit!.slot).toEqual({ id: slot.id, start: slot.start, end: slot.end, held: false });
    expect(stored!.flagged).toEqual(['slot-taken']);
    const stillOpen = (await slotsOnOffer()).filter((open) => open.available > 0).slice(0, 3);
    expect(await linesOf(note)).toEqual([
      'SITE VISIT',
      slotLabel(slot, 'en'),
      'That time was taken just before you sent. We will call to agree another, or pick one of these when we do:',
      ...stillOpen.map((open) => slotLabel(open, 'en')),
    ]);
    expect(await axeViolations(page, '.contact-confirmation')).toEqual([]);
  });
});

describe('the site visit in Spanish', () => {
  it('the times are labelled in Spanish, with the Spanish words around them', async () => {
    const page = await newPage({ viewport: MOBILE });
    await gotoHydrated(page, '/es/contacto');
    const choices = slotChoices(page);
    await choices.radios.first().waitFor({ state: 'attached' });
    expect(await choices.fieldset.locator('legend').textContent()).toBe('Elija un horario para la visita');
    const labels = await choices.labels();
    expect(labels).toEqual(
      (await freeDays())
        .slice(0, 3)
        .flat()
        .map((slot) => slotLabel(slot, 'es')),
    );
    for (const label of labels) expect(label).toMatch(SPANISH_LABEL);
    expect(await choices.fieldset.getByRole('button', { name: 'Ver más días' }).count()).toBe(1);
    expect(await choices.fieldset.getByRole('radio', { name: 'Ninguno me sirve' }).count()).toBe(1);
    await choices.radios.first().check();
    expect(await axeViolations(page, '.contact-form')).toEqual([]);
  });
});

describe('the site visit without JavaScript', () => {
  it('the form page of the frame lists the free times as radio buttons, and a request sent with one holds it', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    const tokenIssued = formTokenIssued(page);
    await page.goto('/contact');
    const frame = noScriptForm(page);
    const choices = slotChoices(frame);
    await choices.radios.first().waitFor({ state: 'attached' });
    const days = await freeDays();
    const labels = await choices.labels();
    expect(labels).toEqual(
      days
        .slice(0, 3)
        .flat()
        .map((slot) => slotLabel(slot, 'en')),
    );
    for (const label of labels) expect(label).toMatch(ENGLISH_LABEL);
    // No button that needs a script; "None of these work" and the windows are there for the rest.
    expect(await choices.fieldset.getByRole('button').count()).toBe(0);
    expect(await choices.fieldset.getByRole('radio', { name: 'None of these work' }).count()).toBe(1);
    expect(await contactForm(frame).visitWindow('Weekday morning, 7 AM–12 PM').isVisible()).toBe(true);

    const request = visitor();
    await fillContactForm(frame, request);
    const slot = days.slice(0, 3).flat().at(-1)!;
    await choices.slot(slot).check();
    await takeTimeLikeAPerson(tokenIssued);
    await contactForm(frame).submit.click();

    await page.waitForURL('**/contact?sent=1');
    const [stored] = await leadsWithEmail(request.email);
    expect(stored!.visit!.slot).toEqual({ id: slot.id, start: slot.start, end: slot.end, held: true });
  });
});
