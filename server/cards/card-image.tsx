// Draws a link-preview card (1200 × 630 JPEG): the page's photo of terrazzo
// full-bleed on the right, darkened to the left under the business name, a
// label and the page's title in DM Serif Display. satori lays the text out
// (from the font file, as outlines: no system font is involved) and sharp
// decodes the photo and composes the two.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import { BRAND_COLORS } from '../../shared/web-manifest';
import { CARD_HEIGHT, CARD_WIDTH, type CardSpec } from './card-spec';

const FONT_FILE = createRequire(import.meta.url).resolve('@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff');
let font: Promise<Buffer> | undefined;

const COLORS = {
  ink: 'rgba(22, 28, 30, 0.97)',
  marble: BRAND_COLORS.background,
  brass: '#e3c893',
  muted: '#ddd5c7',
  chips: '#e9dcc5',
  tile: '#1f2a2e',
};

/** Long titles get a smaller size, so every one fits in three lines. */
const titleSize = (title: string) =>
  title.length > 60 ? 56
  : title.length > 36 ? 66
  : 80;

function Card({ spec }: { spec: CardSpec }) {
  return (
    <div
      style={{
        boxSizing: 'border-box',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 72px 64px',
        background: `linear-gradient(90deg, ${COLORS.ink} 0%, rgba(22, 28, 30, 0.93) 48%, rgba(22, 28, 30, 0.35) 78%, rgba(22, 28, 30, 0.05) 100%)`,
        color: COLORS.marble,
        fontFamily: 'DM Serif Display',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 34 }}>
        <svg width="52" height="52" viewBox="0 0 40 40" style={{ marginRight: 18 }}>
          <rect width="40" height="40" rx="9" fill={COLORS.tile} />
          <path
            d="M8 11l5-2 3 4-4 3zM22 8l6 1 1 5-5 1zM27 21l5-1 1 6-4 1zM11 24l6 1-1 6-5-2zM19 17l3-1 2 3-3 2zM20 29l4-1 1 3-4 1z"
            fill={COLORS.chips}
          />
        </svg>
        {spec.businessName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: 800 }}>
        <div style={{ display: 'flex', fontSize: 26, letterSpacing: 4, color: COLORS.brass, textTransform: 'uppercase', marginBottom: 18 }}>
          {spec.label}
        </div>
        <div style={{ display: 'flex', fontSize: titleSize(spec.title), lineHeight: 1.06 }}>{spec.title}</div>
      </div>
    </div>
  );
}

/** The card as JPEG bytes; `photoFile` is the photo's largest file on disk. */
export async function drawCard(spec: CardSpec, photoFile: string): Promise<Buffer> {
  font ??= readFile(FONT_FILE);
  const overlay = await satori(<Card spec={spec} />, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{ name: 'DM Serif Display', data: await font, weight: 400, style: 'normal' }],
  });
  const photo = await sharp(photoFile).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).toBuffer();
  return sharp(photo)
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
