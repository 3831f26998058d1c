#!/usr/bin/env node
// Draws one original image per project in data/gallery.json into data/photos/.
// There are no project photographs yet: these generated images are material
// samples (illustrations of the terrazzo), to be replaced by real photos as
// they come in. The server derives every size and format from the original.
//
//   node scripts/generate-gallery-images.mjs            # all items
//   node scripts/generate-gallery-images.mjs slug ...   # only these items
//
// Each texture is drawn deterministically from a seed derived from the slug:
// a mottled binder, then dense angular stone / glass chips placed largest
// first without stacking on each other (so they look ground flat), then an
// optional brass or zinc divider strip. It is drawn at 2x of 1440x1080 as raw
// pixels, downsampled and softened a touch with sharp, and written as
// data/photos/{slug}.webp (1440x1080, 4:3, high-quality WebP master).
//
// Projects listed in BEFORE_AFTER also get a pixel-aligned pair for a
// before/after slider, from the same drawing:
//   data/photos/{slug}-before.webp  the floor neglected: dull yellowed wax and
//     grime, blotchy stains, a scuffed traffic lane, hairline cracks and a
//     pocket of lost chips
//   data/photos/{slug}-after.webp   the floor honed and sealed: crisp, richer
//     colour, a soft diagonal sheen, the cracks repaired

import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_FILE = path.join(ROOT, 'data', 'gallery.json');
const OUT_DIR = path.join(ROOT, 'data', 'photos');

const BASE_W = 1440;
const BASE_H = 1080;
const SS = 2; // supersampling factor of the raw drawing (anti-aliased chip edges)
// Restoration projects that also get a before/after pair.
const BEFORE_AFTER = ['bay-ridge-church-aisle-restoration'];
// The originals are masters for later re-encoding, so they are encoded at a
// high quality. Busy textures step down through ENCODE_STEPS until the file
// fits MAX_BYTES (soften = centre weight of a 3x3 smoothing kernel, 0 = none).
const WEBP = { quality: 88, effort: 6 };
const MAX_BYTES = 300 * 1024;
const ENCODE_STEPS = [
  { quality: 88, soften: 0 },
  { quality: 86, soften: 0 },
  { quality: 86, soften: 24 },
  { quality: 86, soften: 16 },
  { quality: 84, soften: 16 },
  { quality: 84, soften: 8 },
  { quality: 82, soften: 8 },
];
// A touch of softness, as in a photograph; it also keeps the files small.
const SOFTEN_SIGMA = 0.65;

// ---------------------------------------------------------------- randomness

