// The contact form without JavaScript: a plain form POST.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ACCESS_NEEDS, WORK_KINDS } from '../../shared/estimate-fields';
import { storedLeads } from '../helpers/stored-leads';
import { readState, visibleText } from '../helpers/html';
import { createTestApp, humanFormToken } from '../helpers/test-app';

const form = 'name=Ada+Lovelace&email=ada%40example.com&phone=718+555+0100&service=restoration&location=Park+Slope&message=Cracked+lobby';

describe('POST /contact (no JavaScript)', () => {
  it('stores the request and redirects to the success page', async () => {
    const t = await createTestApp();
    const res = await request(t.app).post('/contact').type('form').send(form).expect(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(await storedLeads(t.leadsFile)).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'restoration', message: 'Cracked lobby' }),
    ]);
    const page = await request(t.app).get('/contact?sent=1').expect(200);
    expect(visibleText(page.text)).toContain('Message Sent Successfully!');
  });

  it('when a required field is missing, answers 400 with the form, the values kept and the field marked', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send('name=Ada&email=ada%40example.com&phone=&message=Keep+me')
      .expect(400);
    expect(visibleText(res.text)).toContain('Please check the highlighted fields');
    const phoneInput = /<input[^>]*name="phone"[^>]*>/.exec(res.text)![0];
    expect(phoneInput).toContain('aria-invalid="true"');
    expect(res.text).toMatch(/<textarea[^>]*name="message"[^>]*>Keep me<\/textarea>/);
    expect(readState(res.text)).toHaveProperty('formResult.errors.phone', 'required');
    expect(visibleText(res.text)).toContain('Please enter your phone number.');
    expect(await storedLeads(t.leadsFile)).toEqual([]);
  });

  it('when the log cannot be written, answers 503 with the error and the phone, values kept', async () => {
    const t = await createTestApp();
    await mkdir(t.leadsFile, { recursive: true });
    const res = await request(t.app).post('/contact').type('form').send(form).expect(503);
    const text = visibleText(res.text);
    expect(text).toContain('Error Sending Message');
    expect(text).toContain('(718) 555-0142');
    expect(res.text).toMatch(/name="location"[^>]*value="Park Slope"|value="Park Slope"[^>]*name="location"/);
  });

  it('escapes what the visitor typed', async () => {
    const t = await createTestApp();
    const res = await request(t.app).post('/contact').type('form').send('name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&email=x').expect(400);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });
});

/** The tags of `html` matching `pattern`, in document order. */
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

