import { describe, expect, it } from 'vitest';
import { leadSourceFrom, refererPage } from '../../server/leads/lead-source';

describe('leadSourceFrom', () => {
  it('keeps the valid parts, trimmed', () => {
    expect(
      leadSourceFrom({ source: { page: ' /contact ', referrer: 'https://www.google.com/', utm: { utm_source: ' google ' } } }),
    ).toEqual({
      page: '/contact',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'google' },
    });
  });

  it.each([
    ['a page that is a full URL', { page: 'https://x.example/contact' }],
    ['a protocol-relative page', { page: '//x.example/contact' }],
    ['a page with a line break', { page: '/contact\nSet-Cookie: x' }],
    ['an empty page', { page: '   ' }],
    ['a page over 500 characters', { page: `/${'a'.repeat(500)}` }],
    ['a referrer that is not http(s)', { referrer: 'data:text/html,hi' }],
    ['a referrer that is no URL', { referrer: 'google' }],
    ['a utm value that is not text', { utm: { utm_source: ['a'] } }],
    ['a utm parameter not in the list', { utm: { utm_id: '7', fbclid: 'x' } }],
    ['utm that is not an object', { utm: 'utm_source=google' }],
  ])('drops %s', (_what, source) => {
    expect(leadSourceFrom({ source })).toBeUndefined();
  });

  it('takes the page from the form field, then the Referer, when the script sent none', () => {
    expect(leadSourceFrom({ sourcePage: '/contact' }, '/other')).toEqual({ page: '/contact' });
    expect(leadSourceFrom({}, '/services?x=1')).toEqual({ page: '/services?x=1' });
    expect(leadSourceFrom({ source: { page: '/from-script' }, sourcePage: '/contact' })).toEqual({ page: '/from-script' });
  });
});

describe('refererPage', () => {
  it('is the path and query of a page of one of our hosts', () => {
    expect(refererPage('https://www.site.example/contact?x=1', ['www.site.example'])).toBe('/contact?x=1');
    expect(refererPage('http://127.0.0.1:3000/contact', ['127.0.0.1:3000'])).toBe('/contact');
    expect(refererPage('https://WWW.SITE.EXAMPLE/a', [undefined, 'www.site.example'])).toBe('/a');
  });

  it('is undefined for another site, no Referer or a malformed one', () => {
    expect(refererPage('https://elsewhere.example/contact', ['www.site.example'])).toBeUndefined();
    expect(refererPage(undefined, ['www.site.example'])).toBeUndefined();
    expect(refererPage('not a url', ['www.site.example'])).toBeUndefined();
  });
});