/** 32-bit string hash (xmur3 finaliser) for the per-slug seed. */
function hashString(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: small seeded PRNG returning floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return function rand() {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stateless per-pixel hash noise in [-1, 1). */
function hashNoise(x, y, seed) {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 2147483648 - 1;
}

/** Roughly normal value in about [-1, 1]. */
const bell = (rand) => (rand() + rand() + rand() - 1.5) / 1.5;

// ------------------------------------------------------------------- colours

function hexToRgb(hex) {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const mix = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

// ------------------------------------------------------------ palettes & sizes

// Chip size classes: [min radius, max radius, share of the chip area] in px at
// 1440 wide (diameter is about twice the radius). Radii are drawn log-uniformly.
const SIZES = {
  // big Venetian-style chips with fine filler between them
  venetian: {
    coverage: 0.65,
    classes: [
      [22, 36, 0.68],
      [7, 16, 0.24],
      [1.2, 3, 0.08],
    ],
  },
  // the usual #1/#2 chip mix of commercial floors
  standard: {
    coverage: 0.66,
    classes: [
      [18, 34, 0.62],
      [7, 15, 0.3],
      [1.2, 3, 0.08],
    ],
  },
  // smaller #0/#1 chips, typical of older schools and lobbies
  fine: {
    coverage: 0.64,
    classes: [
      [15, 24, 0.45],
      [6, 13, 0.45],
      [1.2, 3, 0.1],
    ],
  },
  // crushed glass: mostly medium pieces
  glass: {
    coverage: 0.64,
    classes: [
      [16, 32, 0.58],
      [6, 14, 0.34],
      [1.2, 3, 0.08],
    ],
  },
  // precast: well graded, a few large pieces
  precast: {
    coverage: 0.68,
    classes: [
      [18, 33, 0.58],
      [6, 14, 0.34],
      [1.2, 3, 0.08],
    ],
  },
};

// Binder colour, mottling strength (fraction of brightness) and chips:
// [hex, weight, kind], kind: 'stone' (default), 'glass', 'pearl'.
// `strip` adds a divider strip: line (angle in degrees, offset from centre as a
// fraction of the height) or arc (centre and radius as fractions of the width).
// `inner` is the second panel on the other side of an arc strip.
const PALETTES = {
  'airport-concourse-floor': {
    binder: '#3b3c3e',
    mottle: 0.06,
    sizes: 'standard',
    chips: [
      ['#eeebe4', 4],
      ['#c3c2be', 3],
      ['#8d8e8b', 2.5],
      ['#5f605e', 1],
      ['#1d1e1f', 1.2],
    ],
    strip: { metal: 'zinc', type: 'line', angle: 8, offset: 0.18 },
  },
  'midtown-office-lobby-medallion': {
    binder: '#1f2b47',
    mottle: 0.07,
    sizes: 'standard',
    chips: [
      ['#e6e3dc', 2.5],
      ['#e9e4e8', 2.2, 'pearl'],
      ['#3d6fab', 2.2, 'glass'],
      ['#8c96a3', 1.8],
      ['#14192a', 0.8],
    ],
    strip: { metal: 'brass', type: 'arc', cx: 0.22, cy: 1.18, r: 0.95 },
    inner: {
      binder: '#ece5d6',
      mottle: 0.04,
      chips: [
        ['#23335a', 2.5],
        ['#e9e4e8', 2.5, 'pearl'],
        ['#f6f3ec', 2],
        ['#b7a98f', 1.2],
        ['#3d6fab', 1, 'glass'],
      ],
    },
  },
  'williamsburg-restaurant-dining-room': {
    binder: '#e6d8bd',
    mottle: 0.05,
    sizes: 'venetian',
    chips: [
      ['#9b3a2e', 3],
      ['#c98a75', 2.2],
      ['#c9a057', 2.2],
      ['#f3ebdc', 2.5],
      ['#5b3a2b', 0.9],
      ['#b25a3f', 1.2],
    ],
  },
  'upper-west-side-coop-lobby-restoration': {
    binder: '#b4ab9b',
    mottle: 0.08,
    sizes: 'fine',
    chips: [
      ['#ece6d9', 4],
      ['#2a2927', 2.2],
      ['#4d6a55', 1.6],
      ['#c9b898', 2],
      ['#8a4b3b', 0.6],
      ['#7d7a74', 1.2],
    ],
    strip: { metal: 'brass', type: 'line', angle: -3, offset: -0.22 },
  },
  'park-slope-brownstone-stoop-treads': {
    binder: '#7a5644',
    mottle: 0.07,
    sizes: 'precast',
    chips: [
      ['#e2d2b6', 3],
      ['#b8916a', 3],
      ['#3e2a22', 2],
      ['#9a5a3a', 1.6],
      ['#1f1a18', 0.8],
      ['#d7b48a', 1.2],
    ],
  },
  'forest-hills-kitchen-floor': {
    binder: '#ebe8e0',
    mottle: 0.035,
    sizes: 'glass',
    coverage: 0.58,
    chips: [
      ['#4d86ba', 3, 'glass'],
      ['#35598f', 1.2, 'glass'],
      ['#78b9a5', 2.6, 'glass'],
      ['#b9d8d0', 2, 'glass'],
      ['#a6a7a3', 1],
    ],
  },
  'jamaica-school-corridor': {
    binder: '#8f8d88',
    mottle: 0.08,
    sizes: 'fine',
    chips: [
      ['#ebe8e1', 4],
      ['#262524', 2.5],
      ['#b5b3ad', 2],
      ['#8b3b33', 1.4],
      ['#5d5c59', 1.2],
    ],
    strip: { metal: 'zinc', type: 'line', angle: 90.5, offset: 0.12 },
  },
  'fordham-hospital-lobby': {
    binder: '#dbdbd7',
    mottle: 0.035,
    sizes: 'standard',
    chips: [
      ['#f3f2ee', 3],
      ['#97a9b8', 2.5],
      ['#a6c8bf', 2],
      ['#747a80', 1.2],
      ['#e8e3e7', 1.6, 'pearl'],
      ['#c5c6c3', 1.5],
    ],
  },
  'tribeca-loft-bathroom': {
    binder: '#a1ab91',
    mottle: 0.05,
    sizes: 'standard',
    chips: [
      ['#eeebe3', 3.5],
      ['#c5cdb5', 2.5],
      ['#4b6047', 2],
      ['#878c83', 1.5],
      ['#2f3b2e', 0.6],
    ],
  },
  'garden-city-precast-countertops': {
    binder: '#b8654a',
    mottle: 0.06,
    sizes: 'venetian',
    chips: [
      ['#efe2cc', 3],
      ['#e2a17e', 2.5],
      ['#8a3c29', 2.2],
      ['#3b3332', 1.5],
      ['#d0826a', 1.2],
    ],
  },
  'upper-east-side-museum-floor-restoration': {
    binder: '#d8c9b5',
    mottle: 0.07,
    sizes: 'venetian',
    chips: [
      ['#c99f8e', 3],
      ['#9c9893', 2.5],
      ['#f1ece2', 2.5],
      ['#c8a062', 1.6],
      ['#222120', 1.4],
      ['#8e4a3c', 1.2],
    ],
  },
  'soho-retail-store-floor': {
    binder: '#e5c6bb',
    mottle: 0.04,
    sizes: 'standard',
    chips: [
      ['#f5f0e9', 3],
      ['#7a2b35', 2.4],
      ['#d98a77', 2],
      ['#9a9592', 1.5],
      ['#b5536a', 0.9],
    ],
  },
  'bay-ridge-church-aisle-restoration': {
    binder: '#6d2f2a',
    mottle: 0.08,
    sizes: 'standard',
    chips: [
      ['#e6dccb', 3],
      ['#a8a29b', 2.5],
      ['#231f1e', 1.4],
      ['#8a7a72', 1.5],
      ['#c49a88', 1],
    ],
  },
  'new-dorp-library-reading-room': {
    binder: '#c7a66a',
    mottle: 0.06,
    sizes: 'standard',
    chips: [
      ['#f0e6d2', 3],
      ['#6b4a30', 2.2],
      ['#1f1c1a', 1.5],
      ['#fbf8f1', 1.5],
      ['#a27a4c', 2],
    ],
  },
  'st-george-residential-entry': {
    binder: '#202022',
    mottle: 0.06,
    sizes: 'venetian',
    coverage: 0.64,
    chips: [
      ['#ebe7df', 3],
      ['#8c8b88', 2.5],
      ['#5b5a58', 1.5],
      ['#c2a261', 1.2],
      ['#d9c89a', 0.8],
    ],
  },
  'long-island-city-precast-stair-treads': {
    binder: '#9b8e7f',
    mottle: 0.06,
    sizes: 'precast',
    chips: [
      ['#ece2d0', 3],
      ['#3a3634', 2.2],
      ['#c4c2bd', 2.2],
      ['#6d5443', 1.6],
      ['#85807a', 1],
    ],
  },
  'riverdale-school-corridor-restoration': {
    binder: '#9db6a4',
    mottle: 0.08,
    sizes: 'fine',
    chips: [
      ['#eef0ea', 4],
      ['#22261f', 2],
      ['#a3a5a0', 2],
      ['#3f5d48', 1.6],
      ['#6f7a70', 1],
    ],
    strip: { metal: 'zinc', type: 'line', angle: -6, offset: 0.3 },
  },
  'grand-concourse-apartment-lobby-restoration': {
    binder: '#e3dac8',
    mottle: 0.06,
    sizes: 'standard',
    chips: [
      ['#1f1d1c', 2.2],
      ['#b8924a', 2.2],
      ['#b98a7a', 1.8],
      ['#f6f1e6', 1.8],
      ['#8a857c', 1.4],
    ],
    strip: { metal: 'brass', type: 'arc', cx: 1.05, cy: -0.35, r: 0.78 },
    inner: {
      binder: '#262320',
      mottle: 0.06,
      chips: [
        ['#ebe6dc', 2.5],
        ['#c49a4b', 2.2],
        ['#8c8780', 2],
        ['#d9cbb1', 1],
      ],
    },
  },
  'boerum-hill-hotel-lobby': {
    binder: '#22453a',
    mottle: 0.07,
    sizes: 'venetian',
    chips: [
      ['#e9e6dc', 2.2],
      ['#bf9f5e', 1.6],
      ['#a9c4ae', 2.4],
      ['#e8e3e6', 1.3, 'pearl'],
      ['#5f8a72', 2],
      ['#14271f', 0.6],
    ],
  },
  'long-beach-sunroom-floor': {
    binder: '#d9c9a9',
    mottle: 0.05,
    sizes: 'glass',
    chips: [
      ['#ece6ea', 3, 'pearl'],
      ['#f6f1e6', 2],
      ['#4f86b0', 2, 'glass'],
      ['#8ea4b4', 1.8],
      ['#bfae8c', 1.2],
    ],
  },
};

// Fallback for items without an entry above: a seeded pick from these.
const FALLBACK_PALETTES = [
  {
    binder: '#8c8a85',
    mottle: 0.07,
    sizes: 'standard',
    chips: [
      ['#ece8e0', 4],
      ['#2a2928', 2],
      ['#b4b1ab', 2],
      ['#7e4236', 1],
    ],
  },
  {
    binder: '#e7dfcf',
    mottle: 0.05,
    sizes: 'venetian',
    chips: [
      ['#a84a38', 2.5],
      ['#d2a86a', 2],
      ['#4e4a46', 1.5],
      ['#f5efe3', 2],
    ],
  },
  {
    binder: '#2c2d30',
    mottle: 0.06,
    sizes: 'standard',
    chips: [
      ['#f0ede6', 4],
      ['#9a9a97', 2.5],
      ['#c9a24f', 1],
    ],
  },
];

const METALS = {
  brass: { base: '#c4a45e', light: '#e6cf8c', dark: '#7d6433' },
  zinc: { base: '#b4b7b8', light: '#dcdedf', dark: '#74777a' },
};

// ----------------------------------------------------------------- value noise

/** Smooth fractal value noise on a coarse grid, roughly in [-1, 1]. */
function makeNoiseField(rand, gw, gh, octaves) {
  const field = new Float32Array(gw * gh);
  let norm = 0;
  for (const [cell, amp] of octaves) {
    const cw = Math.ceil(gw / cell) + 2;
    const ch = Math.ceil(gh / cell) + 2;
    const lattice = new Float32Array(cw * ch);
    for (let i = 0; i < lattice.length; i++) lattice[i] = rand() * 2 - 1;
    const ox = rand() * cell;
    const oy = rand() * cell;
    for (let y = 0; y < gh; y++) {
      const fy = (y + oy) / cell;
      const iy = Math.floor(fy);
      let ty = fy - iy;
      ty = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < gw; x++) {
        const fx = (x + ox) / cell;
        const ix = Math.floor(fx);
        let tx = fx - ix;
        tx = tx * tx * (3 - 2 * tx);
        const a = lattice[iy * cw + ix];
        const b = lattice[iy * cw + ix + 1];
        const c = lattice[(iy + 1) * cw + ix];
        const d = lattice[(iy + 1) * cw + ix + 1];
        field[y * gw + x] += amp * (a + (b - a) * tx + (c - a + (a - b + d - c) * tx) * ty);
      }
    }
    norm += amp;
  }
  for (let i = 0; i < field.length; i++) field[i] /= norm * 0.55;
  return field;
}

function sampleField(field, gw, gh, x, y) {
  const ix = Math.min(gw - 2, Math.max(0, Math.floor(x)));
  const iy = Math.min(gh - 2, Math.max(0, Math.floor(y)));
  const tx = Math.min(1, Math.max(0, x - ix));
  const ty = Math.min(1, Math.max(0, y - iy));
  const i = iy * gw + ix;
  const top = field[i] + (field[i + 1] - field[i]) * tx;
  const bottom = field[i + gw] + (field[i + gw + 1] - field[i + gw]) * tx;
  return top + (bottom - top) * ty;
}

// ------------------------------------------------------------------- geometry

/**
 * Irregular angular polygon: 5-9 vertices, jittered angles and radii,
 * stretched and rotated; about one chip in eleven is a long sharp shard.
 */
function makeChipPolygon(rand, cx, cy, r) {
  const shard = rand() < 0.09;
  const n = shard ? 5 + Math.floor(rand() * 2) : 5 + Math.floor(rand() * 5);
  const rot = rand() * Math.PI * 2;
  const stretch = shard ? Math.sqrt(1.8 + rand() * 2) : Math.sqrt(1 + rand() * rand() * 1.8);
  const cos = Math.cos(rot);
  const sin = Math.sin(rot);
  const pts = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const a = ((i + (rand() - 0.5) * 0.75) / n) * Math.PI * 2;
    const rr = r * (0.55 + 0.45 * rand());
    const px = Math.cos(a) * rr * stretch;
    const py = (Math.sin(a) * rr) / stretch;
    pts[i * 2] = cx + px * cos - py * sin;
    pts[i * 2 + 1] = cy + px * sin + py * cos;
  }
  return pts;
}

/**
 * Scanline fill of a polygon (pixel centres, even-odd rule), clipped to the
 * canvas. Calls span(y, x0, x1) for each run of covered pixels, x1 inclusive.
 */
function rasterize(pts, width, height, span) {
  const n = pts.length / 2;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const y = pts[i * 2 + 1];
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const y0 = Math.max(0, Math.ceil(minY - 0.5));
  const y1 = Math.min(height - 1, Math.floor(maxY - 0.5));
  const xs = [];
  for (let y = y0; y <= y1; y++) {
    const sy = y + 0.5;
    xs.length = 0;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ax = pts[i * 2],
        ay = pts[i * 2 + 1];
      const bx = pts[j * 2],
        by = pts[j * 2 + 1];
      if ((ay <= sy && by > sy) || (by <= sy && ay > sy)) xs.push(ax + ((sy - ay) / (by - ay)) * (bx - ax));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const x0 = Math.max(0, Math.ceil(xs[k] - 0.5));
      const x1 = Math.min(width - 1, Math.floor(xs[k + 1] - 0.5));
      if (x1 >= x0) span(y, x0, x1);
    }
  }
}

