// An estimate request a contractor can price, sent from a phone: photos of
// the floor (made smaller and upright on the phone, uploaded while the
// visitor types), the area with the usual range as it is typed, and times to
// visit; then the confirmation, and the request as stored. With JavaScript
// and without.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import pricesFile from '../../data/prices.json';
import type { Price } from '../../shared/api-types';
import { priceFor } from '../../shared/estimate-fields';
import { formatRange, priceRange } from '../../shared/price-range';
import { referenceOf } from '../../shared/lead-reference';
import { startSmtpServer } from '../helpers/notify-servers';
import { phonePhoto } from '../helpers/phone-photo';
import { startServer } from '../helpers/server-process';
import { allowConsole, gate, gotoHydrated, MOBILE, useBrowser } from './support/browser';
import {
  contactForm,
  fillContactForm,
  formTokenIssued,
  leadsWithEmail,
  PHOTO_SETTLED,
  noScriptForm,
  takeTimeLikeAPerson,
  visitor,
  watchContactRequests,
} from './support/contact';
import { toasts } from './support/toast';

const { newPage } = useBrowser();
/** The business's prices, as the site serves them. */
const prices = pricesFile.prices as Price[];

/** The usual range the data's prices give for `sqFt` of `work` (or of `service`'s price). */
const rangeFor = (sqFt: number, work: string | undefined, service: string) =>
  formatRange(priceRange(priceFor(prices, work, service)!, sqFt));

/** A file as the browser's picker hands it over. */
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Three photos a visitor might choose: straight off an iPhone (on its side, with GPS), a PNG screenshot, a small JPEG. */
async function threePhotos() {
  return [
    file('IMG_2044.JPG', 'image/jpeg', await phonePhoto()),
    file(
      'lobby.png',
      'image/png',
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b9a98c' } })
        .png()
        .toBuffer(),
    ),
    file(
      'crack.jpg',
      'image/jpeg',
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7c9485' } })
        .jpeg()
        .toBuffer(),
    ),
  ];
}

/** The photos the page uploads to /api/uploads, as they leave the browser (routed through, unchanged). */
async function watchUploads(page: Page): Promise<{ type: string; body: Buffer }[]> {
  const uploads: { type: string; body: Buffer }[] = [];
  await page.route('**/api/uploads', async (route) => {
    const request = route.request();
    uploads.push({ type: request.headers()['content-type'] ?? '', body: request.postDataBuffer() ?? Buffer.alloc(0) });
    await route.continue();
  });
  return uploads;
}

/** A stored photo of a request, as the server keeps it. */
const storedPhoto = (id: string) => readFile(path.join(inject('leadPhotosDir'), `${id}.jpg`));

async function openOnAPhone() {
  const page = await newPage({ viewport: MOBILE });
  const tokenIssued = formTokenIssued(page);
  await gotoHydrated(page, '/contact');
  return { page, tokenIssued, form: contactForm(page) };
}

