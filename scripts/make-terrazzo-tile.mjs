// Writes client/styles/terrazzo-tile.svg: a seamless tile of stone chips in
// translucent colours, laid over any background colour by the stylesheet.
// Deterministic (seeded), so the committed file only changes when this does.
import { writeFileSync } from 'node:fs';

const SIZE = 260;
const CHIP_COLORS = [
  ['#ffffff', 0.5],
  ['#f3e6cf', 0.55],
  ['#d4b07a', 0.55],
  ['#000000', 0.28],
  ['#c56a45', 0.45],
  ['#8aa394', 0.45],
];

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(1946);
const chips = [];
for (let i = 0; i < 120; i++) {
  const big = random() < 0.12;
  const radius = big ? 7 + random() * 7 : 1 + random() * 3.2;
  const cx = random() * SIZE;
  const cy = random() * SIZE;
  const sides = 5 + Math.floor(random() * 4);
  const turn = random() * Math.PI * 2;
  const points = Array.from({ length: sides }, (_, k) => {
    const angle = turn + (k / sides) * Math.PI * 2 + (random() - 0.5) * 0.6;
    const r = radius * (0.55 + random() * 0.6);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
  });
  const [color, opacity] = CHIP_COLORS[Math.floor(random() * CHIP_COLORS.length)];
  // Repeat chips that cross an edge on the opposite side, so the tile is seamless.
  for (const dx of [-SIZE, 0, SIZE]) {
    for (const dy of [-SIZE, 0, SIZE]) {
      const moved = points.map(([x, y]) => [x + dx, y + dy]);
      if (moved.some(([x, y]) => x > -1 && x < SIZE + 1 && y > -1 && y < SIZE + 1)) {
        chips.push(
          `<path d="M${moved.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join('L')}z" fill="${color}" fill-opacity="${opacity}"/>`,
        );
      }
    }
  }
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${chips.join('')}</svg>\n`;
writeFileSync(new URL('../client/styles/terrazzo-tile.svg', import.meta.url), svg);
console.log(`client/styles/terrazzo-tile.svg: ${chips.length} chips, ${svg.length} bytes`);
