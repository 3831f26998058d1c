// The contact form's idle, pending, success and
// error states, and its inline errors and announcements.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsole, gate, gotoHydrated, useBrowser, waitForHydration } from './support/browser';
import {
  BUSINESS_PHONE,
  contactForm,
  fillContactForm,
  formValues,
  leadsWithEmail,
  takeTimeLikeAPerson,
  formTokenIssued,
  visitor,
  watchContactRequests,
} from './support/contact';
import { toasts } from './support/toast';
import { LEAD_RECORD_VERSION } from '../../server/leads/lead-record';
import { SEND_WAIT_MS, TOKEN_WAIT_MS } from '../../client/components/contact-form';
import { referenceOf } from '../../shared/lead-reference';

const { newPage } = useBrowser();

async function openContactPage() {
  const page = await newPage();
  await gotoHydrated(page, '/contact');
  return page;
}

/** Opens /contact (routed beforehand), fills in a complete request and waits as a person would before sending it. */
async function openAndFillInAsAPerson(page: Page) {
  const tokenIssued = formTokenIssued(page);
  await gotoHydrated(page, '/contact');
  const request = visitor();
  await fillContactForm(page, request);
  await takeTimeLikeAPerson(tokenIssued);
  return { form: contactForm(page), t: toasts(page), request };
}

/** The field is marked invalid and described by a visible message. */
async function fieldError(page: Page, field: ReturnType<typeof contactForm>['name']) {
  const invalid = await field.getAttribute('aria-invalid');
  const describedBy = await field.getAttribute('aria-describedby');
  const message = describedBy ? await page.locator(`[id="${describedBy}"]`).textContent() : null;
  return { invalid, message };
}

