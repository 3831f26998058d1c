import { describe, expect, it } from 'vitest';
import { createPhotoLinks, PHOTO_LINK_DAYS } from '../../server/leads/photos/photo-links';

const SECRET = 'a-test-secret-of-some-length';
const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const NOW = Date.parse('2026-11-01T12:00:00Z');

/** The file name and query of a signed link, as the route gets them. */
function parts(link: string) {
  const url = new URL(link, 'https://site.example');
  return { file: url.pathname.split('/').at(-1)!, query: Object.fromEntries(url.searchParams) };
}

describe('createPhotoLinks', () => {
  const links = createPhotoLinks(SECRET, { now: () => NOW });

  it('signs a link to a photo and to its thumbnail, each expiring 30 days from now', () => {
    const photo = links.path(ID, 'photo');
    const thumb = links.path(ID, 'thumb');
    const expires = NOW / 1000 + PHOTO_LINK_DAYS * 86_400;
    expect(photo).toMatch(new RegExp(`^/lead-photos/${ID}\\.jpg\\?expires=${expires}&signature=[\\w-]{43}$`));
    expect(thumb).toMatch(new RegExp(`^/lead-photos/${ID}\\.thumb\\.jpg\\?expires=${expires}&signature=[\\w-]{43}$`));
    expect(links.expiresAt().toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(links.url('https://www.example.com', ID, 'photo')).toBe(`https://www.example.com${photo}`);
  });

  it('verifies its own links, each for its own file', () => {
    const { file, query } = parts(links.path(ID, 'photo'));
    expect(links.check(file, query)).toEqual({ ok: true, id: ID, variant: 'photo' });
    const thumb = parts(links.path(ID, 'thumb'));
    expect(links.check(thumb.file, thumb.query)).toEqual({ ok: true, id: ID, variant: 'thumb' });
    // A thumbnail's signature does not open the photo.
    expect(links.check(file, thumb.query)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a link that was altered: another id, a later expiry, another signature, or none', () => {
    const { file, query } = parts(links.path(ID, 'photo'));
    const other = `${ID.slice(0, -1)}w.jpg`;
    expect(links.check(other, query)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(links.check(file, { ...query, expires: String(Number(query.expires) + 86_400) })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const flipped = `${query.signature!.slice(0, -1)}${query.signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(links.check(file, { ...query, signature: flipped })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(links.check(file, { expires: query.expires })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(links.check(file, { ...query, expires: ['1', '2'] })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a link signed with another secret', () => {
    const { file, query } = parts(createPhotoLinks('another-secret-of-some-length', { now: () => NOW }).path(ID, 'photo'));
    expect(links.check(file, query)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a link once it has expired, and not a second before', () => {
    const { file, query } = parts(links.path(ID, 'photo'));
    const expiresMs = Number(query.expires) * 1000;
    expect(createPhotoLinks(SECRET, { now: () => expiresMs - 1000 }).check(file, query).ok).toBe(true);
    expect(createPhotoLinks(SECRET, { now: () => expiresMs }).check(file, query)).toEqual({ ok: false, reason: 'expired' });
  });

  it('knows only the names of uploads: no other file, no path, no folder', () => {
    const { query } = parts(links.path(ID, 'photo'));
    for (const file of [`${ID}.json`, `${ID}.png`, '../contacts.ndjson', `..%2F${ID}.jpg`, '', '.incoming', `${ID}.jpg/`])
      expect(links.check(file, query)).toEqual({ ok: false, reason: 'unknown' });
    expect(() => links.path('../../etc/passwd', 'photo')).toThrow();
  });
});
