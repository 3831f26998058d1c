// An estimate request with photos reaches the contractor whole and the
// visitor gets a copy: the app stores a request whose photos were uploaded
// first, the notifier e-mails it through an SMTP server on 127.0.0.1 (the
// business's e-mail and the visitor's copy) and posts it to a local webhook,
// whose signed photo links the app then serves.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../server/cluster-store';
import { createLeadPhotoStore } from '../../server/leads/photos/lead-photo-store';
import { createPhotoLinks } from '../../server/leads/photos/photo-links';
import { createLeadPageLinks } from '../../server/leads/lead-links';
import { notifierFromConfig } from '../../server/leads/notifications/channels';
import { leadLabels } from '../../server/leads/notifications/lead-labels';
import type { Notifier } from '../../server/leads/notifications/notifier';
import { addressKey } from '../../server/leads/notifications/visitor-copy';
import { contentIn } from '../../server/content/content-store';
import type { Language } from '../../shared/language';
import { UPLOAD_TOKEN_HEADER } from '../../shared/estimate-fields';
import { referenceOf } from '../../shared/lead-reference';
import { captureLogger, startSmtpServer, startWebhookServer } from '../helpers/notify-servers';
import { createTestApp, humanFormToken, TEST_FORM_SECRET, type TestApp } from '../helpers/test-app';
import { floorPhoto } from '../helpers/upload-photos';

const FROM = 'Five Borough Terrazzo website <website@fiveboroughterrazzo.example>';
const BUSINESS_INBOX = 'leads@fiveboroughterrazzo.example';
/** data/business.json's e-mail in the sample content: where a visitor's reply goes. */
const BUSINESS_EMAIL = 'estimates@fiveboroughterrazzo.example';
const LICENSE = 'NYC DCWP Home Improvement Contractor License #2091234';

/** What a stranger would type to make the site mail their words to someone. */
const fields = {
  name: 'Visit http://evil.example',
  email: 'ada@example.com',
  phone: '(718) 555-0100',
  service: 'restoration',
  location: 'Park Slope',
  message: 'Lobby floor, cracked. Cheap pills at www.evil.example',
};
const estimate = { areaSqFt: '600', work: 'new-floor', visitWindows: ['weekday-morning', 'saturday-morning'], access: ['super'] };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const photoDir = (leadsFile: string) => path.join(path.dirname(leadsFile), 'lead-photos');

/** The app and a notifier as the production process puts them together: e-mail and webhook, the store shared. */
async function setUp({ softLimit, maxPerHour = 100 }: { softLimit?: number; maxPerHour?: number } = {}) {
  const smtp = await startSmtpServer();
  const hook = await startWebhookServer();
  cleanups.push(smtp.close, hook.close);
  const leadsFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-estimate-')), 'contacts.ndjson');
  const store = memoryStore();
  const log = captureLogger();
  let labelsOf: (language?: Language) => ReturnType<typeof leadLabels> = () => {
    throw new Error('the app is not made yet');
  };
  const notifier: Notifier = notifierFromConfig(
    { email: { smtpUrl: smtp.url, from: FROM, to: [BUSINESS_INBOX] }, webhook: { url: hook.url }, maxPerHour },
    {
      leadsFile,
      logger: log.logger,
      store,
      labels: (language) => labelsOf(language),
      // No texts here: when to expect a call is never worked out.
      hours: () => [],
      photos: { files: createLeadPhotoStore({ dir: photoDir(leadsFile) }).files, links: createPhotoLinks(TEST_FORM_SECRET) },
      visitPages: createLeadPageLinks(TEST_FORM_SECRET, { page: 'visit' }),
      retrySchedule: [20, 40],
      visitorCopyRetrySchedule: [20],
      hourMs: 300,
    },
  )!;
  cleanups.push(() => notifier.stop());
  const t = await createTestApp({
    leadsFile,
    notifier,
    store,
    logger: log.logger,
    ...(softLimit !== undefined && { limits: { softLimit } }),
    data: (files) => {
      (files['business.json'].business as Record<string, unknown>).license = LICENSE;
    },
  });
  labelsOf = (language = 'en') => leadLabels(contentIn(t.content.current, language));
  const inbox = (address: string) => smtp.received.filter(({ envelope }) => envelope.to.includes(address));
  return { t, smtp, hook, notifier, log, inbox, store };
}