describe('an estimate request from a phone (390 px)', () => {
  it('three photos (one an iPhone photo on its side, with GPS), 600 then 1,200 sq ft with the range as typed, two visit windows: confirmed with name, reference and the three photos, and stored upright without any metadata', async () => {
    const page = await newPage({ viewport: MOBILE });
    const uploads = await watchUploads(page);
    const tokenIssued = formTokenIssued(page);
    await gotoHydrated(page, '/contact');
    const form = contactForm(page);
    const request = visitor();
    await fillContactForm(page, request);
    const photos = await threePhotos();
    // The test's phone photo is what it claims: landscape pixels to be turned, GPS in its EXIF.
    const original = await sharp(photos[0]!.buffer).metadata();
    expect([original.width, original.height, original.orientation, Boolean(original.exif)]).toEqual([4032, 3024, 6, true]);

    await form.photos.setInputFiles(photos);

    // Each photo is uploaded at once, while the visitor goes on typing.
    await form.area.fill('600');
    // Restoration (the request's service) answers what is needed: the range is restoration's, and the question is not asked.
    await expect.poll(() => form.rangeFigure.textContent()).toBe(rangeFor(600, undefined, request.service));
    expect(await form.work('A new poured floor').isVisible()).toBe(false);
    // A design consultation does not: the question is asked, and its answer makes the range.
    await form.service.selectOption('consultation');
    await form.work('A new poured floor').check();
    await expect.poll(() => form.rangeFigure.textContent()).toBe(rangeFor(600, 'new-floor', request.service));
    expect(await form.rangeSentence.textContent()).toBe(
      `Epoxy terrazzo, poured in place, about 600 sq ft: usually ${rangeFor(600, 'new-floor', request.service)} in New York City, labor and materials included.`,
    );
    await form.area.fill('1,200');
    await expect.poll(() => form.rangeFigure.textContent()).toBe(rangeFor(1200, 'new-floor', request.service));
    // Read out once the typing pauses, not per keystroke.
    await expect
      .poll(() => page.locator('.price-range [aria-live="polite"]').textContent())
      .toBe(
        `Epoxy terrazzo, poured in place, about 1,200 sq ft: usually ${rangeFor(1200, 'new-floor', request.service)} in New York City, labor and materials included.`,
      );
    await form.visitWindow('Weekday morning, 7 AM–12 PM').check();
    await form.visitWindow('Saturday morning, 8 AM–12 PM').check();
    await expect
      .poll(() => form.photoRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))), PHOTO_SETTLED)
      .toEqual(['stored', 'stored', 'stored']);
    // Each row: a thumbnail, the file's name, and a remove button named for it.
    expect(await form.photoRows.locator('img.photo-thumb').count()).toBe(3);
    expect(await form.form.getByRole('button', { name: 'Remove IMG_2044.JPG' }).count()).toBe(1);

    // The phone photo left the phone upright, at most 2560 px long, a JPEG without EXIF (no GPS).
    expect(uploads).toHaveLength(3);
    const sent = await sharp(uploads[0]!.body).metadata();
    expect(uploads[0]!.type).toBe('image/jpeg');
    expect([sent.format, sent.width, sent.height, sent.exif, sent.orientation]).toEqual(['jpeg', 1920, 2560, undefined, undefined]);
    expect(uploads[0]!.body.length).toBeLessThan(photos[0]!.buffer.length);

    await takeTimeLikeAPerson(tokenIssued);
    await form.submit.click();

    const t = toasts(page);
    await t.toast.waitFor();
    expect(await t.title.textContent()).toBe('Message Sent Successfully!');
    expect(await t.description.textContent()).toBe("We'll contact you within 24 hours with a detailed estimate.");
    const confirmation = page.locator('.contact-confirmation');
    await confirmation.waitFor();
    const [stored] = await leadsWithEmail(request.email);
    expect(stored).toBeDefined();
    expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe('Thank you, Grace Hopper.');
    expect(await confirmation.locator('.confirmation-reference strong').textContent()).toBe(referenceOf(stored!.id));
    expect(
      await confirmation.locator('.confirmation-thumbs img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    ).toEqual(['IMG_2044.JPG', 'lobby.png', 'crack.jpg']);
    const recap = (await confirmation.locator('.confirmation-recap').textContent()) ?? '';
    expect(recap).toContain('Design Consultation');
    expect(recap).toContain(rangeFor(1200, 'new-floor', request.service));
    expect(recap).toContain('Weekday morning, 7 AM–12 PM; Saturday morning, 8 AM–12 PM');
    // Each thing once: what the toast said is not said again.
    const said = (await confirmation.textContent()) ?? '';
    expect(said).not.toContain('Message Sent Successfully!');
    expect(said).not.toContain('within 24 hours');

    // Stored with its three photos, in the order chosen, and what the visitor chose.
    expect(stored).not.toHaveProperty('spam');
    expect(stored).toMatchObject({
      project: {
        areaSqFt: 1200,
        work: 'new-floor',
        range: { price: 'epoxy-poured', ...priceRange(priceFor(prices, 'new-floor', undefined)!, 1200) },
      },
      visit: { windows: ['weekday-morning', 'saturday-morning'], access: [] },
    });
    expect(stored!.photos).toHaveLength(3);
    const [phone, png, small] = stored!.photos!;
    expect(phone!.height).toBeGreaterThan(phone!.width);
    expect([png!.width, png!.height, small!.width, small!.height]).toEqual([1200, 900, 800, 600]);
    for (const photo of stored!.photos!) {
      const kept = await sharp(await storedPhoto(photo.id)).metadata();
      expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', photo.width, photo.height]);
      expect({ exif: kept.exif, icc: kept.icc, xmp: kept.xmp, orientation: kept.orientation }).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        orientation: undefined,
      });
    }
  });

  it('a send waits for a photo still uploading, and says so; the request then names it', async () => {
    const page = await newPage({ viewport: MOBILE });
    const held = gate();
    const arrived = gate();
    await page.route('**/api/uploads', async (route) => {
      arrived.open();
      await held.opened;
      await route.continue();
    });
    const sentRequests = watchContactRequests(page);
    const tokenIssued = formTokenIssued(page);
    await gotoHydrated(page, '/contact');
    const form = contactForm(page);
    const request = visitor();
    await fillContactForm(page, request);
    await form.photos.setInputFiles([(await threePhotos())[1]!]);
    await arrived.opened;
    await takeTimeLikeAPerson(tokenIssued);

    await form.submit.click();

    expect(await form.submit.textContent()).toBe('SENDING...');
    expect(await form.submit.isDisabled()).toBe(true);
    await expect
      .poll(() => form.form.locator('.form-waiting').textContent())
      .toBe('Your photos are still uploading (0 of 1 done). Your request goes as soon as they are up.');
    await page.waitForTimeout(300);
    expect(sentRequests).toEqual([]);

    held.open();
    await page.locator('.contact-confirmation').waitFor();
    expect(sentRequests).toHaveLength(1);
    const [stored] = await leadsWithEmail(request.email);
    expect(stored!.photos).toHaveLength(1);
    expect(await page.locator('.contact-confirmation .confirmation-thumbs img').count()).toBe(1);
  });

  it('a file that is no photo is refused by what the server finds in its bytes (not by its name): its message shows at it, and the request goes without it', async () => {
    const { page, tokenIssued, form } = await openOnAPhone();
    allowConsole(page, /Failed to load resource: the server responded with a status of 415/);
    const request = visitor();
    await fillContactForm(page, request);
    const [, png] = await threePhotos();
    await form.photos.setInputFiles([file('floor.jpg', 'image/jpeg', Buffer.from('not a photo at all, whatever its name says')), png!]);

    const refused = form.photoRows.filter({ hasText: 'floor.jpg' });
    await expect.poll(() => refused.getAttribute('data-status'), PHOTO_SETTLED).toBe('refused');
    expect(await refused.locator('.photo-status').textContent()).toBe(
      'This file is not a photo we can open. Please choose a JPEG, PNG or WebP photo.',
    );
    await expect.poll(() => form.photoRows.filter({ hasText: 'lobby.png' }).getAttribute('data-status'), PHOTO_SETTLED).toBe('stored');
    await takeTimeLikeAPerson(tokenIssued);
    await form.submit.click();

    const confirmation = page.locator('.contact-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.locator('.confirmation-thumbs img').count()).toBe(1);
    const note = confirmation.locator('.confirmation-photos-note');
    expect(await note.textContent()).toContain('floor.jpg: This file is not a photo we can open.');
    expect(await note.getByRole('link').getAttribute('href')).toBe('mailto:estimates@fiveboroughterrazzo.example');
    const [stored] = await leadsWithEmail(request.email);
    expect(stored!.photos).toHaveLength(1);
  });

  it('a field the server rejects is named at the field, with focus there, and no error toast: first the phone, then the area', async () => {
    const { page, form } = await openOnAPhone();
    allowConsole(page, /Failed to load resource: the server responded with a status of 400/);
    const request = { ...visitor(), phone: '12' };
    await fillContactForm(page, request);
    await form.area.fill('half the lobby');

    await form.submit.click();

    await expect.poll(() => form.phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = async (field: typeof form.phone) => {
      const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
      return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
    };
    expect(await describedBy(form.phone)).toEqual(['Please enter a phone number with at least 7 digits.']);
    expect(await form.phone.evaluate((el) => el === document.activeElement)).toBe(true);
    // Both were named at once; the area's message is at the area.
    expect(await form.area.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(form.area)).toContain('Please enter the area as a number of square feet between 1 and 500,000, like 600.');

    await form.phone.fill('(718) 555-0100');
    await form.submit.click();
    await expect.poll(() => form.area.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.phone.getAttribute('aria-invalid')).toBeNull();

    await toasts(page).region.waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await toasts(page).toast.count()).toBe(0);
    expect(await leadsWithEmail(request.email)).toEqual([]);
  });

  it('what a visitor types as their name is shown as text, never as markup', async () => {
    const { page, tokenIssued, form } = await openOnAPhone();
    const name = '<img src=x onerror="document.title=1">Maria';
    const request = { ...visitor(), name };
    await fillContactForm(page, request);
    await takeTimeLikeAPerson(tokenIssued);
    await form.submit.click();
    const confirmation = page.locator('.contact-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe(`Thank you, ${name}.`);
    expect(await confirmation.locator('h2 img').count()).toBe(0);
  });
});

