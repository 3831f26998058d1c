// npm run images:icons: the site's icons from its logo mark
// (client/public/favicon.svg), written beside it and committed:
// favicon.ico (16, 32 and 48 px in one file, for browsers that ask for
// /favicon.ico), apple-touch-icon.png (180 px, full bleed: iOS rounds the
// corners itself) and icon-192.png / icon-512.png for the web app manifest
// (with room around the mark, so launchers may crop them to any shape).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const dir = path.resolve('client/public');
const logo = await readFile(path.join(dir, 'favicon.svg'), 'utf8');
const INK = '#1f2a2e';

/** The logo mark's chips on a full square of ink, the mark scaled to `markShare` of the side. */
function squareIcon(size, markShare) {
  const chips = /<path[^>]*\/>/.exec(logo)?.[0];
  if (!chips) throw new Error('client/public/favicon.svg has no <path> of chips');
  const inset = (40 * (1 - markShare)) / (2 * markShare);
  const view = 40 + 2 * inset;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-inset} ${-inset} ${view} ${view}">` +
      `<rect x="${-inset}" y="${-inset}" width="${view}" height="${view}" fill="${INK}"/>${chips}</svg>`,
  );
}

const png = (svg, size) =>
  sharp(svg, { density: 72 * Math.ceil(size / 40) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

const favicons = await Promise.all([16, 32, 48].map((size) => png(Buffer.from(logo), size)));
await writeFile(path.join(dir, 'favicon.ico'), await pngToIco(favicons));
await writeFile(path.join(dir, 'apple-touch-icon.png'), await png(squareIcon(180, 0.82), 180));
for (const size of [192, 512]) await writeFile(path.join(dir, `icon-${size}.png`), await png(squareIcon(size, 0.66), size));
console.log('wrote favicon.ico, apple-touch-icon.png, icon-192.png and icon-512.png in client/public/');
