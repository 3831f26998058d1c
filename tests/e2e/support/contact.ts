// The contact form of /contact, as a visitor sees it.
import { randomUUID } from 'node:crypto';
import type { FrameLocator, Page, Request } from 'playwright-core';
import { inject } from 'vitest';
import { MIN_FILL_MS } from '../../../server/leads/form-token';
import { storedLeads } from '../../helpers/stored-leads';

export const BUSINESS_PHONE = '(718) 555-0142';

/** The form in `scope`: the page, or (without JavaScript) the form page of the contact page's frame. */
export function contactForm(scope: Page | FrameLocator) {
  const form = scope.locator('form.contact-form');
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone', exact: true }),
    service: form.getByRole('combobox', { name: 'Service type' }),
    location: form.getByRole('textbox', { name: 'Project location' }),
    message: form.getByRole('textbox', { name: 'Message', exact: true }),
    submit: form.locator('button[type="submit"]'),
    /** The polite live region that announces the outcome. */
    announcement: form.locator('[role="status"][aria-live="polite"]'),
    // The estimate's fields, after the spec's.
    photos: form.getByLabel('Add photos'),
    photoRows: form.locator('.photo-row'),
    area: form.getByRole('textbox', { name: 'Approximate area (sq ft)' }),
    work: (label: string) => form.getByRole('radio', { name: label }),
    visitWindow: (label: string) => form.getByRole('checkbox', { name: label }),
    /** The range panel's figure, once an area is typed. */
    rangeFigure: form.locator('.price-range .range-figure'),
    rangeSentence: form.locator('.price-range .range-sentence'),
  };
}

/** A complete request whose e-mail is unique, so the test can find it in the log. */
export function visitor() {
  return {
    name: 'Grace Hopper',
    email: `e2e-${randomUUID()}@example.com`,
    phone: '(718) 555-0100',
    service: 'restoration',
    location: 'Park Slope',
    message: 'Our 1950s lobby floor has cracks along the brass strips.',
  };
}

export async function fillContactForm(scope: Page | FrameLocator, values: Partial<ReturnType<typeof visitor>>) {
  const f = contactForm(scope);
  if (values.name !== undefined) await f.name.fill(values.name);
  if (values.email !== undefined) await f.email.fill(values.email);
  if (values.phone !== undefined) await f.phone.fill(values.phone);
  if (values.service !== undefined) await f.service.selectOption(values.service);
  if (values.location !== undefined) await f.location.fill(values.location);
  if (values.message !== undefined) await f.message.fill(values.message);
}

export async function formValues(scope: Page | FrameLocator) {
  const f = contactForm(scope);
  return {
    name: await f.name.inputValue(),
    email: await f.email.inputValue(),
    phone: await f.phone.inputValue(),
    service: await f.service.inputValue(),
    location: await f.location.inputValue(),
    message: await f.message.inputValue(),
  };
}

/** The frame of the contact page's form for visitors without JavaScript. */
export const noScriptForm = (page: Page) => page.frameLocator('iframe.contact-form-frame');

/**
 * Resolves with the time the page's form got its token: the script asks for
 * one (/api/form-token) once the page runs; without JavaScript the form page
 * of the frame (/contact/form) carries one. Call before the page is opened.
 */
export function formTokenIssued(page: Page): Promise<number> {
  return (
    page
      // Generous: on a loaded two-core machine (axe scans in the other worker) the page can take seconds to hydrate.
      .waitForResponse((response) => ['/api/form-token', '/contact/form', '/es/contacto/form'].includes(new URL(response.url()).pathname), {
        timeout: 30_000,
      })
      .then(() => Date.now())
  );
}

/**
 * Waits until the form's token (issued at `issuedAt`) is older than the server's minimum fill time (a
 * token sent back sooner is stored flagged as a bot), as a person would be.
 */
export async function takeTimeLikeAPerson(issuedAt: number | Promise<number>) {
  const wait = MIN_FILL_MS + 300 - (Date.now() - (await issuedAt));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Every request the page sends to the contact endpoints (API or plain form POST). */
export function watchContactRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/contacts' || (pathname === '/contact' && request.method() === 'POST')) sent.push(request);
  });
  return sent;
}

/** The stored leads with this e-mail, read from the server's NDJSON log. */
export async function leadsWithEmail(email: string) {
  return (await storedLeads(inject('leadsFile'))).filter((lead) => lead.email === email);
}

/** How long a photo may take to upload and be re-encoded by the server on a busy 2-core host (expect.poll waits 1 s by default). */
export const PHOTO_SETTLED = { timeout: 15_000 };