/** Uploads `count` photos from the form of `token`; their ids. */
async function uploadPhotos(t: TestApp, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request(t.app)
      .post('/api/uploads')
      .set(UPLOAD_TOKEN_HEADER, token)
      .set('Content-Type', 'image/jpeg')
      .send(await floorPhoto(1600 + i * 10, 1200))
      .expect(201);
    ids.push(res.body.id as string);
  }
  return ids;
}

async function sendRequest(t: TestApp, body: Record<string, unknown> = {}, photos = 0) {
  const token = humanFormToken();
  const ids = photos > 0 ? await uploadPhotos(t, token, photos) : [];
  const res = await request(t.app)
    .post('/api/contacts')
    .send({ ...fields, ...estimate, formToken: token, website: '', ...(ids.length > 0 && { photos: ids }), ...body })
    .expect(201);
  return { id: res.body.id as string, photoIds: ids };
}

/** The path and query of an absolute link, to ask the app for it. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

describe('the business e-mail of an estimate request with photos', () => {
  it('says service, area, borough and range in the subject, shows 3 thumbnails inline and attaches the 3 photos', async () => {
    const { t, notifier, inbox } = await setUp();
    const { id, photoIds } = await sendRequest(t, {}, 3);
    await notifier.settled();

    const [business] = inbox(BUSINESS_INBOX);
    const mail = business!.mail;
    expect(mail.subject).toBe('New estimate request: Terrazzo Restoration · 600 sq ft · Brooklyn · $11,400–$25,200');
    const reference = referenceOf(id);
    const inline = mail.attachments.filter((a) => a.contentDisposition === 'inline');
    const attached = mail.attachments.filter((a) => a.contentDisposition === 'attachment');
    expect(inline.map((a) => a.cid)).toEqual([1, 2, 3].map((n) => `photo-${n}-thumb@${reference}`));
    expect(attached.map((a) => a.filename)).toEqual([1, 2, 3].map((n) => `${reference}-photo-${n}.jpg`));
    for (const [i, photoId] of photoIds.entries()) {
      expect(attached[i]!.contentType).toBe('image/jpeg');
      expect(attached[i]!.content.equals(await readFile(path.join(photoDir(t.leadsFile), `${photoId}.jpg`)))).toBe(true);
      expect(inline[i]!.content.equals(await readFile(path.join(photoDir(t.leadsFile), `${photoId}.thumb.jpg`)))).toBe(true);
    }
    const html = mail.html as string;
    // mailparser puts each inline attachment in place of its cid: reference, so these are the three thumbnails, shown.
    const images = [...html.matchAll(/<img src="([^"]*)" alt="Photo (\d) of 3"/g)];
    expect(images.map((m) => m[2])).toEqual(['1', '2', '3']);
    for (const [i, image] of images.entries()) expect(image[1]).toBe(`data:image/jpeg;base64,${inline[i]!.content.toString('base64')}`);
    for (const row of [
      'Area:          600 sq ft',
      'Kind of work:  A new poured floor',
      'Range:         $11,400–$25,200 (prices of 2026-11-01)',
      'Visit windows: Weekday morning, 7 AM–12 PM; Saturday morning, 8 AM–12 PM',
      'Access:        A super or doorman lets us in',
      'Photos:        3',
      `Reference:     ${reference}`,
    ])
      expect(mail.text).toContain(row);
    expect(html).toContain('href="tel:+17185550100"');
    // The business's own e-mail may show what the visitor typed, as text only.
    expect(html).toContain('Visit http://evil.example');
    expect(html).not.toMatch(/href="[^"]*evil/);
  });
});

describe("the visitor's copy", () => {
  it('arrives once: From the site, Reply-To the business, what they chose, the reference, the phone as a tel: link, the license, nothing they typed', async () => {
    const { t, notifier, inbox } = await setUp();
    const { id } = await sendRequest(t, {}, 3);
    await notifier.settled();

    const copies = inbox(fields.email);
    expect(copies).toHaveLength(1);
    const { mail, envelope } = copies[0]!;
    expect(envelope).toEqual({ from: 'website@fiveboroughterrazzo.example', to: [fields.email] });
    expect(mail.from?.value).toEqual([{ address: 'website@fiveboroughterrazzo.example', name: 'Five Borough Terrazzo website' }]);
    expect(mail.replyTo?.value).toEqual([{ address: BUSINESS_EMAIL, name: '' }]);
    expect((Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value).toEqual([{ address: fields.email, name: '' }]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.subject).toBe(`Five Borough Terrazzo: we have your estimate request (reference ${referenceOf(id)})`);
    expect(mail.attachments).toEqual([]);
    for (const part of [
      'Terrazzo Restoration',
      '600 sq ft',
      'A new poured floor',
      'Weekday morning, 7 AM–12 PM; Saturday morning, 8 AM–12 PM',
      'A super or doorman lets us in',
      '3 photos',
      referenceOf(id),
      'within 24 hours',
      '(718) 555-0142',
      LICENSE,
    ])
      expect(mail.text).toContain(part);
    const html = mail.html as string;
    expect(html).toContain('href="tel:+17185550142"');
    for (const value of [fields.name, fields.location, fields.message, fields.phone, 'evil', 'Visit http'])
      for (const part of [mail.subject ?? '', mail.text ?? '', html, JSON.stringify(mail.headerLines)]) expect(part).not.toContain(value);
    // The business got its e-mail too, and only the business's is recorded as a delivery.
    expect(inbox(BUSINESS_INBOX)).toHaveLength(1);
  });

  it('is in Spanish for a request sent from a Spanish page, whose e-mail to the business is marked [ES]', async () => {
    const { t, notifier, inbox } = await setUp();
    const { id } = await sendRequest(t, { language: 'es' }, 1);
    await notifier.settled();
    const [copy] = inbox(fields.email);
    expect(copy?.mail.subject).toBe(`Five Borough Terrazzo: recibimos su solicitud de estimado (referencia ${referenceOf(id)})`);
    for (const part of [
      'Restauración de terrazo',
      '600 pies cuadrados',
      'Un piso nuevo vaciado en sitio',
      'Nos abre el súper o el portero',
      '1 foto',
    ])
      expect(copy?.mail.text).toContain(part);
    for (const english of ['Terrazzo Restoration', 'sq ft', 'A new poured floor', 'within 24 hours'])
      expect(copy?.mail.text).not.toContain(english);
    expect(copy?.mail.html).toContain('lang="es"');
    const [business] = inbox(BUSINESS_INBOX);
    expect(business?.mail.subject).toMatch(/^\[ES\] New estimate request: Terrazzo Restoration · 600 sq ft/);
  });

  it('goes once a day per address: a second request from the same address (another spelling of it) gets none', async () => {
    const { t, notifier, inbox, log } = await setUp();
    await sendRequest(t);
    await notifier.settled();
    const second = await sendRequest(t, { email: 'Ada+floors@Example.com' });
    await notifier.settled();

    expect(inbox(fields.email)).toHaveLength(1);
    expect(inbox('Ada+floors@Example.com')).toHaveLength(0);
    expect(inbox(BUSINESS_INBOX)).toHaveLength(2);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ leadId: second.id, reason: 'recipient-today', msg: 'no copy of the request for the visitor' }),
    );
    // The log names the request, never the address.
    expect(log.text()).not.toMatch(/ada(\+floors)?@example\.com/i);
  });

  it('is not sent for a flagged request, nor for spam (which the business is not told of either)', async () => {
    const { t, notifier, inbox, log } = await setUp({ softLimit: 1 });
    await sendRequest(t, { email: 'first@example.com' });
    const flagged = await sendRequest(t, { email: 'flagged@example.com' });
    await request(t.app)
      .post('/api/contacts')
      .send({ ...fields, ...estimate, email: 'spam@example.com', formToken: 'forged', website: '' })
      .expect(201);
    await notifier.settled();

    expect(inbox('first@example.com')).toHaveLength(1);
    expect(inbox('flagged@example.com')).toHaveLength(0);
    expect(inbox('spam@example.com')).toHaveLength(0);
    const business = inbox(BUSINESS_INBOX).map(({ mail }) => mail.subject);
    expect(business).toHaveLength(2);
    expect(business[1]).toMatch(/\[flagged: many requests from one address within minutes\]$/);
    expect(log.lines).toContainEqual(expect.objectContaining({ leadId: flagged.id, reason: 'flagged' }));
  });

  it('stops past the hourly number of notifications over the whole site', async () => {
    const { t, notifier, inbox } = await setUp({ maxPerHour: 1 });
    await sendRequest(t, { email: 'one@example.com' });
    await sendRequest(t, { email: 'two@example.com' });
    await notifier.settled();
    expect(inbox('one@example.com')).toHaveLength(1);
    expect(inbox('two@example.com')).toHaveLength(0);
  });

  it('is tried again when the mail server fails, and a copy given up does not use up the address', async () => {
    const { t, notifier, inbox, smtp, log, store } = await setUp();
    // No mail server at all: the business's e-mail and the copy both fail.
    await smtp.close();
    const first = await sendRequest(t);
    await notifier.settled();
    expect(log.lines.filter((l) => l.leadId === first.id && String(l.msg).startsWith('the copy of the request for the visitor'))).toEqual([
      expect.objectContaining({ attempt: 1, retryInMs: 20 }),
      expect.objectContaining({ attempts: 2, msg: 'the copy of the request for the visitor could not be sent; given up' }),
    ]);
    expect(inbox(fields.email)).toHaveLength(0);
    expect(await store.get(`visitor-copy:${addressKey(fields.email)}`)).toBeUndefined();
  });
});

describe("the site visit's invitation", () => {
  /** The calendar part of a received mail: its method and the event parsed back. */
  const calendarOf = (mail: { attachments: { contentType: string; content: Buffer }[] }) => {
    const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(part, 'a text/calendar part').toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent')!;
    return { type: part!.contentType, calendar, event, text: part!.content.toString('utf8') };
  };

  it('comes with the business e-mail and the visitor copy of a request that holds a slot: its times in New York, the visitor copy with none of the typed words', async () => {
    const { t, notifier, inbox } = await setUp();
    const [slot] = (await request(t.app).get('/api/visit-slots').expect(200)).body.slots as { id: string; start: string; end: string }[];
    const { id } = await sendRequest(t, { visit: { slot: slot!.id } });
    await notifier.settled();

    for (const mail of [inbox(BUSINESS_INBOX)[0]!.mail, inbox(fields.email)[0]!.mail]) {
      const { calendar, event, text } = calendarOf(mail);
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(event.getFirstPropertyValue('uid')).toBe(`visit-${id}@www.fiveboroughterrazzo.example`);
      expect(event.getFirstPropertyValue('sequence')).toBe(0);
      expect(text).toContain('DTSTART;TZID=America/New_York:');
      const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
      const zone = new ICAL.Timezone(vtimezone);
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
      start.zone = zone;
      end.zone = zone;
      expect(start.toJSDate().getTime()).toBe(Date.parse(slot!.start));
      expect(end.toJSDate().getTime()).toBe(Date.parse(slot!.end));
    }
    const business = calendarOf(inbox(BUSINESS_INBOX)[0]!.mail);
    expect(business.event.getFirstPropertyValue('location')).toBe('Park Slope');
    const visitor = calendarOf(inbox(fields.email)[0]!.mail);
    expect(visitor.event.getFirstPropertyValue('location')).toBe('Brooklyn, NY');
    expect(visitor.text).not.toContain('evil');
    const copy = inbox(fields.email)[0]!.mail.text!;
    expect(copy).toMatch(/Site visit: +\w{3}, \w{3} \d+ · .*, held for you/);
    // Its link opens the page where the visitor moves or cancels the visit.
    const link = /Move or cancel your site visit (\S+)/.exec(copy)?.[1];
    expect(link).toMatch(/^https:\/\/www\.fiveboroughterrazzo\.example\/visit\//);
    expect((await request(t.app).get(pathOf(link!)).expect(200)).text).toContain('held for you');
  });

  it('is not in the e-mails of a request that holds no slot', async () => {
    const { t, notifier, inbox } = await setUp();
    await sendRequest(t);
    await notifier.settled();
    for (const mail of [inbox(BUSINESS_INBOX)[0]!.mail, inbox(fields.email)[0]!.mail])
      expect(mail.attachments.some((attachment) => attachment.contentType.startsWith('text/calendar'))).toBe(false);
  });
});

