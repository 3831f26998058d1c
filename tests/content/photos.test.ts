// One original in, every size out: a phone photo (4032×3024, EXIF orientation
// 6, GPS position) named once in the content comes out upright at every width
// up to its own, in AVIF and WebP, with no metadata, its size and its
// placeholder on the page; a second derivation encodes nothing; each bad
// original gets its own clear line from content:check.
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../cli/check-content';
import { loadContent } from '../../server/content/content-store';
import { deriveFiles, surveyPhoto, type Focus } from '../../server/photos/derive-photo';
import { variantUrl } from '../../shared/image-sources';
import { checkDataDir } from '../helpers/content-check-data';
import { createTestApp } from '../helpers/test-app';
import { writeDataDir, type SampleFiles } from '../helpers/test-content';
import { phonePhoto } from '../helpers/phone-photo';

/** The colour at a point of an image, as fractions of its width and height. */
async function colourAt(file: Buffer, x: number, y: number) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

const isRed = (colour: { r: number; g: number; b: number }) => colour.r > 200 && colour.g < 60 && colour.b < 60;

/** The sample content with the phone photo as the first project's one photo. */
async function contentWithPhonePhoto(change: (files: SampleFiles) => void = () => {}) {
  const dataDir = await writeDataDir((files) => {
    const item = files['gallery.json'].items[0] as Record<string, unknown>;
    item.photos = [{ file: 'lobby-after.jpg', alt: 'The finished lobby floor, seen from the entrance' }];
    change(files);
  });
  await writeFile(path.join(dataDir, 'photos/lobby-after.jpg'), await phonePhoto());
  return dataDir;
}

/** The survey and every file of a photo, as the background makes them. */
async function derivePhoto(original: Buffer, focus: Focus, cacheDir: string) {
  const survey = await surveyPhoto(original, focus, cacheDir);
  await deriveFiles(original, focus, survey, cacheDir);
  return survey;
}

