// The before/after comparison as the server renders it, which is also what a
// page shows without JavaScript: the two photos, each in a figure captioned
// "Before" or "After", no style attribute of its own (the divider's position
// exists only once the page runs) and no range input (the comparison exists
// once hydrated).
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BeforeAfter } from '../../client/components/before-after';
import type { SiteImage } from '../../shared/api-types';

const plain = { widths: [], placeholder: [] };
const before: SiteImage = {
  url: '/images/aisle-before.jpg',
  width: 1200,
  height: 800,
  alt: 'Cracked, dull terrazzo in a church aisle',
  ...plain,
};
const after: SiteImage = {
  url: '/images/aisle-after.jpg',
  width: 1200,
  height: 800,
  alt: 'The same aisle ground and polished to a shine',
  ...plain,
};
/** An element of the parsed HTML. */
type Element = Parameters<Parameters<typeof DomUtils.findAll>[0]>[0];

const ILLUSTRATION = /illustration, not a photograph/i;

function render(props: Partial<Parameters<typeof BeforeAfter>[0]> = {}) {
  const html = renderToString(
    <BeforeAfter before={before} after={after} sizes="(min-width: 800px) 720px, 100vw" subject="Church aisle floor" {...props} />,
  );
  const document = parseDocument(html);
  const all = (test: (element: Element) => boolean) => DomUtils.findAll(test, document.children);
  return { html, document, all };
}

describe('BeforeAfter in the server HTML', () => {
  it('shows both photos, each in its own figure captioned Before or After and named for the subject', () => {
    const { all } = render();
    const sides = all((el) => el.name === 'figure' && /\bbefore-after-side\b/.test(el.attribs.class ?? ''));
    expect(
      sides.map((figure) => {
        const img = DomUtils.findOne((el) => el.name === 'img', figure.children)!;
        const caption = DomUtils.findOne((el) => el.name === 'figcaption', figure.children)!;
        return { label: figure.attribs['aria-label'], src: img.attribs.src, alt: img.attribs.alt, caption: DomUtils.textContent(caption) };
      }),
    ).toEqual([
      { label: 'Church aisle floor before restoration', src: before.url, alt: before.alt, caption: 'Before' },
      { label: 'Church aisle floor after restoration', src: after.url, alt: after.alt, caption: 'After' },
    ]);
    // The images reserve their space before they load.
    for (const img of all((el) => el.name === 'img')) expect([img.attribs.width, img.attribs.height]).toEqual(['1200', '800']);
  });

  it('has no style attribute of its own, no range input, and no comparison class yet', () => {
    const { html, all } = render({ illustration: true, className: 'service-before-after' });
    expect(all((el) => 'style' in el.attribs)).toEqual([]);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(all((el) => el.name === 'input')).toEqual([]);
    expect(html).not.toMatch(/type="range"/);
    const root = all((el) => el.name === 'figure')[0]!;
    expect(root.attribs.class).toBe('before-after service-before-after');
  });

  it('says the pair is an illustration only when it is one', () => {
    const captionOf = (illustration?: boolean) => {
      const { all } = render({ illustration });
      return all((el) => el.name === 'figcaption' && el.attribs.class === 'before-after-caption').map((el) => DomUtils.textContent(el));
    };
    const [caption, ...more] = captionOf(true);
    expect(caption).toMatch(ILLUSTRATION);
    expect(more).toEqual([]);
    expect(captionOf(false)).toEqual([]);
    expect(captionOf(undefined)).toEqual([]);
    expect(render().html).not.toMatch(/illustration/i);
  });

  it('passes each image on to ProjectImage: AVIF variants for a derived photo, with the sizes given', () => {
    const { all } = render({
      after: { ...after, url: '/images/aisle-after-960.3f9a2b1c4d5e.webp', widths: [480, 780, 960, 1170, 1440] },
      sizes: '50vw',
    });
    const sources = all((el) => el.name === 'source');
    expect(sources).toHaveLength(1);
    expect(sources[0]!.attribs.type).toBe('image/avif');
    expect(sources[0]!.attribs.sizes).toBe('50vw');
    expect(sources[0]!.attribs.srcset).toMatch(/^\/images\/aisle-after-480\.3f9a2b1c4d5e\.avif 480w, /);
  });
});