describe('an estimate request without JavaScript', () => {
  it('two photos go with the form as multipart/form-data; the request is stored with them and lands on the confirmation', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    const posts = watchContactRequests(page);
    const tokenIssued = formTokenIssued(page);
    await page.goto('/contact');
    const frame = noScriptForm(page);
    const form = contactForm(frame);
    // The kind of work is asked: a design consultation does not answer it.
    const request = { ...visitor(), service: 'consultation' };
    await fillContactForm(frame, request);
    const [phone, png] = await threePhotos();
    await form.photos.setInputFiles([phone!, png!]);
    await form.area.fill('600');
    await form.work('A new poured floor').check();
    await form.visitWindow('Weekday afternoon, 12 PM–5 PM').check();
    await frame.getByRole('checkbox', { name: 'Co-op or condo board rules' }).check();
    await takeTimeLikeAPerson(tokenIssued);

    await form.submit.click();

    await page.waitForURL('**/contact?sent=1');
    expect(posts.map((post) => [post.method(), new URL(post.url()).pathname, post.headers()['content-type']?.split(';')[0]])).toEqual([
      ['POST', '/contact', 'multipart/form-data'],
    ]);
    const confirmation = page.locator('.contact-confirmation');
    expect(await confirmation.getByRole('heading', { level: 2 }).textContent()).toBe('Message Sent Successfully!');
    const [stored] = await leadsWithEmail(request.email);
    expect(stored).toMatchObject({
      project: { areaSqFt: 600, work: 'new-floor', range: { price: 'epoxy-poured' } },
      visit: { windows: ['weekday-afternoon'], access: ['board'] },
    });
    expect(stored!.photos).toHaveLength(2);
    // Upright and stripped by the server, since no script made it so.
    expect(stored!.photos![0]!.height).toBeGreaterThan(stored!.photos![0]!.width);
    const kept = await sharp(await storedPhoto(stored!.photos![0]!.id)).metadata();
    expect([kept.exif, kept.icc, kept.orientation]).toEqual([undefined, undefined, undefined]);
  });

  it('asks what is needed only while the service chosen does not answer it', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    await page.goto('/contact');
    const form = contactForm(noScriptForm(page));
    const question = form.work('A new poured floor');
    expect(await question.isVisible()).toBe(true);

    await form.service.selectOption('restoration');
    expect(await question.isVisible()).toBe(false);
    await form.service.selectOption('consultation');
    expect(await question.isVisible()).toBe(true);
  });

  it('a photo the server cannot keep lands on /contact?sent=photos, which says once to e-mail it', async () => {
    const page = await newPage({ viewport: MOBILE, javaScriptEnabled: false });
    const tokenIssued = formTokenIssued(page);
    await page.goto('/contact');
    const frame = noScriptForm(page);
    const request = visitor();
    await fillContactForm(frame, request);
    await contactForm(frame).photos.setInputFiles([file('notes.jpg', 'image/jpeg', Buffer.from('plain text'))]);
    await takeTimeLikeAPerson(tokenIssued);

    await contactForm(frame).submit.click();

    await page.waitForURL('**/contact?sent=photos');
    const note = page.locator('.contact-confirmation .confirmation-photos-note');
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toBe(
      'Some of your photos could not be kept with your request.Please e-mail them to estimates@fiveboroughterrazzo.example, with your name.',
    );
    expect(await leadsWithEmail(request.email)).toHaveLength(1);
  });
});