/** Signed distance (in drawing px) to the divider strip's centre line; < 0 is the inner side. */
function makeStripDistance(strip, width, height) {
  if (!strip) return null;
  if (strip.type === 'arc') {
    const cx = strip.cx * width;
    const cy = strip.cy * width;
    const r = strip.r * width;
    return (x, y) => Math.hypot(x - cx, y - cy) - r;
  }
  const a = (strip.angle * Math.PI) / 180;
  const nx = -Math.sin(a);
  const ny = Math.cos(a);
  const px = width / 2;
  const py = height / 2 + strip.offset * height;
  return (x, y) => (x - px) * nx + (y - py) * ny;
}

// ------------------------------------------------------------------ rendering

function prepareChipColours(chips) {
  const list = chips.map(([hex, weight, kind = 'stone']) => ({ rgb: hexToRgb(hex), weight, kind }));
  const total = list.reduce((s, c) => s + c.weight, 0);
  let acc = 0;
  for (const c of list) {
    acc += c.weight / total;
    c.cum = acc;
  }
  return list;
}

function pickChipColour(rand, list) {
  const u = rand();
  for (const c of list) if (u <= c.cum) return c;
  return list[list.length - 1];
}

const PEARL_TINTS = [hexToRgb('#f4e4ec'), hexToRgb('#dcefe9'), hexToRgb('#e5e2f5'), hexToRgb('#f3efdc')];