describe('contact form: missing required fields', () => {
  it('when name, email and phone are empty, shows the Missing Required Fields toast, marks the three fields and sends nothing', async () => {
    const page = await openContactPage();
    const sent = watchContactRequests(page);
    const form = contactForm(page);
    const t = toasts(page);

    await form.submit.click();

    await t.toast.waitFor();
    expect(await t.title.textContent()).toBe('Missing Required Fields');
    expect(await t.description.textContent()).toBe('Please fill in your name, email, and phone number.');
    expect(await t.toast.getAttribute('class')).toContain('toast-destructive');
    // Each names what is missing, as the Spanish page does.
    expect(await fieldError(page, form.name)).toEqual({ invalid: 'true', message: 'Please enter your name.' });
    expect(await fieldError(page, form.email)).toEqual({ invalid: 'true', message: 'Please enter your email address.' });
    expect(await fieldError(page, form.phone)).toEqual({ invalid: 'true', message: 'Please enter your phone number.' });
    for (const field of [form.service, form.location, form.message]) {
      expect(await field.getAttribute('aria-invalid')).toBeNull();
    }
    expect(await form.announcement.textContent()).toBe('Please fill in your name, email, and phone number.');
    expect(await form.name.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(300); // a request would have started by now
    expect(sent).toEqual([]);
  });

  it('when only the phone is missing, marks just the phone, focuses it, keeps the typed values and sends nothing', async () => {
    const page = await openContactPage();
    const sent = watchContactRequests(page);
    const form = contactForm(page);
    const typed = { ...visitor(), phone: '' };
    await fillContactForm(page, typed);

    await form.submit.click();

    await toasts(page).toast.waitFor();
    expect(await toasts(page).title.textContent()).toBe('Missing Required Fields');
    expect(await fieldError(page, form.phone)).toEqual({ invalid: 'true', message: 'Please enter your phone number.' });
    expect(await form.name.getAttribute('aria-invalid')).toBeNull();
    expect(await form.email.getAttribute('aria-invalid')).toBeNull();
    expect(await form.phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await formValues(page)).toEqual(typed);
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });
});

describe('contact form: sending', () => {
  it("while the request is in flight the button reads SENDING... and is disabled; then the success toast shows, the confirmation takes the form's place and the request is in the log", async () => {
    const page = await newPage();
    const held = gate();
    const arrived = gate();
    await page.route('**/api/contacts', async (route) => {
      arrived.open();
      await held.opened;
      await route.continue();
    });
    const { form, t, request } = await openAndFillInAsAPerson(page);
    expect(await form.submit.textContent()).toBe('SEND REQUEST');

    await form.submit.click();
    await arrived.opened;

    expect(await form.submit.textContent()).toBe('SENDING...');
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await t.toast.count()).toBe(0);
    expect(await leadsWithEmail(request.email)).toEqual([]);

    held.open();
    await t.toast.waitFor();
    expect(await t.title.textContent()).toBe('Message Sent Successfully!');
    expect(await t.description.textContent()).toBe("We'll contact you within 24 hours with a detailed estimate.");
    expect(await t.toast.getAttribute('class')).toContain('toast-default');
    // The confirmation stays in the form's place, focused so a screen reader announces it. It
    // thanks the visitor by name and gives the reference; what the toast says, it does not repeat.
    const confirmation = page.locator('.contact-confirmation');
    expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe(`Thank you, ${request.name}.`);
    const [storedLead] = await leadsWithEmail(request.email);
    expect(await confirmation.locator('.confirmation-reference strong').textContent()).toBe(referenceOf(storedLead!.id));
    expect(await confirmation.textContent()).not.toContain('Message Sent Successfully!');
    expect(await confirmation.textContent()).not.toContain('within 24 hours');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('contact-confirmation'))).toBe(true);
    expect(await confirmation.getByRole('link', { name: BUSINESS_PHONE }).getAttribute('href')).toBe('tel:+17185550142');
    // Ten seconds on, the toast is gone (5 s) and the confirmation is still there.
    await page.waitForTimeout(10_000);
    expect(await t.toast.count()).toBe(0);
    expect(await confirmation.isVisible()).toBe(true);
    // Writing again brings back an empty form.
    await confirmation.getByRole('link', { name: 'Send another request' }).click();
    await form.form.waitFor();
    expect(await formValues(page)).toEqual({ name: '', email: '', phone: '', service: '', location: '', message: '' });
    expect(await form.submit.textContent()).toBe('SEND REQUEST');

    // Stored once, as a real request (not flagged as spam), with where it came from.
    const stored = await leadsWithEmail(request.email);
    expect(stored).toEqual([
      {
        ...request,
        source: { page: '/contact', landingPage: '/contact' },
        id: expect.any(String),
        receivedAt: expect.any(String),
        idempotencyKey: expect.any(String),
        fieldsHash: expect.any(String),
        v: LEAD_RECORD_VERSION,
      },
    ]);
  });

  it('when the server answers 500, shows the Error Sending Message toast with the phone number and keeps every field', async () => {
    const page = await newPage();
    allowConsole(page, /Failed to load resource: the server responded with a status of 500/);
    await page.route('**/api/contacts', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong on our side.' }),
      }),
    );
    await gotoHydrated(page, '/contact');
    const form = contactForm(page);
    const t = toasts(page);
    const request = visitor();
    await fillContactForm(page, request);

    await form.submit.click();

    await t.toast.waitFor();
    expect(await t.title.textContent()).toBe('Error Sending Message');
    expect(await t.description.textContent()).toBe(`Please try again or call us directly at ${BUSINESS_PHONE}.`);
    expect(await t.toast.getAttribute('class')).toContain('toast-destructive');
    expect(await formValues(page)).toEqual(request);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(await form.announcement.textContent()).toBe(
      `Your message was not sent. Please try again or call us directly at ${BUSINESS_PHONE}.`,
    );
    expect(await leadsWithEmail(request.email)).toEqual([]);
  });

  it('when the server rejects a field (400), marks that field with the server message, moves focus to it and keeps the form; no error toast (it was sent, and answered)', async () => {
    const page = await openContactPage();
    allowConsole(page, /Failed to load resource: the server responded with a status of 400/);
    const form = contactForm(page);
    const request = { ...visitor(), phone: 'call me maybe' }; // type=tel accepts it; the server does not
    await fillContactForm(page, request);

    const answered = page.waitForResponse('**/api/contacts');
    await form.submit.click();

    expect((await answered).status()).toBe(400);
    await form.phone.and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await fieldError(page, form.phone)).toEqual({
      invalid: 'true',
      message: 'Please enter a phone number using digits, spaces, ( ) + - or .',
    });
    expect(await form.phone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.name.getAttribute('aria-invalid')).toBeNull();
    expect(await formValues(page)).toEqual(request);
    expect(await form.announcement.textContent()).toBe('Your message was not sent yet. Please correct the highlighted field.');
    // Once the toasts' viewport is there, a toast asked for would be in it.
    await toasts(page).region.waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await toasts(page).toast.count()).toBe(0);
    expect(await leadsWithEmail(request.email)).toEqual([]);
  });
});

