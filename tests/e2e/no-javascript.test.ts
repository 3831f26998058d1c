// With JavaScript off, every route type shows its full content (the server
// renders it all), and the contact form still sends.
import { describe, expect, it } from 'vitest';
import { allowConsole, allowNotFoundDocument, gotoHydrated, useBrowser } from './support/browser';
import {
  contactForm,
  fillContactForm,
  formValues,
  leadsWithEmail,
  takeTimeLikeAPerson,
  formTokenIssued,
  noScriptForm,
  visitor,
  watchContactRequests,
} from './support/contact';
import { ROUTE_TYPES } from './support/routes';
import { LEAD_RECORD_VERSION } from '../../server/leads/lead-record';

const { newPage, scanPage } = useBrowser();

describe('without JavaScript', () => {
  for (const route of ROUTE_TYPES) {
    it(`${route.path} shows the same content as the hydrated page`, async () => {
      const page = await scanPage({ javaScriptEnabled: false });
      const scripted = await scanPage();
      if (route.status === 404) [page, scripted].forEach(allowNotFoundDocument);

      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      // Generous: the contact page's form frame and images can take seconds on a loaded two-core machine.
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      // Nothing ran: React never attached to the page.
      expect(await page.locator('main').evaluate((main) => Object.keys(main).some((key) => key.startsWith('__react')))).toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([route.heading]);
      expect(await page.getByText('Loading...').count()).toBe(0);

      await gotoHydrated(scripted, route.path);
      // The contact form itself differs on purpose: without JavaScript it is the form page of a frame (with a token of its own).
      const textOutsideTheForm = (p: typeof page) =>
        p.locator('main').evaluate((main: HTMLElement) => {
          main.querySelector('.contact-form-slot')?.remove();
          return main.innerText;
        });
      expect(await textOutsideTheForm(page)).toBe(await textOutsideTheForm(scripted));
    });
  }
});

describe('contact form without JavaScript', () => {
  it('a plain POST from the form page of the frame stores the request and lands on /contact?sent=1 with the confirmation', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const sent = watchContactRequests(page);
    const request = visitor();
    const tokenIssued = formTokenIssued(page);
    await page.goto('/contact');
    // The page's own form needs the script (it carries no token); the frame's form is the one to use.
    expect(await contactForm(page).form.isVisible()).toBe(false);
    const frame = noScriptForm(page);
    await fillContactForm(frame, request);
    await takeTimeLikeAPerson(tokenIssued);

    await contactForm(frame).submit.click();

    await page.waitForURL('**/contact?sent=1');
    expect(sent.map((r) => [r.method(), new URL(r.url()).pathname, r.resourceType()])).toEqual([['POST', '/contact', 'document']]);
    const confirmation = page.locator('.contact-confirmation');
    expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe('Message Sent Successfully!');
    expect(await confirmation.textContent()).toContain("We'll contact you within 24 hours with a detailed estimate.");
    expect(await confirmation.getByRole('link', { name: 'Send another request' }).getAttribute('href')).toBe('/contact');
    const stored = await leadsWithEmail(request.email);
    expect(stored).toEqual([
      {
        ...request,
        source: { page: '/contact' },
        id: expect.any(String),
        receivedAt: expect.any(String),
        idempotencyKey: expect.any(String),
        fieldsHash: expect.any(String),
        v: LEAD_RECORD_VERSION,
      },
    ]);
  });

  it('two visitors without JavaScript get tokens of their own', async () => {
    const tokenOf = async () => {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto('/contact');
      return noScriptForm(page).locator('input[name="formToken"]').inputValue();
    };
    const [a, b] = [await tokenOf(), await tokenOf()];
    expect(a).toMatch(/^\d+\.[\w-]{16}\.[\w-]{11}\.[\w-]{43}$/);
    expect(b).not.toBe(a);
  });

  it('the browser does not send the form while a required field is empty', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const sent = watchContactRequests(page);
    await page.goto('/contact');
    await fillContactForm(noScriptForm(page), { ...visitor(), phone: '' });

    await contactForm(noScriptForm(page)).submit.click();
    await page.waitForTimeout(300);

    expect(sent).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('a field the server rejects comes back marked, with the message and every typed value', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    allowConsole(page, /Failed to load resource: the server responded with a status of 400/);
    const request = { ...visitor(), phone: 'call me maybe' };
    await page.goto('/contact');
    await fillContactForm(noScriptForm(page), request);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      contactForm(noScriptForm(page)).submit.click(),
    ]);
    await page.waitForLoadState();

    expect(response.status()).toBe(400);
    const form = contactForm(page);
    expect(await page.locator('.form-banner-title').textContent()).toBe('Please check the highlighted fields');
    expect(await form.phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await form.phone.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Please enter a phone number using digits, spaces, ( ) + - or .',
    );
    expect(await formValues(page)).toEqual(request);
    expect(await leadsWithEmail(request.email)).toEqual([]);
  });
});