describe('the estimate request without JavaScript: the form page of the contact page’s frame', () => {
  it('posts multipart/form-data to /contact, with the photos’ file input and the estimate’s fields under the names the server reads, after the spec’s six', async () => {
    const t = await createTestApp();
    const { text: html } = await request(t.app).get('/contact/form').expect(200);
    const [form] = tags(html, /<form[^>]*>/g);
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/action="\/contact"/);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toMatch(/target="_top"/);

    const [file] = tags(html, /<input[^>]*type="file"[^>]*>/g);
    expect(file).toMatch(/name="photos"/);
    expect(file).toMatch(/accept="image\/\*"/);
    expect(file).toMatch(/multiple=""/);
    const fileId = /id="([^"]+)"/.exec(file!)![1];
    expect(html).toContain(`<label for="${fileId}">Add photos</label>`);

    const [area] = tags(html, /<input[^>]*name="areaSqFt"[^>]*>/g);
    expect(area).toMatch(/inputMode="numeric"/i);
    expect(html).toContain('>Approximate area (sq ft)</label>');
    const values = (name: string) =>
      tags(html, new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g')).map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
    expect(values('work')).toEqual(WORK_KINDS.map((kind) => kind.value));
    expect(tags(html, /<input[^>]*name="work"[^>]*>/g).every((tag) => tag.includes('type="radio"'))).toBe(true);
    expect(values('visitWindows')).toEqual(['weekday-morning', 'weekday-afternoon', 'saturday-morning', 'saturday-afternoon']);
    expect(values('access')).toEqual(ACCESS_NEEDS.map((need) => need.value));
    expect(tags(html, /<input[^>]*name="(visitWindows|access)"[^>]*>/g).every((tag) => tag.includes('type="checkbox"'))).toBe(true);

    // Everything new is optional and comes after the spec's fields.
    const at = (name: string) => html.indexOf(`name="${name}"`);
    expect(at('message')).toBeGreaterThan(at('location'));
    for (const name of ['photos', 'areaSqFt', 'work', 'visitWindows', 'access']) expect(at(name), name).toBeGreaterThan(at('message'));
    for (const name of ['photos', 'areaSqFt', 'work', 'visitWindows', 'access'])
      expect(tags(html, new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g')).some((tag) => tag.includes('required'))).toBe(false);
    // The prices per square foot, since no script works out a range here.
    expect(visibleText(html)).toContain('Epoxy terrazzo, poured in place $19–$42 per sq ft minimum job $9,500');
  });

  it('the contact page’s own HTML carries the prices for the range, in its text and its state', async () => {
    const t = await createTestApp();
    const { text: html } = await request(t.app).get('/contact').expect(200);
    expect(visibleText(html)).toContain('Usual prices in New York City');
    expect(readState(html).queries.queries.map((query) => query.queryKey)).toContainEqual(['/api/prices']);
  });

  it('stores the request with its photos and lands on /contact?sent=1; a file that is no photo lands on /contact?sent=photos', async () => {
    const t = await createTestApp();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c9a469' } })
      .jpeg()
      .toBuffer();
    const post = () =>
      request(t.app)
        .post('/contact')
        .field('name', 'Ada Lovelace')
        .field('email', 'ada@example.com')
        .field('phone', '718 555 0100')
        .field('formToken', humanFormToken())
        .field('areaSqFt', '600')
        .field('work', 'new-floor')
        .field('visitWindows', 'weekday-morning')
        .field('visitWindows', 'saturday-morning')
        .field('access', 'super');
    const sent = await post().attach('photos', photo, { filename: 'lobby.jpg', contentType: 'image/jpeg' }).expect(303);
    expect(sent.headers.location).toBe('/contact?sent=1');
    const notAllKept = await post()
      .attach('photos', photo, { filename: 'lobby.jpg', contentType: 'image/jpeg' })
      .attach('photos', Buffer.from('not a photo'), { filename: 'notes.jpg', contentType: 'image/jpeg' })
      .expect(303);
    expect(notAllKept.headers.location).toBe('/contact?sent=photos');
    const stored = await storedLeads(t.leadsFile);
    expect(stored.map((lead) => lead.photos?.length)).toEqual([1, 1]);
    expect(stored[0]).toMatchObject({
      project: { areaSqFt: 600, work: 'new-floor', range: { low: 11_400, high: 25_200 } },
      visit: { windows: ['weekday-morning', 'saturday-morning'], access: ['super'] },
    });
  });

  it('/contact?sent=photos says once that some photos could not be kept, and where to e-mail them', async () => {
    const t = await createTestApp();
    const { text: html } = await request(t.app).get('/contact?sent=photos').expect(200);
    const text = visibleText(html);
    expect(text.split('Some of your photos could not be kept').length - 1).toBe(1);
    expect(text).toContain('Please e-mail them to');
    expect(/class="confirmation-photos-note"[^>]*>(?:(?!<\/div>)[\s\S])*href="([^"]+)"/.exec(html)?.[1]).toBe(
      'mailto:estimates@fiveboroughterrazzo.example',
    );
    expect(visibleText((await request(t.app).get('/contact?sent=1').expect(200)).text)).not.toContain('could not be kept');
  });

  it('a form the server sends back keeps the area, the kind of work and the times chosen, shows their range, and asks for the photos again', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .post('/contact')
      .field('name', 'Ada Lovelace')
      .field('email', 'ada@example.com')
      .field('phone', '12')
      .field('areaSqFt', '600')
      .field('work', 'new-floor')
      .field('visitWindows', 'weekday-morning')
      .field('visitWindows', 'saturday-morning')
      .attach(
        'photos',
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        {
          filename: 'a.png',
          contentType: 'image/png',
        },
      )
      .expect(400);
    const html = res.text;
    expect(tags(html, /<input[^>]*name="areaSqFt"[^>]*>/g)[0]).toContain('value="600"');
    const checked = tags(html, /<input[^>]*checked=""[^>]*>/g).map((tag) => /value="([^"]*)"/.exec(tag)?.[1]);
    expect(checked).toEqual(['new-floor', 'weekday-morning', 'saturday-morning']);
    const text = visibleText(html);
    expect(text).toContain('Epoxy terrazzo, poured in place, about 600 sq ft: usually $11,400–$25,200 in New York City');
    expect(text).toContain('Your photos were not kept with it: please choose them again.');
    expect(text).toContain('Please enter a phone number with at least 7 digits.');
    expect(await storedLeads(t.leadsFile)).toEqual([]);
  });
});