function renderTerrazzo(slug, palette) {
  const seed = hashString(slug);
  const rand = mulberry32(seed);
  const W = BASE_W * SS;
  const H = BASE_H * SS;
  const rgb = new Uint8ClampedArray(W * H * 3);
  const chipId = new Int32Array(W * H); // 0 = binder, else 1 + index of the chip covering the pixel

  const stripDist = makeStripDistance(palette.strip, W, H);
  const stripHalf = palette.strip ? (palette.strip.width ?? 4) * SS * 0.5 : 0;
  const panels = [palette, palette.inner ?? palette].map((p) => ({
    binder: hexToRgb(p.binder),
    mottle: p.mottle ?? 0.06,
    chips: prepareChipColours(p.chips),
  }));
  const panelAt = stripDist ? (x, y) => (stripDist(x, y) < 0 ? 1 : 0) : () => 0;

  // 1. Binder: base colour, soft mottled tone variation, fine grain and sand.
  const FG = 8; // noise field grid step in drawing px
  const gw = Math.ceil(W / FG) + 2;
  const gh = Math.ceil(H / FG) + 2;
  const mottle = makeNoiseField(rand, gw, gh, [
    [70, 1],
    [28, 0.55],
    [10, 0.3],
    [4, 0.15],
  ]);
  const tint = makeNoiseField(rand, gw, gh, [
    [50, 1],
    [16, 0.4],
  ]);
  const chipCloud = makeNoiseField(rand, gw, gh, [
    [5, 1],
    [2, 0.45],
  ]); // tone variation inside chips
  const grainSeed = seed ^ 0x5bd1e995;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = panels[panelAt(x, y)];
      const m = sampleField(mottle, gw, gh, x / FG, y / FG);
      const t = sampleField(tint, gw, gh, x / FG, y / FG);
      const g = hashNoise(x >> 1, y >> 1, grainSeed);
      const f = 1 + p.mottle * m + 0.018 * g;
      const i = (y * W + x) * 3;
      rgb[i] = p.binder[0] * f + 3 * t;
      rgb[i + 1] = p.binder[1] * f;
      rgb[i + 2] = p.binder[2] * f - 3 * t;
    }
  }

  // 2. Chips, largest first. A candidate is rejected when it would lie mostly on
  //    chips already placed; accepted chips only fill free pixels, so chips
  //    nest against each other like a ground slab instead of stacking.
  const sizes = SIZES[palette.sizes ?? 'standard'];
  const target = (palette.coverage ?? sizes.coverage) * W * H;
  let covered = 0;
  let chipCount = 0;
  const spans = [];
  const collect = (y, x0, x1) => spans.push(y, x0, x1);

  for (const [rMin, rMax, share] of sizes.classes) {
    const classTarget = target * share;
    const maxOverlap =
      rMax > 14 ? 0.08
      : rMax > 6 ? 0.16
      : 0.3;
    const meanArea = Math.PI * 0.7 * rMin * rMax * SS * SS;
    let placedArea = 0;
    let misses = 0;
    while (placedArea < classTarget && misses < 20000) {
      // sample a batch of radii and place the batch largest first
      const batchSize = Math.max(8, Math.min(4000, Math.ceil(((classTarget - placedArea) / meanArea) * 0.5)));
      const radii = [];
      for (let k = 0; k < batchSize; k++) radii.push(rMin * Math.pow(rMax / rMin, rand()) * SS);
      radii.sort((a, b) => b - a);
      for (const r of radii) {
        if (placedArea >= classTarget) break;
        let placed = false;
        for (let attempt = 0; attempt < 10 && !placed; attempt++) {
          const cx = rand() * (W + 2 * r) - r;
          const cy = rand() * (H + 2 * r) - r;
          const pts = makeChipPolygon(rand, cx, cy, r);
          spans.length = 0;
          rasterize(pts, W, H, collect);
          let area = 0;
          let overlap = 0;
          for (let s = 0; s < spans.length; s += 3) {
            const row = spans[s] * W;
            for (let x = spans[s + 1]; x <= spans[s + 2]; x++) {
              area++;
              if (chipId[row + x] !== 0) overlap++;
            }
          }
          if (area === 0 || overlap > area * maxOverlap) continue;
          placed = true;

          const ccx = Math.min(W - 1, Math.max(0, cx));
          const ccy = Math.min(H - 1, Math.max(0, cy));
          const panelIndex = panelAt(ccx, ccy);
          const panel = panels[panelIndex];
          const colour = pickChipColour(rand, panel.chips);
          const light = 1 + bell(rand) * (colour.kind === 'glass' ? 0.08 : 0.11);
          const base = [
            colour.rgb[0] * light + bell(rand) * 5,
            colour.rgb[1] * light + bell(rand) * 5,
            colour.rgb[2] * light + bell(rand) * 5,
          ];
          // gentle tone gradient across the chip, strongest on pearl
          const ga = rand() * Math.PI * 2;
          const gx = Math.cos(ga) / r;
          const gy = Math.sin(ga) / r;
          const gradAmp =
            colour.kind === 'pearl' ? 0
            : colour.kind === 'glass' ? 0.05
            : 0.07 * rand();
          const grainAmp = colour.kind === 'glass' ? 1.5 : 3;
          const cloudAmp = colour.kind === 'glass' ? 0.03 : 0.03 + 0.09 * rand();
          // some larger marble chips get a soft vein across them
          let veinAmp = 0;
          let vx = 0;
          let vy = 0;
          let veinOffset = 0;
          let veinWidth = 1;
          if (colour.kind === 'stone' && r > 9 * SS && rand() < 0.4) {
            const va = rand() * Math.PI * 2;
            vx = Math.cos(va);
            vy = Math.sin(va);
            veinOffset = (rand() - 0.5) * r;
            veinWidth = r * (0.05 + 0.12 * rand());
            veinAmp = (rand() < 0.6 ? -1 : 1) * (0.05 + 0.1 * rand());
          }
          const cloudX = rand() * (gw - 2) * FG;
          const cloudY = rand() * (gh - 2) * FG;
          let tintA = null;
          let tintB = null;
          if (colour.kind === 'pearl') {
            tintA = mix(base, PEARL_TINTS[Math.floor(rand() * PEARL_TINTS.length)], 0.75);
            tintB = mix(base, PEARL_TINTS[Math.floor(rand() * PEARL_TINTS.length)], 0.75);
          }
          const chipSeed = (seed + chipCount * 7919) | 0;
          for (let s = 0; s < spans.length; s += 3) {
            const y = spans[s];
            const row = y * W;
            for (let x = spans[s + 1]; x <= spans[s + 2]; x++) {
              if (chipId[row + x] !== 0) continue;
              if (stripDist && panelAt(x, y) !== panelIndex) continue;
              chipId[row + x] = chipCount + 1;
              placedArea++;
              const d = (x - cx) * gx + (y - cy) * gy; // about -1..1 across the chip
              const n = hashNoise(x >> 1, y >> 1, chipSeed) * grainAmp;
              const i = (row + x) * 3;
              if (tintA) {
                const t = Math.min(1, Math.max(0, 0.5 + 0.6 * d));
                rgb[i] = tintA[0] + (tintB[0] - tintA[0]) * t + n * 1.5;
                rgb[i + 1] = tintA[1] + (tintB[1] - tintA[1]) * t + n * 1.5;
                rgb[i + 2] = tintA[2] + (tintB[2] - tintA[2]) * t + n * 1.5;
              } else {
                const cl = sampleField(chipCloud, gw, gh, ((x + cloudX) % W) / FG, ((y + cloudY) % H) / FG);
                let f = 1 + gradAmp * d + cloudAmp * cl;
                if (colour.kind === 'glass') {
                  // ground glass reads lighter in the middle, deeper at the rim
                  const q = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / (r * r);
                  f += 0.05 - 0.13 * Math.min(1, q);
                }
                if (veinAmp !== 0) {
                  const dl = ((x - cx) * vx + (y - cy) * vy - veinOffset) / veinWidth;
                  f += veinAmp * Math.exp(-dl * dl);
                }
                rgb[i] = base[0] * f + n;
                rgb[i + 1] = base[1] * f + n;
                rgb[i + 2] = base[2] * f + n;
              }
            }
          }
          chipCount++;
        }
        if (!placed) misses++;
      }
    }
    covered += placedArea;
  }

  // 3. Divider strip: a thin ground-flat metal line with slightly darker edges.
  if (stripDist) {
    const metal = METALS[palette.strip.metal];
    const base = hexToRgb(metal.base);
    const light = hexToRgb(metal.light);
    const dark = hexToRgb(metal.dark);
    const sheen = makeNoiseField(rand, gw, gh, [
      [40, 1],
      [12, 0.5],
    ]);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const d = Math.abs(stripDist(x, y));
        if (d > stripHalf) continue;
        const s = sampleField(sheen, gw, gh, x / FG, y / FG);
        let c = s > 0 ? mix(base, light, s * 0.6) : mix(base, dark, -s * 0.35);
        if (d > stripHalf - SS * 0.8) c = mix(c, dark, 0.55);
        const n = hashNoise(x, y, grainSeed + 17) * 3;
        const i = (y * W + x) * 3;
        rgb[i] = c[0] + n;
        rgb[i + 1] = c[1] + n;
        rgb[i + 2] = c[2] + n;
      }
    }
  }

  // 4. Very soft large-scale tone variation over the whole floor (polish, wear).
  const wash = makeNoiseField(rand, gw, gh, [
    [160, 1],
    [60, 0.4],
  ]);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const f = 1 + 0.025 * sampleField(wash, gw, gh, x / FG, y / FG);
      const i = (y * W + x) * 3;
      rgb[i] *= f;
      rgb[i + 1] *= f;
      rgb[i + 2] *= f;
    }
  }

  return { rgb, chipId, width: W, height: H, coverage: covered / (W * H), chipCount };
}

