// The real content in data/: the business's facts, the counts and rules the
// product fixes, and the doorway-page similarity check.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS, variantUrl } from '../../shared/image-sources';
import { BLOG_CATEGORIES, BOROUGHS } from '../../shared/constants';
import { loadContent, type Content } from '../../server/content/content-store';
import { countWords, renderMarkdown } from '../../server/content/markdown';
import { GALLERY_FILTERS, filterGallery } from '../../shared/gallery-filters';
import { parseSimpleMarkup } from '../../shared/simple-markup';

const DATA_DIR = path.resolve('data');
let content: Content;
beforeAll(async () => {
  content = await loadContent(DATA_DIR);
});

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Five-word sequences of a text, lowercased, punctuation removed. */
export function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const set = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) set.add(words.slice(i, i + 5).join(' '));
  return set;
}

/** Shared sequences divided by the smaller page's count: 1 for a copy, near 0 for distinct pages. */
export function similarity(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return small.size === 0 ? 0 : shared / small.size;
}

describe('similarity measure', () => {
  it('scores a name-swapped template near 1 and distinct text near 0', () => {
    const template = (name: string) =>
      shingles(
        `Five Borough Terrazzo installs and restores terrazzo floors in ${name} for homes and businesses with care and skill across every block`,
      );
    expect(similarity(template('SoHo'), template('Tribeca'))).toBeGreaterThan(0.7);
    expect(
      similarity(
        shingles('the quick brown fox jumps over the lazy dog again'),
        shingles('brownstones line the quiet streets of park slope near the park'),
      ),
    ).toBe(0);
  });
});

describe('business profile', () => {
  it('holds the business facts', () => {
    const b = content.business;
    expect(b.name).toBe('Five Borough Terrazzo');
    expect(b.phone).toEqual({ display: '(718) 555-0142', tel: 'tel:+17185550142' });
    expect(b.secondaryPhone).toEqual({ display: '(347) 555-0199', tel: 'tel:+13475550199' });
    expect(b.address.postalCode).toBe('11233');
    expect(b.copyrightYear).toBe(2024);
  });

  it('no phone number is written in code', async () => {
    const files: string[] = [];
    for (const dir of ['client', 'server', 'shared']) {
      for (const entry of await readdir(dir, { recursive: true })) if (/\.(ts|tsx)$/.test(entry)) files.push(path.join(dir, entry));
    }
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(/555[-. ]?01(42|99)/);
    }
  });
});

describe('services', () => {
  it('the contact form offers the four service types the product fixes, under their names, each with the kind of work its prices say', () => {
    expect(content.business.navigation.contactForm).toEqual([
      { value: 'custom-installation', label: 'Custom Terrazzo Installation', work: 'new-floor' },
      { value: 'precast-fabrication', label: 'Precast Terrazzo Fabrication', work: 'precast' },
      { value: 'restoration', label: 'Terrazzo Restoration', work: 'restoration' },
      { value: 'consultation', label: 'Design Consultation' },
    ]);
  });

  it('are exactly the six of the footer', () => {
    expect(content.services.items.map((s) => s.slug)).toEqual([
      'custom-installation',
      'precast-fabrication',
      'restoration',
      'commercial',
      'residential',
      'consultation',
    ]);
  });

  it('priced services start at $19; the precast one mentions the Brooklyn facility', () => {
    for (const service of content.services.items) if (service.price) expect(service.price).toBe('$19');
    expect(content.services.items.filter((s) => s.price).length).toBeGreaterThan(0);
    expect(content.services.bySlug.get('precast-fabrication')!.description).toContain('Brooklyn facility');
  });
});

describe('neighborhoods', () => {
  const COUNTS = { Manhattan: 34, Brooklyn: 42, Queens: 40, Bronx: 35, 'Staten Island': 46, 'Long Island': 50 };
  const FOOTER_SLUGS = [
    'soho-manhattan-ny',
    'tribeca-manhattan-ny',
    'williamsburg-brooklyn-ny',
    'park-slope-brooklyn-ny',
    'long-island-city-queens-ny',
    'astoria-queens-ny',
    'riverdale-bronx-ny',
    'fordham-bronx-ny',
    'garden-city-long-island-ny',
    'great-neck-long-island-ny',
    'upper-east-side-manhattan-ny',
    'chelsea-manhattan-ny',
  ];

  it('has exactly the fixed count per borough (247 pages)', () => {
    expect(content.business.boroughCounts).toEqual(COUNTS);
    expect(content.neighborhoods.items).toHaveLength(247);
    expect(BOROUGHS.every((b) => b in COUNTS)).toBe(true);
  });

  it('includes the twelve footer pages', () => {
    for (const slug of FOOTER_SLUGS) expect(content.neighborhoods.bySlug.has(slug), slug).toBe(true);
  });

  it('slugs follow {neighborhood}-{borough}-ny', () => {
    for (const n of content.neighborhoods.bySlug.values()) {
      expect(n.slug.endsWith(`-${n.borough.toLowerCase().replace(' ', '-')}-ny`), n.slug).toBe(true);
    }
  });

  it('every page has at least 150 words of its own, and unique title and description', () => {
    const pages = [...content.neighborhoods.bySlug.values()];
    for (const n of pages) expect(countWords(textOf(n.content)), n.slug).toBeGreaterThanOrEqual(150);
    expect(new Set(pages.map((n) => n.title)).size).toBe(pages.length);
    expect(new Set(pages.map((n) => n.description)).size).toBe(pages.length);
  });

  it('no two pages share more than 30% of their five-word sequences', () => {
    const pages = [...content.neighborhoods.bySlug.values()].map((n) => ({ slug: n.slug, set: shingles(textOf(n.content)) }));
    let worst = { score: 0, pair: '' };
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const score = similarity(pages[i]!.set, pages[j]!.set);
        if (score > worst.score) worst = { score, pair: `${pages[i]!.slug} ~ ${pages[j]!.slug}` };
      }
    }
    console.info(`neighborhood similarity: worst pair ${worst.pair} at ${worst.score.toFixed(3)} over ${pages.length} pages`);
    expect(worst.score, worst.pair).toBeLessThanOrEqual(0.3);
  });
});

