// "Text me about this request" as a visitor meets it: an unticked box with
// what they agree to; ticked, one text confirming receipt reaches the phone
// they typed, in the language of the page, from the form with JavaScript
// and without; unticked, none. The business's own text comes either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioServer, twilioEnv } from '../helpers/notify-servers';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { waitFor } from '../helpers/wait-for';
import { MOBILE, useBrowser } from './support/browser';
import { contactForm, fillContactForm, formTokenIssued, noScriptForm, takeTimeLikeAPerson, visitor } from './support/contact';

const { newPage } = useBrowser();
const BUSINESS_PHONE = '+17185550111';
let server: ServerProcess;
let twilio: Awaited<ReturnType<typeof startTwilioServer>>;

beforeAll(async () => {
  twilio = await startTwilioServer();
  server = await startServer({
    env: twilioEnv(twilio.url, [BUSINESS_PHONE]),
  });
});

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await twilio?.close();
});

/** The texts to `phone` (E.164), and those to the business, once the business has had one for each request so far. */
const textsTo = (phone: string) => twilio.sent().filter((text) => text.to === phone);

describe('the box for texts', () => {
  it('is unticked, says what the visitor agrees to, and once ticked brings one text confirming the request', async () => {
    const page = await newPage({ viewport: MOBILE, baseURL: server.url });
    const tokenIssued = formTokenIssued(page);
    await page.goto('/contact');
    const box = contactForm(page).form.getByRole('checkbox', { name: 'Text me about this request' });
    expect(await box.isChecked()).toBe(false);
    const consent = await page.locator(`#${await box.getAttribute('aria-describedby')}`).textContent();
    expect(consent).toMatch(/will text the phone number above about this request only/);
    expect(consent).toMatch(/Message and data rates may apply\. Reply STOP to stop\./);

    await fillContactForm(page, { ...visitor(), phone: '(917) 555-0123' });
    await box.check();
    await takeTimeLikeAPerson(tokenIssued);
    await contactForm(page).submit.click();
    await expect.poll(() => page.locator('.contact-confirmation').count(), { timeout: 15_000 }).toBe(1);

    await waitFor('the text to the visitor', () => textsTo('+19175550123').length === 1, 5_000);
    expect(textsTo('+19175550123')[0]!.body).toMatch(
      /^[^:]+: we have your estimate request, reference [0-9A-F]{4}-[0-9A-F]{4}\. We will call you (within the hour|today from|tomorrow from|on \w+ from).*Reply STOP to stop these texts\.$/,
    );
    await waitFor('the business text', () => textsTo(BUSINESS_PHONE).length === 1, 5_000);
  });

  it('without JavaScript, on a Spanish page, brings the text in Spanish; unticked, none', async () => {
    for (const [tick, phone] of [
      [true, '(646) 555-0188'],
      [false, '(646) 555-0199'],
    ] as const) {
      const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false, baseURL: server.url });
      const tokenIssued = formTokenIssued(page);
      await page.goto('/es/contacto');
      const frame = noScriptForm(page);
      const request = visitor();
      for (const field of ['name', 'email', 'location'] as const) await frame.locator(`[name="${field}"]`).fill(request[field]);
      await frame.locator('[name="phone"]').fill(phone);
      const box = frame.getByRole('checkbox', { name: 'Envíenme mensajes de texto sobre esta solicitud' });
      expect(await box.isChecked()).toBe(false);
      if (tick) await box.check();
      await takeTimeLikeAPerson(tokenIssued);
      await frame.locator('button[type="submit"]').click();
      await page.waitForURL('**/es/contacto?sent=1');
    }
    await waitFor('the text to the visitor who ticked', () => textsTo('+16465550188').length === 1, 5_000);
    expect(textsTo('+16465550188')[0]!.body).toMatch(
      /recibimos su solicitud de estimado, referencia [0-9A-F]{4}-[0-9A-F]{4}\. Le llamaremos .*Responda STOP para no recibir más mensajes\.$/,
    );
    // Both requests told the business; the visitor who did not tick got nothing.
    await waitFor('the business texts', () => textsTo(BUSINESS_PHONE).length === 3, 5_000);
    expect(textsTo('+16465550199')).toHaveLength(0);
  });
});
