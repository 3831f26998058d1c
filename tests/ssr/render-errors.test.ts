import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { visibleText } from '../helpers/html';
import { createTestApp } from '../helpers/test-app';

// A page that throws while rendering.
vi.mock('../../client/routes/about/page', () => ({
  default: () => {
    throw new Error('the about page failed');
  },
}));

describe('a page that fails to render', () => {
  it('answers 500 with a friendly page that has the phone, and the process keeps serving', async () => {
    const t = await createTestApp();
    const res = await request(t.app)
      .get('/about')
      .expect(500)
      .expect('Content-Type', /text\/html/);
    const text = visibleText(res.text);
    expect(text).toContain('Sorry, this page could not be shown');
    expect(text).toContain('(718) 555-0142');
    expect(res.text).not.toContain('the about page failed');
    await request(t.app).get('/services').expect(200);
  });

  it('on a Spanish page, says so in Spanish', async () => {
    const t = await createTestApp();
    const res = await request(t.app).get('/es/nosotros').expect(500);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="es">/);
    const text = visibleText(res.text);
    expect(text).toContain('Lo sentimos, no pudimos mostrar esta página');
    expect(text).toContain('(718) 555-0142');
    expect(text).not.toContain('Sorry');
  });
});

describe('compression', () => {
  it('compresses streamed HTML for clients that accept it', async () => {
    const t = await createTestApp();
    const res = await request(t.app).get('/services').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(visibleText(res.text)).toContain('Terrazzo Restoration');
  });
});