describe('service-location pages', () => {
  it('one per service and area (36), with slug and title of the rule', () => {
    expect(content.serviceLocations.items).toHaveLength(36);
    for (const service of content.services.items) {
      for (const area of BOROUGHS) {
        const slug = `${service.slug}-${area.toLowerCase().replace(' ', '-')}`;
        const page = content.serviceLocations.bySlug.get(slug);
        expect(page, slug).toBeDefined();
        expect(page!.title).toBe(`${service.name} in ${area} | Five Borough Terrazzo`);
      }
    }
  });

  it('each has at least 200 words of simple markup and no two are alike', () => {
    const pages = [...content.serviceLocations.bySlug.values()];
    const texts = pages.map((p) =>
      parseSimpleMarkup(p.content)
        .map((b) => ('items' in b ? b.items.join(' ') : b.text))
        .join(' '),
    );
    pages.forEach((p, i) => expect(countWords(texts[i]!), p.slug).toBeGreaterThanOrEqual(200));
    const sets = texts.map(shingles);
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++) expect(similarity(sets[i]!, sets[j]!)).toBeLessThanOrEqual(0.3);
  });
});

describe('blog', () => {
  const posts = () => [...content.posts.bySlug.values()];

  it('has at least 15 articles, 3 per category, 3 featured, and the three linked from home', () => {
    expect(posts().length).toBeGreaterThanOrEqual(15);
    for (const category of BLOG_CATEGORIES)
      expect(posts().filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(3);
    expect(posts().filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    for (const slug of [
      'terrazzo-installation-guide-costs-process',
      'concrete-polishing-vs-epoxy-floors-comparison',
      'terrazzo-maintenance-cleaning-guide',
    ]) {
      expect(content.posts.bySlug.has(slug), slug).toBe(true);
    }
  });

  it('every article has at least 600 words', () => {
    for (const post of posts()) expect(countWords(textOf(post.content)), post.slug).toBeGreaterThanOrEqual(600);
  });

  it('the sanitizer changes nothing in the real articles (it only ever removes what is unsafe)', async () => {
    const { fileSchema, COLLECTIONS } = await import('../../server/content/collections');
    const raw = fileSchema(COLLECTIONS.posts).parse(JSON.parse(await readFile(path.join(DATA_DIR, 'blog.json'), 'utf8'))) as {
      posts: { slug: string; content: string }[];
    };
    // Compared as text: the sanitizer may spell a quote as " where Markdown wrote &quot;.
    const same = (html: string) => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    for (const post of raw.posts)
      expect(same(content.posts.bySlug.get(post.slug)!.content), post.slug).toBe(same(renderMarkdown(post.content)));
  });

  it('meta titles and descriptions are unique', () => {
    expect(new Set(posts().map((p) => p.metaTitle)).size).toBe(posts().length);
    expect(new Set(posts().map((p) => p.metaDescription)).size).toBe(posts().length);
  });
});

describe('gallery', () => {
  it('has at least 18 projects, 3 featured, and every filter matches at least two', () => {
    expect(content.gallery.items.length).toBeGreaterThanOrEqual(18);
    expect(content.gallery.items.filter((item) => item.featured).length).toBeGreaterThanOrEqual(3);
    for (const filter of GALLERY_FILTERS)
      expect(filterGallery(content.gallery.items, filter.value).length, filter.value).toBeGreaterThanOrEqual(2);
  });

  it('in Spanish, shows each project with its service in Spanish, and each filter matches the same projects', () => {
    const spanish = content.spanish.gallery.items;
    expect(spanish.map((item) => item.slug)).toEqual(content.gallery.items.map((item) => item.slug));
    const spanishNames = content.spanish.services.items.map((service) => service.name);
    for (const item of spanish) expect(spanishNames, item.slug).toContain(item.serviceType);
    expect(spanish.find((item) => item.slug === 'airport-concourse-floor')?.serviceType).toBe('Terrazo comercial');
    for (const filter of GALLERY_FILTERS) {
      const slugs = (items: readonly { slug: string; serviceType: string }[]) =>
        filterGallery(items, filter.value).map((item) => item.slug);
      expect(slugs(spanish), filter.value).toEqual(slugs(content.gallery.items));
    }
  });

  it('every project has its image in every width, as AVIF and WebP, each served under a fingerprint', async () => {
    for (const item of content.gallery.items) {
      expect(item.image.widths, item.slug).toEqual([...IMAGE_WIDTHS]);
      const urls = IMAGE_WIDTHS.flatMap((width) => IMAGE_FORMATS.map((format) => variantUrl(item.imageUrl, width, format)));
      for (const url of urls) {
        const file = await content.images.ready(url);
        expect(file, url).toBeDefined();
        await expect(
          readFile(file!).then((bytes) => bytes.length > 1000),
          url,
        ).resolves.toBe(true);
      }
    }
  });
});