// E-MAIL CHECKS, to be added with the e-mails (not built yet): the business's
// e-mail about an estimate request, for the requests these tests send.
describe('the e-mail about an estimate request', () => {
  it('reaches the business with the three photos, the area, range and windows, and the visitor gets a copy', async () => {
    const smtp = await startSmtpServer();
    const business = 'owner@fiveboroughterrazzo.example';
    const server = await startServer({
      env: { SMTP_URL: smtp.url, LEADS_MAIL_FROM: 'Website <site@fiveboroughterrazzo.example>', LEADS_NOTIFY_TO: business },
    });
    try {
      const page = await newPage({ viewport: MOBILE });
      const tokenIssued = formTokenIssued(page);
      await gotoHydrated(page, `${server.url}/contact`);
      const form = contactForm(page);
      const request = { ...visitor(), service: 'consultation' };
      await fillContactForm(page, request);
      await form.photos.setInputFiles(await threePhotos());
      await form.area.fill('600');
      await form.work('A new poured floor').check();
      await form.visitWindow('Weekday morning, 7 AM–12 PM').check();
      await form.visitWindow('Saturday morning, 8 AM–12 PM').check();
      await expect
        .poll(() => form.photoRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))), PHOTO_SETTLED)
        .toEqual(['stored', 'stored', 'stored']);
      await takeTimeLikeAPerson(tokenIssued);
      await form.submit.click();
      await page.locator('.contact-confirmation').waitFor();
      const reference = (await page.locator('.confirmation-reference strong').textContent())!;

      const mailTo = (address: string) => smtp.received.find((mail) => mail.envelope.to.includes(address));
      await expect.poll(() => Boolean(mailTo(business) && mailTo(request.email)), { timeout: 15_000 }).toBe(true);
      const notification = mailTo(business)!.mail;
      const range = rangeFor(600, 'new-floor', request.service);
      expect(notification.subject).toContain('Design Consultation');
      expect(notification.subject).toContain('600 sq ft');
      expect(notification.subject).toContain('Brooklyn');
      expect(notification.subject).toContain(range);
      expect(notification.text).toContain(reference);
      expect(notification.text).toContain('Weekday morning, 7 AM–12 PM');
      const images = notification.attachments.filter((attachment) => attachment.contentType === 'image/jpeg');
      // Each photo as an inline thumbnail and attached whole.
      expect(images.filter((image) => image.related)).toHaveLength(3);
      expect(images.filter((image) => !image.related)).toHaveLength(3);

      const copy = mailTo(request.email)!.mail;
      expect(copy.text).toContain(reference);
      expect(copy.text).toContain('3 photos');
      expect(copy.text).not.toContain(request.name);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await smtp.close();
    }
  });
});