// ------------------------------------------------------- before / after looks

const clamp01 = (v) => Math.min(1, Math.max(0, v));
const smoothstep = (e0, e1, v) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const luma = (rgb, i) => 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2];

function meanLuma(rgb) {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < rgb.length; i += 3 * 7) {
    sum += luma(rgb, i);
    n++;
  }
  return sum / n;
}

/**
 * Draws thick line segments [x0, y0, x1, y1, halfWidth, opacity] into a
 * coverage buffer (max of the anti-aliased coverage times opacity).
 */
function strokeSegments(buf, W, H, segs) {
  for (let s = 0; s < segs.length; s += 6) {
    const [x0, y0, x1, y1, hw, op] = segs.slice(s, s + 6);
    const bx0 = Math.max(0, Math.floor(Math.min(x0, x1) - hw - 1));
    const bx1 = Math.min(W - 1, Math.ceil(Math.max(x0, x1) + hw + 1));
    const by0 = Math.max(0, Math.floor(Math.min(y0, y1) - hw - 1));
    const by1 = Math.min(H - 1, Math.ceil(Math.max(y0, y1) + hw + 1));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = by0; y <= by1; y++) {
      for (let x = bx0; x <= bx1; x++) {
        const t = clamp01(((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / len2);
        const d = Math.hypot(x + 0.5 - x0 - t * dx, y + 0.5 - y0 - t * dy);
        const a = clamp01(hw + 0.5 - d) * op;
        const i = y * W + x;
        if (a > buf[i]) buf[i] = a;
      }
    }
  }
}

/**
 * Signed distance field of hairline cracks: for each pixel the smallest
 * (distance to a segment - its half width). Segments: [x0, y0, x1, y1, halfWidth].
 */
function crackField(W, H, segs, reach) {
  const field = new Float32Array(W * H).fill(1e9);
  for (let s = 0; s < segs.length; s += 5) {
    const [x0, y0, x1, y1, hw] = segs.slice(s, s + 5);
    const bx0 = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
    const bx1 = Math.min(W - 1, Math.ceil(Math.max(x0, x1) + reach));
    const by0 = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
    const by1 = Math.min(H - 1, Math.ceil(Math.max(y0, y1) + reach));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = by0; y <= by1; y++) {
      for (let x = bx0; x <= bx1; x++) {
        const t = clamp01(((x + 0.5 - x0) * dx + (y + 0.5 - y0) * dy) / len2);
        const v = Math.hypot(x + 0.5 - x0 - t * dx, y + 0.5 - y0 - t * dy) - hw;
        const i = y * W + x;
        if (v < field[i]) field[i] = v;
      }
    }
  }
  return field;
}

