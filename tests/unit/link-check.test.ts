import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../server/content/content-store';
import { loadContent } from '../../server/content/content-store';
import { classifyHref, missingPageReason } from '../../cli/link-check';
import { hrefsOf } from '../../server/content/html-allowlist';
import { writeDataDir } from '../helpers/test-content';

const ORIGIN = 'https://www.fiveboroughterrazzo.example';

describe('hrefsOf', () => {
  it('finds the href of every link, whatever the quotes, entities decoded', () => {
    const html = `<p><a href="/services/restoration">a</a> <a class="x" href='/gallery'>b</a> <a href=/contact>c</a>
      <a title="no link">d</a> <link href="/not-an-anchor"> <a href="/blog?a=1&amp;b=2">e</a></p>`;
    expect(hrefsOf(html)).toEqual(['/services/restoration', '/gallery', '/contact', '/blog?a=1&b=2']);
  });
});

describe('classifyHref', () => {
  it.each([
    ['/services/restoration', { kind: 'internal', path: '/services/restoration' }],
    ['/contact?from=blog#form', { kind: 'internal', path: '/contact' }],
    ['/#top', { kind: 'internal', path: '/' }],
    [`${ORIGIN}/gallery`, { kind: 'internal', path: '/gallery' }],
    ['https://example.com/services/x', { kind: 'external' }],
    ['//cdn.example.com/x', { kind: 'external' }],
    ['mailto:estimates@fiveboroughterrazzo.example', { kind: 'external' }],
    ['tel:+17185550142', { kind: 'external' }],
    ['#section', { kind: 'external' }],
    ['services/restoration', { kind: 'relative' }],
    ['../gallery', { kind: 'relative' }],
  ])('%s is %j', (href, expected) => {
    expect(classifyHref(href, ORIGIN)).toEqual(expected);
  });
});

describe('missingPageReason', () => {
  let content: Content;
  beforeAll(async () => {
    content = await loadContent(await writeDataDir());
  });

  it.each([
    '/',
    '/services',
    '/services/restoration',
    '/local/park-slope-brooklyn-ny',
    '/service-location/restoration-brooklyn',
    '/blog',
    '/blog/sealing-schedule',
    '/blog/category/costs',
    '/brooklyn-neighborhoods',
    '/contact',
    '/gallery',
    '/about',
    '/process',
    '/warranty',
    '/privacy',
    '/terms',
    '/sitemap',
  ])('%s is a page', (path) => {
    expect(missingPageReason(path, content)).toBeUndefined();
  });

  it.each([
    ['/services/marble-carving', 'no service has the slug "marble-carving"'],
    ['/services/Restoration', 'the address is spelled differently: write /services/restoration'],
    ['/local/nowhere-ny', 'no neighborhood page has the slug "nowhere-ny"'],
    ['/service-location/restoration-queens', 'no service-location page has the slug "restoration-queens"'],
    ['/blog/no-such-post', 'no article has the slug "no-such-post"'],
    ['/blog/category/gardening', 'no blog category has the slug "gardening" (use installation, maintenance, design, costs, comparisons)'],
    ['/queens-neighborhoods', 'no neighborhood page is in Queens'],
    ['/abuot', 'no page has this address'],
    ['/services/restoration/extra', 'no page has this address'],
    ['/api/services', 'no page has this address'],
  ])('%s is no page: %s', (path, reason) => {
    expect(missingPageReason(path, content)).toBe(reason);
  });
});