describe('contact form: typed before the script runs', () => {
  it('a request typed while the page was still loading its script is sent as typed, message included', async () => {
    const page = await newPage();
    const scripts = gate();
    await page.route('**/assets/**/*.js', async (route) => {
      await scripts.opened;
      await route.continue();
    });
    const tokenIssued = formTokenIssued(page);
    // Not to DOMContentLoaded: that waits for the page's module scripts, held here.
    await page.goto('/contact', { waitUntil: 'commit' });
    const request = visitor();
    await fillContactForm(page, request);
    scripts.open();
    await waitForHydration(page);
    await takeTimeLikeAPerson(tokenIssued);

    await contactForm(page).submit.click();

    await page.locator('.contact-confirmation').waitFor();
    const [stored] = await leadsWithEmail(request.email);
    expect(stored).toMatchObject({ name: request.name, phone: request.phone, location: request.location, message: request.message });
  });
});

describe('contact form: no answer', () => {
  it(`a request unanswered after ${SEND_WAIT_MS / 1000} s shows the Error Sending Message toast and keeps every field; sent again, it is stored once`, async () => {
    const page = await newPage();
    const stored = gate();
    let sent = 0;
    await page.route('**/api/contacts', async (route) => {
      if (++sent > 1) return route.continue();
      // The first request reaches the server and is stored; its answer never comes back.
      await route.fetch();
      stored.open();
      await new Promise<never>(() => {});
    });
    await page.clock.install();
    const { form, t, request } = await openAndFillInAsAPerson(page);

    await form.submit.click();
    await stored.opened;
    expect(await leadsWithEmail(request.email)).toHaveLength(1);
    await page.clock.fastForward(SEND_WAIT_MS - 1000);
    expect(await form.submit.textContent()).toBe('SENDING...');
    await page.clock.fastForward(1000);

    await t.toast.waitFor();
    expect(await t.title.textContent()).toBe('Error Sending Message');
    expect(await t.description.textContent()).toBe(`Please try again or call us directly at ${BUSINESS_PHONE}.`);
    expect(await form.submit.isDisabled()).toBe(false);
    expect(await formValues(page)).toEqual(request);
    // Sent again with the same key, the server answers with the first receipt.
    await form.submit.click();
    await page.locator('.contact-confirmation').waitFor();
    expect(sent).toBe(2);
    expect(await leadsWithEmail(request.email)).toHaveLength(1);
  });

  it(`a token request unanswered after ${TOKEN_WAIT_MS / 1000} s is made again at once, and the request is stored as a person's`, async () => {
    const page = await newPage();
    let asked = 0;
    await page.route('**/api/form-token', async (route) => {
      if (++asked > 1) await route.continue(); // the first is never answered
    });
    await page.clock.install();
    const firstAsked = page.waitForRequest('**/api/form-token');
    const tokenIssued = formTokenIssued(page);
    await gotoHydrated(page, '/contact');
    await firstAsked;
    await page.clock.fastForward(TOKEN_WAIT_MS);
    const request = visitor();
    await fillContactForm(page, request);
    await takeTimeLikeAPerson(tokenIssued);
    expect(asked).toBe(2);

    await contactForm(page).submit.click();
    await page.locator('.contact-confirmation').waitFor();
    const [stored] = await leadsWithEmail(request.email);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('spam');
  });
});

describe('contact form: lead source', () => {
  it("sends the visit's first page, the other site that referred it and its utm_* parameters, and the page of the form", async () => {
    const page = await newPage();
    const landing = '/services/restoration?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42';
    await page.goto(landing, { referer: 'https://news.example.org/issue-12' });
    await waitForHydration(page);
    // A later page of the same visit changes nothing of it.
    const tokenIssued = formTokenIssued(page);
    await page.goto('/contact');
    await waitForHydration(page);
    const request = visitor();
    await fillContactForm(page, request);
    await takeTimeLikeAPerson(tokenIssued);
    await contactForm(page).submit.click();
    await toasts(page).toast.waitFor();

    const [stored] = await leadsWithEmail(request.email);
    expect(stored!.source).toEqual({
      page: '/contact',
      landingPage: landing,
      referrer: 'https://news.example.org/issue-12',
      // utm_id is not one of the five kept.
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
    });
    // Nothing but sessionStorage: no cookie was set.
    expect(await page.context().cookies()).toEqual([]);
  });
});