/**
 * A hairline crack: a jagged walk (short straight runs with sharp small turns,
 * the course drifting slowly) from (x, y) along `heading` for `steps` steps, or
 * until it leaves the floor, with a few short tapering branches. Appends
 * segments to `segs` and returns the points of the main line.
 */
function walkCrack(rand, W, H, segs, x, y, heading, steps, hw, branchChance) {
  const points = [[x, y]];
  let drift = 0;
  for (let k = 0; k < steps; k++) {
    drift = Math.max(-0.45, Math.min(0.45, drift + bell(rand) * 0.1));
    const dir = heading + drift + bell(rand) * 0.55;
    const len = (5 + 9 * rand()) * SS;
    const nx = x + Math.cos(dir) * len;
    const ny = y + Math.sin(dir) * len;
    // taper over the last few steps of a crack that ends on the floor
    const taper = Math.min(1, (steps - k) / 12);
    segs.push(x, y, nx, ny, hw * (0.75 + 0.25 * rand()) * (0.35 + 0.65 * taper));
    x = nx;
    y = ny;
    points.push([x, y]);
    if (x < -20 || y < -20 || x > W + 20 || y > H + 20) break;
    if (rand() < branchChance) {
      const side = rand() < 0.5 ? -1 : 1;
      walkCrack(rand, W, H, segs, x, y, dir + side * (0.5 + 0.5 * rand()), 8 + Math.floor(rand() * 22), hw * 0.7, 0);
    }
  }
  return points;
}

