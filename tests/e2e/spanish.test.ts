// The Spanish pages in a real browser: a visitor switches language from the
// header and stays in Spanish as they browse, an English-only page is a plain
// link away, and an estimate request sent from /es/contacto, with JavaScript
// and without, is confirmed in Spanish and stored with language "es".
import { describe, expect, it } from 'vitest';
import { gotoHydrated, MOBILE, DESKTOP, useBrowser } from './support/browser';
import { formTokenIssued, leadsWithEmail, noScriptForm, takeTimeLikeAPerson, visitor } from './support/contact';

const { newPage } = useBrowser();

describe('switching language', () => {
  it("the header's link leads to the same page in Spanish; Spanish links stay in Spanish, English-only pages are plainly marked", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/services/restoration');
    await page.getByRole('link', { name: 'Ver esta página en español' }).click();
    await page.waitForURL('**/es/servicios/restoration');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('h1').textContent()).toBe('Restauración de terrazo');
    // A client-side navigation keeps the Spanish.
    await page.waitForFunction(() => document.querySelector('#app-state') !== null);
    await page.locator('.top-nav').getByRole('link', { name: 'CONTACTO' }).click();
    await page.waitForURL('**/es/contacto');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/estimado/i);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    // And back to English from the header, to the same page.
    await page.getByRole('link', { name: 'View this page in English' }).click();
    await page.waitForURL('**/contact');
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
  });

  it('a link to an English-only page says so, and opens it as a new document in English', async () => {
    const page = await newPage({ viewport: DESKTOP });
    await gotoHydrated(page, '/es');
    const gallery = page.getByRole('link', { name: /\(en inglés\)/ }).first();
    await gallery.click();
    await page.waitForLoadState('load');
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(new URL(page.url()).pathname.startsWith('/es')).toBe(false);
  });
});

describe('an estimate request from the Spanish contact page (390 px)', () => {
  it('with JavaScript: the Spanish toast and confirmation, stored with language "es"', async () => {
    const page = await newPage({ viewport: MOBILE });
    const tokenIssued = formTokenIssued(page);
    await gotoHydrated(page, '/es/contacto');
    const request = { ...visitor(), name: 'María Rodríguez', location: 'Corona' };
    const form = page.locator('form.contact-form');
    await form.locator('input[name="name"]').fill(request.name);
    await form.locator('input[name="email"]').fill(request.email);
    await form.locator('input[name="phone"]').fill(request.phone);
    await form.locator('input[name="location"]').fill(request.location);
    await takeTimeLikeAPerson(tokenIssued);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('li.toast .toast-title').first().textContent(), { timeout: 15_000 }).toBe('¡Mensaje enviado!');
    await expect.poll(() => page.locator('.contact-confirmation h2').first().textContent()).toBe('Gracias, María Rodríguez.');
    const [stored] = await leadsWithEmail(request.email);
    expect(stored).toMatchObject({ name: 'María Rodríguez', language: 'es', source: { page: '/es/contacto' } });
  });

  it('without JavaScript: the Spanish form in its frame posts to /es/contacto and lands on the Spanish confirmation', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    const tokenIssued = formTokenIssued(page);
    await page.goto('/es/contacto');
    const frame = noScriptForm(page);
    const request = { ...visitor(), name: 'José Peña' };
    await frame.locator('input[name="name"]').fill(request.name);
    await frame.locator('input[name="email"]').fill(request.email);
    await frame.locator('input[name="phone"]').fill(request.phone);
    await takeTimeLikeAPerson(tokenIssued);
    await frame.locator('button[type="submit"]').click();
    await page.waitForURL('**/es/contacto?sent=1');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.locator('.contact-confirmation').getByRole('heading', { level: 2 }).textContent()).toBe('¡Mensaje enviado!');
    const [stored] = await leadsWithEmail(request.email);
    expect(stored).toMatchObject({ name: 'José Peña', language: 'es' });
  });
});
