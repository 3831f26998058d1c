// A small, valid content folder for API and SSR tests; each test can change
// any file before it is written.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export function sampleFiles() {
  const files = {
    'business.json': {
      version: 1,
      business: {
        name: 'Five Borough Terrazzo',
        slogan: 'Artisan Craftsmanship',
        siteUrl: 'https://www.fiveboroughterrazzo.example',
        phone: { display: '(718) 555-0142', tel: 'tel:+17185550142' },
        secondaryPhone: { display: '(347) 555-0199', tel: 'tel:+13475550199' },
        email: 'estimates@fiveboroughterrazzo.example',
        address: { street: '2040 Fulton Street', locality: 'Brooklyn', region: 'NY', postalCode: '11233', country: 'US' },
        geo: { latitude: 40.6782, longitude: -73.9442 },
        hours: [
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
          { days: ['Sa'], opens: '08:00', closes: '16:00' },
        ],
        serviceArea: { center: 'Manhattan', radiusMeters: 50000 },
        areasServed: ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'Long Island'],
        copyrightYear: 2024,
        claims: {
          services: '6',
          boroughs: '5',
          neighborhoods: '249',
          neighborhoodsServicesPage: '250+',
          projects: '2,500+',
          warrantyYears: '25',
          yearsExperience: '70+',
          startingPrice: '$19 per sq ft',
        },
      },
    },
    'visits.json': {
      version: 1,
      visits: {
        windows: [
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], start: '08:00', end: '10:00' },
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], start: '13:00', end: '15:00' },
          { days: ['Sa'], start: '09:00', end: '11:00' },
        ],
        crews: 2,
        closed: [{ date: '2026-12-25', name: 'Christmas Day' }],
      },
    },
    'services.json': {
      version: 1,
      services: [
        {
          id: 1,
          slug: 'restoration',
          name: 'Terrazzo Restoration',
          shortName: 'Restoration',
          inContactForm: true,
          steps: { preparation: 'We lift carpet glue, wax and old coatings, and fill cracks with matched terrazzo.' },
          description: 'Crack repair, re-grinding and polishing of worn terrazzo.',
          features: ['Crack Repair: matched aggregate fills', 'Re-grinding: flattens lippage', 'Sealing'],
        },
        {
          id: 2,
          slug: 'precast-fabrication',
          name: 'Precast Terrazzo Fabrication',
          shortName: 'Precast Fabrication',
          inContactForm: true,
          description: 'Stair treads cast at our Brooklyn facility.',
          price: '$19',
          features: ['Stair Treads: one piece with nosing', 'Risers', 'Wall Base'],
        },
      ],
    },
    'gallery.json': {
      version: 1,
      items: [
        galleryItem(1, 'school-corridor', 'Commercial Terrazzo', true),
        galleryItem(2, 'kitchen-floor', 'Residential Terrazzo', true),
        galleryItem(3, 'lobby-restoration', 'Terrazzo Restoration', false),
      ],
    },
    'blog.json': {
      version: 1,
      posts: [
        post(1, 'terrazzo-installation-guide-costs-process', 'Installation', true, '2024-03-01'),
        post(2, 'terrazzo-maintenance-cleaning-guide', 'Maintenance', true, '2024-02-01'),
        post(3, 'epoxy-vs-cementitious', 'Installation', false, '2024-01-01'),
        post(4, 'sealing-schedule', 'Installation', false, '2023-12-01'),
      ],
    },
    'reviews.json': { version: 1, reviews: [] as Record<string, unknown>[] },
    'prices.json': {
      version: 1,
      prices: [
        {
          slug: 'epoxy-poured',
          label: 'Epoxy terrazzo, poured in place',
          work: 'new-floor',
          service: 'restoration',
          perSqFt: { low: 19, high: 42 },
          minimumJob: 9500,
          factors: ['Access: elevator-only buildings add labor'],
          setOn: '2026-11-01',
        },
      ],
    },
    'service-locations.json': {
      version: 1,
      pages: [
        {
          slug: 'restoration-brooklyn',
          service: 'restoration',
          area: 'brooklyn',
          title: 'Terrazzo Restoration in Brooklyn | Five Borough Terrazzo',
          content: '## Brooklyn lobbies\n\nPre-war floors come back.\n\n- Crack repair\n- Polishing\n\n*Call for a free estimate.*',
        },
      ],
    },
    'neighborhoods/brooklyn.json': {
      version: 1,
      neighborhoods: [
        neighborhood('park-slope-brooklyn-ny', 'Park Slope', 'Brooklyn'),
        neighborhood('williamsburg-brooklyn-ny', 'Williamsburg', 'Brooklyn'),
      ],
    },
    'neighborhoods/manhattan.json': {
      version: 1,
      neighborhoods: [neighborhood('soho-manhattan-ny', 'SoHo', 'Manhattan')],
    },
    // The Spanish of every translated item and of the business profile.
    'es/business.json': {
      version: 1,
      business: {
        slogan: 'Trabajo artesanal',
        claims: {
          services: '6',
          boroughs: '5',
          neighborhoods: '249',
          neighborhoodsServicesPage: '250+',
          projects: '2,500+',
          warrantyYears: '25',
          yearsExperience: '70+',
          startingPrice: '$19 por pie cuadrado',
        },
      },
    },
    'es/services.json': {
      version: 1,
      services: [
        {
          slug: 'restoration',
          name: 'Restauración de terrazo',
          shortName: 'Restauración',
          steps: { preparation: 'Quitamos el pegamento de alfombra, la cera y los recubrimientos viejos, y rellenamos las grietas.' },
          description: 'Reparación de grietas, desbaste y pulido del terrazo gastado.',
          features: ['Reparación de grietas: rellenos con agregado igual', 'Desbaste: empareja los desniveles', 'Sellado'],
        },
        {
          slug: 'precast-fabrication',
          name: 'Terrazo prefabricado',
          shortName: 'Prefabricados',
          description: 'Escalones vaciados en nuestro taller de Brooklyn.',
          features: ['Escalones: de una pieza con nariz', 'Contrahuellas', 'Zócalo'],
        },
      ],
    },
    'es/gallery.json': { version: 1, items: [] as Item[] },
    'es/prices.json': {
      version: 1,
      prices: [
        {
          slug: 'epoxy-poured',
          label: 'Terrazo epóxico vaciado en sitio',
          factors: ['Acceso: los edificios con solo elevador suman mano de obra'],
        },
      ],
    },
    'es/service-locations.json': {
      version: 1,
      pages: [
        {
          slug: 'restoration-brooklyn',
          title: 'Restauración de terrazo en Brooklyn | Five Borough Terrazzo',
          content:
            '## Vestíbulos de Brooklyn\n\nLos pisos de antes de la guerra vuelven a brillar.\n\n- Reparación de grietas\n- Pulido\n\n*Llame para un estimado gratis.*',
        },
      ],
    },
  };
  // Each project in Spanish: its title as "Proyecto …", its texts as the English ones.
  files['es/gallery.json'].items = files['gallery.json'].items.map((item) => ({
    ...galleryWords(item as Item),
    title: `Proyecto ${item.slug}`,
  }));
  return files;
}