/** The floor as found: dulled, stained, scuffed and cracked. */
function weatherFloor(drawing, slug) {
  const { rgb: src, chipId, width: W, height: H } = drawing;
  const rand = mulberry32(hashString(`${slug}:before`));
  const rgb = new Uint8ClampedArray(src);
  const mean = meanLuma(src);
  const FG = 8;
  const gw = Math.ceil(W / FG) + 2;
  const gh = Math.ceil(H / FG) + 2;
  const stainField = makeNoiseField(rand, gw, gh, [
    [48, 1],
    [20, 0.55],
    [8, 0.3],
  ]);
  const grimeField = makeNoiseField(rand, gw, gh, [
    [110, 1],
    [36, 0.5],
    [12, 0.2],
  ]);
  const laneWobble = makeNoiseField(rand, gw, gh, [[90, 1]]);

  // Traffic lane: a broad band running up the floor at a slight slant.
  const laneAngle = ((96 + bell(rand) * 8) * Math.PI) / 180;
  const lnx = -Math.sin(laneAngle);
  const lny = Math.cos(laneAngle);
  const lpx = W * (0.5 + bell(rand) * 0.06);
  const lpy = H * 0.5;
  const laneHalf = W * 0.2;
  const laneAt = (x, y) => {
    const d = Math.abs((x - lpx) * lnx + (y - lpy) * lny) + laneHalf * 0.25 * sampleField(laneWobble, gw, gh, x / FG, y / FG);
    return 1 - smoothstep(laneHalf * 0.55, laneHalf * 1.25, d);
  };

  // Scuffs: fine pale scratches and dark heel marks, mostly in the lane and
  // mostly along it.
  const scratches = new Float32Array(W * H);
  const heels = new Float32Array(W * H);
  const scratchSegs = [];
  const heelSegs = [];
  const along = laneAngle;
  for (let k = 0, made = 0; made < 1100 && k < 20000; k++) {
    const x = rand() * W;
    const y = rand() * H;
    if (rand() > 0.08 + 0.92 * laneAt(x, y)) continue;
    made++;
    let dir = (rand() < 0.75 ? along : rand() * Math.PI) + bell(rand) * 0.6;
    let px = x;
    let py = y;
    const n = 2 + Math.floor(rand() * 4);
    const len = (8 + 40 * rand() * rand()) * SS;
    const bend = bell(rand) * 0.25;
    const op = 0.2 + 0.35 * rand();
    for (let j = 0; j < n; j++) {
      const qx = px + (Math.cos(dir) * len) / n;
      const qy = py + (Math.sin(dir) * len) / n;
      scratchSegs.push(px, py, qx, qy, 0.35 * SS, op);
      px = qx;
      py = qy;
      dir += bend;
    }
  }
  for (let k = 0, made = 0; made < 90 && k < 5000; k++) {
    const x = rand() * W;
    const y = rand() * H;
    if (rand() > 0.05 + 0.95 * laneAt(x, y)) continue;
    made++;
    let dir = rand() * Math.PI * 2;
    let px = x;
    let py = y;
    const n = 3 + Math.floor(rand() * 3);
    const len = (5 + 18 * rand()) * SS;
    const bend = (rand() < 0.5 ? -1 : 1) * (0.2 + 0.3 * rand());
    const hw = (0.5 + 1.1 * rand()) * SS;
    const op = 0.25 + 0.4 * rand();
    for (let j = 0; j < n; j++) {
      const qx = px + (Math.cos(dir) * len) / n;
      const qy = py + (Math.sin(dir) * len) / n;
      heelSegs.push(px, py, qx, qy, hw * (1 - (0.6 * j) / n), op);
      px = qx;
      py = qy;
      dir += bend;
    }
  }
  strokeSegments(scratches, W, H, scratchSegs);
  strokeSegments(heels, W, H, heelSegs);

  // Hairline cracks: one across the whole floor, one from the side that dies
  // out (joining the first), and a short one in a corner.
  const crackSegs = [];
  const hw = 0.7 * SS;
  const main = walkCrack(rand, W, H, crackSegs, W * (0.28 + 0.14 * rand()), -10, Math.PI / 2 + bell(rand) * 0.25, 400, hw, 0.035);
  walkCrack(
    rand,
    W,
    H,
    crackSegs,
    W + 10,
    H * (0.58 + 0.12 * rand()),
    Math.PI + bell(rand) * 0.2,
    70 + Math.floor(rand() * 20),
    hw * 0.85,
    0.03,
  );
  walkCrack(rand, W, H, crackSegs, W * (0.72 + 0.1 * rand()), -10, Math.PI / 2 + 0.5 + bell(rand) * 0.2, 28, hw * 0.7, 0.02);
  const CRACK_REACH = 7 * SS;
  const cracks = crackField(W, H, crackSegs, CRACK_REACH);

  // A pocket of lost chips along the long crack: a few small chips near it
  // have come out, leaving dark sockets.
  const [pcx, pcy] = main[Math.floor(main.length * (0.55 + 0.1 * rand()))];
  const areas = new Map();
  for (let i = 0; i < chipId.length; i++) if (chipId[i]) areas.set(chipId[i], (areas.get(chipId[i]) ?? 0) + 1);
  const lost = new Set();
  const pocketR = 26 * SS;
  const maxArea = Math.PI * (18 * SS) ** 2;
  for (let y = Math.max(0, Math.floor(pcy - pocketR)); y < Math.min(H, pcy + pocketR); y++) {
    for (let x = Math.max(0, Math.floor(pcx - pocketR)); x < Math.min(W, pcx + pocketR); x++) {
      const id = chipId[y * W + x];
      if (id && Math.hypot(x - pcx, y - pcy) < pocketR && areas.get(id) < maxArea) lost.add(id);
    }
  }
  const BEVEL = 1.5 * SS;
  const idAt = (x, y) => (x < 0 || y < 0 || x >= W || y >= H ? -1 : chipId[y * W + x]);

  const dustSeed = hashString(`${slug}:dust`);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      const i = p * 3;
      let r = rgb[i];
      let g = rgb[i + 1];
      let b = rgb[i + 2];
      const onChip = chipId[p] !== 0;
      const fx = x / FG;
      const fy = y / FG;
      const lane = laneAt(x, y);
      const grime = sampleField(grimeField, gw, gh, fx, fy);

      // Flattened: less saturated, less contrast.
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      r = l + (r - l) * 0.62;
      g = l + (g - l) * 0.62;
      b = l + (b - l) * 0.62;
      r = mean + (r - mean) * 0.7;
      g = mean + (g - mean) * 0.7;
      b = mean + (b - mean) * 0.7;

      // Old wax gone yellow-brown, thickest off the lane and at its edges.
      const edge = lane * (1 - lane) * 4;
      const wax = clamp01(0.55 + 0.25 * grime - 0.3 * lane + 0.35 * edge);
      r *= 1 - 0.01 * wax;
      g *= 1 - 0.09 * wax;
      b *= 1 - 0.3 * wax;
      // Grey haze of grime; the binder holds more of it than the chips.
      const haze = 0.16 + 0.08 * grime + (onChip ? 0 : 0.05);
      r += (136 - r) * haze;
      g += (124 - g) * haze;
      b += (100 - b) * haze;
      const dirt = 1 - (onChip ? 0.04 : 0.1) - 0.06 * grime - 0.08 * edge;
      r *= dirt;
      g *= dirt;
      b *= dirt;

      // The lane: wax worn off, matte and greyish.
      const matte = 0.3 * lane;
      const lm = 0.299 * r + 0.587 * g + 0.114 * b;
      r += (lm * 0.95 + 18 - r) * matte;
      g += (lm * 0.95 + 18 - g) * matte;
      b += (lm * 0.95 + 16 - b) * matte;

      // Blotchy stains with darker tide lines at their rims.
      const st = sampleField(stainField, gw, gh, fx, fy);
      const stain = smoothstep(0.4, 0.85, st) * (onChip ? 0.75 : 1);
      const rim = Math.exp(-(((st - 0.42) / 0.035) ** 2));
      const sd = 1 - 0.32 * stain - 0.1 * rim;
      r *= sd;
      g *= sd * (1 - 0.05 * stain);
      b *= sd * (1 - 0.14 * stain);

      // Scuffs.
      const sc = scratches[p];
      r += (210 - r) * sc * 0.7;
      g += (205 - g) * sc * 0.7;
      b += (194 - b) * sc * 0.7;
      const hl = heels[p];
      r += (38 - r) * hl;
      g += (34 - g) * hl;
      b += (32 - b) * hl;

      // Dust specks.
      const dn = hashNoise(x >> 1, y >> 1, dustSeed);
      if (dn > 0.994) {
        const f = 0.72 + 0.15 * (1 - lane);
        r *= f;
        g *= f;
        b *= f;
      }

      // Sockets of lost chips: dark grit inside, shadowed under the
      // upper-left rim, the lower-right wall catching the light.
      if (lost.has(chipId[p])) {
        const id = chipId[p];
        const grit = hashNoise(x >> 2, y >> 2, dustSeed + 5) * 12 + hashNoise(x, y, dustSeed + 9) * 5;
        r = 66 + grit;
        g = 57 + grit;
        b = 49 + grit;
        let shade = 0;
        for (let k = 1; k <= 4; k++) if (idAt(x - k * BEVEL, y - k * BEVEL) !== id) shade++;
        const f = 1 - 0.16 * shade;
        r *= f;
        g *= f;
        b *= f;
        if (shade === 0 && idAt(x + BEVEL, y + BEVEL) !== id) {
          r += (170 - r) * 0.55;
          g += (156 - g) * 0.55;
          b += (138 - b) * 0.55;
        }
      }

      // Cracks: a dark jagged core and a faint halo of dirt along it.
      const e = cracks[p];
      if (e < CRACK_REACH) {
        const core = clamp01(0.5 - e);
        const halo = Math.exp(-Math.max(0, e) / (2.6 * SS)) * 0.3;
        const f = 1 - halo;
        r = r * f * (1 - core) + 26 * core;
        g = g * f * (1 - core) + 21 * core;
        b = b * f * (1 - core) + 18 * core;
      }
      rgb[i] = r;
      rgb[i + 1] = g;
      rgb[i + 2] = b;
    }
  }
  return rgb;
}

