// The contact form without JavaScript: a plain form POST.
import { mkdir } from 'node:fs/promises';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { storedLeads } from '../helpers/stored-leads';
import { readState, visibleText } from '../helpers/html';
import { createTestApp } from '../helpers/test-app';

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
    expect(readState(res.text)).toHaveProperty('formResult.errors.phone');
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