describe('the webhook of an estimate request with photos', () => {
  it('carries the estimate with labels, the reference and borough, and signed photo links the app serves', async () => {
    const { t, notifier, hook } = await setUp();
    const { id, photoIds } = await sendRequest(t, {}, 3);
    await notifier.settled();

    const { lead } = JSON.parse(hook.requests[0]!.body) as { lead: Record<string, unknown> & { photos: Record<string, string>[] } };
    expect(lead).toMatchObject({
      id,
      reference: referenceOf(id),
      borough: 'Brooklyn',
      serviceLabel: 'Terrazzo Restoration',
      project: {
        areaSqFt: 600,
        work: 'new-floor',
        workLabel: 'A new poured floor',
        range: { price: 'epoxy-poured', low: 11_400, high: 25_200, setOn: '2026-11-01' },
      },
      visit: {
        windows: ['weekday-morning', 'saturday-morning'],
        windowLabels: ['Weekday morning, 7 AM–12 PM', 'Saturday morning, 8 AM–12 PM'],
        access: ['super'],
        accessLabels: ['A super or doorman lets us in'],
      },
    });
    const expiresAt = Date.parse(lead.photoLinksExpireAt as string);
    expect(expiresAt - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);
    expect(lead.photos.map((photo) => Object.keys(photo).sort())).toEqual(
      photoIds.map(() => ['height', 'id', 'thumbnailUrl', 'url', 'width']),
    );
    expect(lead.photos.map((photo) => photo.id)).toEqual(photoIds);

    for (const [i, photo] of lead.photos.entries()) {
      expect(photo.url).toMatch(
        /^https:\/\/www\.fiveboroughterrazzo\.example\/lead-photos\/[\w-]{22}\.jpg\?expires=\d+&signature=[\w-]{43}$/,
      );
      const res = await request(t.app).get(pathOf(photo.url!)).expect(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect((res.body as Buffer).equals(await readFile(path.join(photoDir(t.leadsFile), `${photoIds[i]}.jpg`)))).toBe(true);
      const thumb = await request(t.app).get(pathOf(photo.thumbnailUrl!)).expect(200);
      expect((thumb.body as Buffer).equals(await readFile(path.join(photoDir(t.leadsFile), `${photoIds[i]}.thumb.jpg`)))).toBe(true);
    }
  });

  it('a tampered link is refused (403): another photo, a later expiry, another signature', async () => {
    const { t, notifier, hook } = await setUp();
    const { photoIds } = await sendRequest(t, {}, 2);
    await notifier.settled();
    const { lead } = JSON.parse(hook.requests[0]!.body) as { lead: { photos: { url: string }[] } };
    const url = new URL(lead.photos[0]!.url);
    const other = new URL(url);
    other.pathname = `/lead-photos/${photoIds[1]}.jpg`;
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const unsigned = new URL(url);
    unsigned.search = '';
    for (const tampered of [other, later, forged, unsigned]) {
      const res = await request(t.app).get(pathOf(tampered.href)).expect(403);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toBe('This link to a photo is not valid.');
    }
  });

  it('an expired link is refused (403), a photo no longer kept is a 404, and no folder or other file is ever served', async () => {
    const { t } = await setUp();
    const [photoId] = await uploadPhotos(t, humanFormToken(), 1);
    const monthAgo = createPhotoLinks(TEST_FORM_SECRET, { now: () => Date.now() - 31 * 86_400_000 });
    const expired = await request(t.app).get(monthAgo.path(photoId!, 'photo')).expect(403);
    expect(expired.text).toBe('This link to a photo has expired.');

    const links = createPhotoLinks(TEST_FORM_SECRET);
    await request(t.app).get(links.path(photoId!, 'photo')).expect(200);
    await request(t.app).get(links.path('NoSuchPhotoNoSuchPhoto', 'photo')).expect(404);
    const query = links.path(photoId!, 'photo').split('?')[1]!;
    // The folder is no route of its own: the site's pages answer (a redirect to the canonical path, then not found).
    for (const folder of ['/lead-photos/', '/lead-photos']) {
      const res = await request(t.app).get(folder).redirects(1);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(photoId!);
    }
    for (const file of [
      `/lead-photos/${photoId}.json?${query}`,
      `/lead-photos/..%2Fcontacts.ndjson?${query}`,
      `/lead-photos/%2E%2E%2F%2E%2E%2Fform-secret?${query}`,
    ]) {
      const res = await request(t.app).get(file).expect(404);
      expect(res.text).toBe('No such photo');
    }
  });
});