/** The floor honed and sealed: cleaner, richer colour, a soft sheen. */
function polishFloor(drawing, slug) {
  const { rgb: src, width: W, height: H } = drawing;
  const rand = mulberry32(hashString(`${slug}:after`));
  const rgb = new Uint8ClampedArray(src.length);
  const mean = meanLuma(src);
  const FG = 8;
  const gw = Math.ceil(W / FG) + 2;
  const gh = Math.ceil(H / FG) + 2;
  const sheenNoise = makeNoiseField(rand, gw, gh, [
    [140, 1],
    [50, 0.35],
  ]);
  // The sheen: light reflected along a broad diagonal band from the upper
  // right, fading towards the lower left.
  const a = ((32 + bell(rand) * 6) * Math.PI) / 180;
  const ux = -Math.cos(a);
  const uy = Math.sin(a);
  const diag = W * Math.abs(ux) + H * Math.abs(uy);
  const bandAt = 0.3 + 0.06 * bell(rand);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      let r = src[i];
      let g = src[i + 1];
      let b = src[i + 2];
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      r = l + (r - l) * 1.1;
      g = l + (g - l) * 1.1;
      b = l + (b - l) * 1.1;
      r = mean + (r - mean) * 1.08;
      g = mean + (g - mean) * 1.08;
      b = mean + (b - mean) * 1.08;
      const t = ((W - x) * -ux + y * uy) / diag;
      const n = 1 + 0.2 * sampleField(sheenNoise, gw, gh, x / FG, y / FG);
      const sheen = (0.22 * Math.exp(-(((t - bandAt) / 0.24) ** 2)) + 0.05 * (1 - t)) * n;
      rgb[i] = r + (255 - r) * sheen;
      rgb[i + 1] = g + (255 - g) * sheen;
      rgb[i + 2] = b + (255 - b) * sheen;
    }
  }
  return rgb;
}

// ------------------------------------------------------------------------ main

function paletteFor(slug) {
  if (PALETTES[slug]) return PALETTES[slug];
  const rand = mulberry32(hashString(`palette:${slug}`));
  return FALLBACK_PALETTES[Math.floor(rand() * FALLBACK_PALETTES.length)];
}

/** The 2x drawing downsampled to 1440x1080 and softened, as raw RGB. */
function toMaster(rgb, width, height) {
  return sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), { raw: { width, height, channels: 3 } })
    .resize(BASE_W, BASE_H, { kernel: 'lanczos3' })
    .blur(SOFTEN_SIGMA)
    .raw()
    .toBuffer();
}

/** WebP at the first ENCODE_STEPS step that fits MAX_BYTES (else the last). */
async function encodeMaster(full) {
  let result;
  for (const step of ENCODE_STEPS) {
    let img = sharp(full, { raw: { width: BASE_W, height: BASE_H, channels: 3 } });
    if (step.soften) img = img.convolve({ width: 3, height: 3, kernel: [1, 2, 1, 2, step.soften, 2, 1, 2, 1] });
    result = { step, buffer: await img.webp({ ...WEBP, quality: step.quality }).toBuffer() };
    if (result.buffer.length <= MAX_BYTES) break;
  }
  return result;
}

async function main() {
  const started = Date.now();
  const only = new Set(process.argv.slice(2));
  const data = JSON.parse(await readFile(DATA_FILE, 'utf8'));
  for (const slug of BEFORE_AFTER)
    if (!data.items.some((item) => item.slug === slug)) throw new Error(`BEFORE_AFTER: no gallery item ${slug}`);
  const items = data.items.filter((item) => only.size === 0 || only.has(item.slug));
  if (items.length === 0) throw new Error('no gallery items matched');
  await mkdir(OUT_DIR, { recursive: true });

  let totalBytes = 0;
  let files = 0;
  for (const item of items) {
    const itemStarted = Date.now();
    const drawing = renderTerrazzo(item.slug, paletteFor(item.slug));
    console.log(`${item.slug}: ${drawing.chipCount} chips, ${(drawing.coverage * 100).toFixed(1)}% chip coverage`);
    const variants = [['', drawing.rgb]];
    if (BEFORE_AFTER.includes(item.slug))
      variants.push(['-before', weatherFloor(drawing, item.slug)], ['-after', polishFloor(drawing, item.slug)]);
    for (const [suffix, rgb] of variants) {
      const { step, buffer } = await encodeMaster(await toMaster(rgb, drawing.width, drawing.height));
      const file = path.join(OUT_DIR, `${item.slug}${suffix}.webp`);
      await writeFile(file, buffer);
      totalBytes += buffer.length;
      files++;
      console.log(
        `  wrote ${path.relative(ROOT, file)} (${(buffer.length / 1024).toFixed(1)} KB, ` +
          `webp quality ${step.quality}${step.soften ? `, softened (${step.soften})` : ''})`,
      );
    }
    console.log(`  ${Date.now() - itemStarted} ms`);
  }
  console.log(
    `${items.length} items, ${files} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