describe('a phone photo named once in the content', () => {
  it('is the fixture it claims to be: sideways on the sensor, with its camera and GPS position', async () => {
    const metadata = await sharp(await phonePhoto()).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([4032, 3024, 6]);
    const exif = metadata.exif!;
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
  });

  it('is served upright at every width up to its own, in AVIF and WebP, with no metadata in any file', async () => {
    const content = await loadContent(await contentWithPhonePhoto());
    const project = content.gallery.items[0]!;
    const [photo] = project.photos;
    expect(photo).toMatchObject({ width: 960, height: 1280, widths: [480, 780, 960, 1170, 1440] });
    for (const width of photo!.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const url = variantUrl(photo!.url, width, format);
        const file = await content.images.ready(url);
        expect(file, url).toBeDefined();
        const bytes = await readFile(file!);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height], url).toEqual([
          format === 'avif' ? 'heif' : 'webp',
          width,
          Math.round((width * 4032) / 3024),
        ]);
        expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation], url).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
        for (const marker of ['Exif', 'http://ns.adobe.com/xap', 'iPhone']) expect(bytes.includes(marker), `${url}: ${marker}`).toBe(false);
        // Upright: the sensor's top left is the photo's top right.
        expect(isRed(await colourAt(bytes, 0.97, 0.03)), url).toBe(true);
        expect(isRed(await colourAt(bytes, 0.03, 0.03)), url).toBe(false);
      }
    }
  });

  it('never comes out wider than the original', async () => {
    const content = await loadContent(
      await contentWithPhonePhoto((files) => {
        (files['gallery.json'].items[1] as Record<string, unknown>).sample = { file: 'small.jpg', alt: 'A small photo' };
      }).then(async (dataDir) => {
        await writeFile(
          path.join(dataDir, 'photos/small.jpg'),
          await sharp({ create: { width: 1300, height: 975, channels: 3, background: '#777' } })
            .jpeg()
            .toBuffer(),
        );
        return dataDir;
      }),
    );
    expect(content.gallery.items[1]!.image.widths).toEqual([480, 780, 960, 1170]);
  });

  it('is cut around its focus where a place needs 4:3', async () => {
    const content = await loadContent(
      await contentWithPhonePhoto((files) => {
        ((files['gallery.json'].items[0] as Record<string, unknown>).photos as { focus?: string }[])[0]!.focus = '50% 0%';
      }),
    );
    const card = content.gallery.items[0]!.image;
    expect([card.width, card.height]).toEqual([960, 720]);
    const bytes = await readFile((await content.images.ready(variantUrl(card.url, 960, 'webp')))!);
    expect(isRed(await colourAt(bytes, 0.97, 0.03))).toBe(true);
  });

  it('shows on its pages with its size, its variants and its colours until it arrives', async () => {
    const { app, content } = await createTestApp({ dataDir: await contentWithPhonePhoto() });
    const card = content.current.gallery.items[0]!.image;
    const html = (await request(app).get('/gallery').expect(200)).text;
    const img = new RegExp(
      `<img src="${card.url.replaceAll('.', '\\.')}" width="960" height="720"[^>]*style="background-image:linear-gradient\\(#[0-9a-f]{6},#[0-9a-f]{6},#[0-9a-f]{6}\\)"`,
    );
    expect(html).toMatch(img);
    expect(html).toContain(`${variantUrl(card.url, 1170, 'avif')} 1170w`);
    for (const format of ['avif', 'webp'] as const) {
      const response = await request(app)
        .get(variantUrl(card.url, 480, format))
        .expect(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('is named by pages before any of its files is made; a file asked for first is made then, the rest in the background', async () => {
    const content = await loadContent(await contentWithPhonePhoto(), { photoCache: await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-')) });
    const photo = content.gallery.items[0]!.photos[0]!;
    const files = [...new Set(content.images.files.values())];
    const made = async () =>
      (
        await Promise.all(
          files.map((file) =>
            stat(file).then(
              () => 1,
              () => 0,
            ),
          ),
        )
      ).reduce((a: number, b) => a + b, 0);
    expect(photo).toMatchObject({ width: 960, height: 1280, widths: [480, 780, 960, 1170, 1440] });
    expect(await made()).toBe(0);
    const asked = variantUrl(photo.url, 780, 'avif');
    expect((await sharp(await readFile((await content.images.ready(asked))!)).metadata()).width).toBe(780);
    expect(await made()).toBe(1);
    expect(await content.images.deriveAll()).toBe(files.length - 1);
    expect(await made()).toBe(files.length);
    expect(await content.images.deriveAll()).toBe(0);
  });

  it('made in the background, waits before each decode and encode for what it yields to (a photo a visitor sent)', async () => {
    const content = await loadContent(await contentWithPhonePhoto(), { photoCache: await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-')) });
    const files = [...new Set(content.images.files.values())];
    let turns = 0;
    let open = () => {};
    const visitorDone = new Promise<void>((resolve) => (open = resolve));
    const making = content.images.deriveAll({ yieldTo: () => (turns++, visitorDone) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(turns).toBe(1);
    open();
    expect(await making).toBe(files.length);
    // Each photo's decode (one folder each), then each file's encode.
    expect(turns).toBe(new Set(files.map((file) => path.dirname(file))).size + files.length);
  });

  it('is encoded once: a second derivation reads every file from the cache', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
    const original = await phonePhoto();
    const first = await derivePhoto(original, { x: 0.5, y: 0.5 }, cacheDir);
    const files = async () => {
      const folder = path.join(cacheDir, first.key);
      const names = (await readdir(folder)).sort();
      return Promise.all(names.map(async (name) => [name, (await stat(path.join(folder, name))).mtimeMs] as const));
    };
    const before = await files();
    expect(before.length).toBe(1 + 2 * 5 * 2); // the record, and card + full at five widths in two formats
    expect(await derivePhoto(original, { x: 0.5, y: 0.5 }, cacheDir)).toEqual(first);
    expect(await files()).toEqual(before);
    // Another focus is another derivation.
    expect((await derivePhoto(original, { x: 0.5, y: 0.1 }, cacheDir)).key).not.toBe(first.key);
  });

  it('comes out in sRGB without alpha from a CMYK JPEG and a transparent PNG', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-photos-'));
    const cmyk = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const transparent = await sharp({ create: { width: 1600, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    for (const original of [cmyk, transparent]) {
      const derived = await derivePhoto(original, { x: 0.5, y: 0.5 }, cacheDir);
      const bytes = await readFile(path.join(cacheDir, derived.key, 'card-480.webp'));
      const metadata = await sharp(bytes).metadata();
      expect([metadata.space, metadata.channels, metadata.hasAlpha]).toEqual(['srgb', 3, false]);
    }
    // Red stays red; transparent becomes white.
    const red = await readFile(path.join(cacheDir, (await derivePhoto(cmyk, { x: 0.5, y: 0.5 }, cacheDir)).key, 'card-480.webp'));
    expect((await colourAt(red, 0.5, 0.5)).r).toBeGreaterThan(150);
    const white = await readFile(path.join(cacheDir, (await derivePhoto(transparent, { x: 0.5, y: 0.5 }, cacheDir)).key, 'card-480.webp'));
    expect(await colourAt(white, 0.5, 0.5)).toEqual({ r: 255, g: 255, b: 255 });
  });
});

describe('content:check on bad originals', () => {
  it('names each one with what is wrong and what to do, all at once', async () => {
    const originals: Record<string, Buffer> = {
      'corrupt.jpg': Buffer.from('this is not a photo at all, just some text saved as .jpg'.repeat(20)),
      'truncated.jpg': await phonePhoto().then((bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))),
      'small.jpg': await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
      // 12,000 × 9,000 = 108 megapixels in a few kilobytes: a decompression bomb.
      'huge.png': await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
      // The start of an iPhone's HEIC file: an ISO-BMFF `ftyp` box with the HEVC brands.
      'IMG_0042.HEIC': Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(2000)]),
    };
    const dataDir = await checkDataDir((files) => {
      const [first, second, third] = files['gallery.json'].items as Record<string, unknown>[];
      first!.photos = ['corrupt.jpg', 'truncated.jpg', 'small.jpg'].map((file) => ({ file, alt: `A photo named ${file}` }));
      second!.photos = [
        { file: 'huge.png', alt: 'A huge photo' },
        { file: 'IMG_0042.HEIC', alt: 'A photo from an iPhone' },
        { file: 'not-there.jpg', alt: 'A photo never copied in' },
      ];
      third!.photos = [{ file: 'corrupt.jpg' }];
    });
    for (const [name, bytes] of Object.entries(originals)) await writeFile(path.join(dataDir, 'photos', name), bytes);
    const { problems } = await checkContent(dataDir);
    expect(problems).toEqual([
      'data/gallery.json: lobby-restoration: photos[0].alt: describe what the photo shows for someone who cannot see it (its alt text)',
      expect.stringMatching(
        /^data\/gallery\.json: school-corridor: photos\[0\]: corrupt\.jpg cannot be read as an image; use a JPEG, PNG, WebP or AVIF file \(.+\)$/,
      ),
      expect.stringMatching(
        /^data\/gallery\.json: school-corridor: photos\[1\]: truncated\.jpg is damaged or cut short and cannot be decoded; export it again \(.+\)$/,
      ),
      'data/gallery.json: school-corridor: photos[2]: small.jpg is 800×600, too small: a photo needs at least 1200×900 px (its 4:3 cut fills a link preview 1200 px wide)',
      'data/gallery.json: kitchen-floor: photos[0]: huge.png is 12000×9000 (108 megapixels), over the limit of 100; make it smaller first',
      expect.stringMatching(
        /^data\/gallery\.json: kitchen-floor: photos\[1\]: IMG_0042\.HEIC is a HEIC photo, which the site cannot read: use a JPEG of it\. On an iPhone, Settings → Camera → Formats → Most Compatible .+ any converter makes a JPEG/,
      ),
      'data/gallery.json: kitchen-floor: photos[2]: no file at data/photos/not-there.jpg',
    ]);
  });
});