export type SampleFiles = ReturnType<typeof sampleFiles>;

function galleryItem(id: number, slug: string, serviceType: string, featured: boolean) {
  return {
    id,
    slug,
    title: `Project ${slug}`,
    location: 'Park Slope, Brooklyn',
    serviceType,
    featured,
    sample: { file: `${slug}.jpg`, alt: `Terrazzo texture of ${slug}` },
  };
}

function post(id: number, slug: string, category: string, featured: boolean, publishedAt: string) {
  const content = `Terrazzo ${slug} body.\n\n## A heading\n\nSome **bold** advice.`;
  return {
    id,
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}.`,
    content,
    category,
    tags: ['terrazzo'],
    readingTime: Math.ceil(content.trim().split(/\s+/).length / 200),
    publishedAt,
    metaTitle: `Meta title of ${slug}`,
    metaDescription: `Meta description of ${slug}.`,
    featured,
  };
}

function neighborhood(slug: string, name: string, borough: string) {
  return {
    slug,
    neighborhood: name,
    borough,
    title: `Terrazzo in ${name}, ${borough}`,
    description: `Terrazzo work in ${name}.`,
    content: `<p>${name} has <strong>brownstones</strong> and lobbies. See <a href="/services/restoration">restoration</a>.</p>`,
  };
}

/** Writes the sample files (after `change` edits them) into a new temporary data folder. */
export async function writeDataDir(change: (files: SampleFiles) => void = () => {}): Promise<string> {
  const files = sampleFiles();
  const spanishBefore = JSON.stringify(spanishOf(files));
  change(files);
  // A test that changes only the English gets Spanish that follows it; one that changes the Spanish gets its own.
  if (JSON.stringify(spanishOf(files)) === spanishBefore) followEnglish(files);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-data-'));
  await mkdir(path.join(dir, 'neighborhoods'));
  await mkdir(path.join(dir, 'photos'));
  await mkdir(path.join(dir, 'es'));
  for (const [name, data] of Object.entries(files)) {
    await writeFile(path.join(dir, name), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  }
  for (const item of files['gallery.json'].items as { sample?: { file: string } }[]) {
    if (item.sample) await writeFile(path.join(dir, 'photos', item.sample.file), await samplePhoto());
  }
  return dir;
}

const spanishOf = (files: SampleFiles) => Object.entries(files).filter(([name]) => name.startsWith('es/'));

type Item = Record<string, unknown> & { slug: string };

/**
 * The Spanish files after a test changed the English: a translation whose
 * item is gone is dropped, and an item with none (or one that no longer
 * matches it) is given its English words, so the content stays complete.
 */
function followEnglish(files: SampleFiles): void {
  const follow = (english: unknown, spanish: { [key: string]: unknown }, list: string, words: (item: Item) => Item) => {
    if (!english || !Array.isArray((english as Record<string, unknown>)[list])) return;
    const translated = new Map(((spanish[list] as Item[]) ?? []).map((item) => [item.slug, item]));
    const seen = new Set<string>();
    // One translation per slug, even where a test gives two English items one slug.
    const items = ((english as Record<string, Item[]>)[list] ?? []).filter((item) => !seen.has(item.slug) && seen.add(item.slug));
    spanish[list] = items.map((item) => {
      const own = translated.get(item.slug);
      const mine = words(item);
      return own && fits(own, mine) ? own : mine;
    });
  };
  /** A translation still fits its item when it has each of the item's fields, its lists as long. */
  const fits = (own: Item, mine: Item) =>
    Object.entries(mine).every(([key, value]) =>
      Array.isArray(value) ?
        Array.isArray(own[key]) && own[key].length === value.length
      : value === undefined || typeof own[key] === typeof value,
    );
  follow(files['services.json'], files['es/services.json'], 'services', (s) => ({
    slug: s.slug,
    name: s.name,
    shortName: s.shortName,
    description: s.description,
    features: s.features,
    ...(s.steps ? { steps: s.steps } : {}),
    ...(s.image ? { imageAlt: (s.image as { alt: string }).alt } : {}),
  }));
  follow(files['service-locations.json'], files['es/service-locations.json'], 'pages', (p) => ({
    slug: p.slug,
    title: p.title,
    content: p.content,
  }));
  follow(files['prices.json'], files['es/prices.json'], 'prices', (p) => ({ slug: p.slug, label: p.label, factors: p.factors }));
  follow(files['gallery.json'], files['es/gallery.json'], 'items', galleryWords);
}

/** A project's translation with its English words; an alt text the English lacks is given one, so its problem is the English file's only. */
export function galleryWords(g: Item): Item {
  const altOf = (photo: unknown) => {
    const alt = (photo as { alt?: unknown }).alt;
    return typeof alt === 'string' && alt.trim() ? alt : 'Foto';
  };
  const beforeAfter = g.beforeAfter as { before: unknown; after: unknown } | undefined;
  return {
    slug: g.slug,
    title: g.title,
    ...(g.description ? { description: g.description } : {}),
    ...(g.aggregate ? { aggregate: g.aggregate } : {}),
    ...(g.baseColor ? { baseColor: g.baseColor } : {}),
    ...(g.sample ? { sampleAlt: altOf(g.sample) } : {}),
    ...(Array.isArray(g.photos) && g.photos.length > 0 ? { photoAlts: g.photos.map(altOf) } : {}),
    ...(beforeAfter ? { beforeAfterAlts: { before: altOf(beforeAfter.before), after: altOf(beforeAfter.after) } } : {}),
  };
}

let photo: Promise<Buffer> | undefined;

/** A small valid original (1200×900, the smallest a photo may be): the same bytes every time, so it is derived once. */
function samplePhoto(): Promise<Buffer> {
  photo ??= sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a7f72' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return photo;
}
