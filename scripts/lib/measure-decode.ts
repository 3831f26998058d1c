// npm run bench -- decode: the memory a visitor's photo takes to decode, per
// format and size, measured (peak resident memory of a fresh process that
// decodes it as the site does) beside what server/photos/decode-memory.ts
// estimates from its header. The estimate should be at or above each
// measure; recalibrate it here when libvips changes.
//   tsx scripts/lib/measure-decode.ts          the table
//   tsx scripts/lib/measure-decode.ts FILE     one decode, as JSON (run by the table, one process each)
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { decodeLeadPhoto } from '../../server/leads/photos/decode-lead-photo';
import { decodeBytes, decodeQueue } from '../../server/photos/decode-memory';

const MB = 1024 * 1024;
const file = process.argv[2];

if (file) {
  const input = await readFile(file);
  const metadata = await sharp(input, { limitInputPixels: false }).metadata();
  const unlimited = { maxBytes: Infinity, queue: decodeQueue({ budgetBytes: Infinity, concurrency: 1 }) };
  // Sampled while libvips works on its own threads (the high-water mark would include loading this script).
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  await decodeLeadPhoto(file, unlimited);
  clearInterval(sampler);
  const peakMb = (peak - before) / MB;
  console.log(JSON.stringify({ peakMb, estimateMb: decodeBytes(metadata) / MB }));
} else {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-decode-'));
  const image = (width: number, height: number) =>
    sharp({
      create: {
        width: width / 8,
        height: height / 8,
        channels: 3,
        background: '#8a7f72',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    }).resize(width, height, { kernel: 'nearest' });
  const cases: [string, (w: number, h: number) => Promise<Buffer>][] = [
    ['JPEG, baseline', (w, h) => image(w, h).jpeg({ quality: 88 }).toBuffer()],
    ['JPEG, progressive 4:2:0', (w, h) => image(w, h).jpeg({ quality: 88, progressive: true }).toBuffer()],
    ['JPEG, progressive 4:4:4', (w, h) => image(w, h).jpeg({ quality: 88, progressive: true, chromaSubsampling: '4:4:4' }).toBuffer()],
    ['PNG', (w, h) => image(w, h).png({ compressionLevel: 1 }).toBuffer()],
    ['PNG, interlaced', (w, h) => image(w, h).png({ compressionLevel: 1, progressive: true }).toBuffer()],
    ['GIF', (w, h) => image(w, h).gif({ effort: 1 }).toBuffer()],
    ['WebP', (w, h) => image(w, h).webp({ quality: 80, effort: 0 }).toBuffer()],
    ['AVIF', (w, h) => image(w, h).avif({ quality: 50, effort: 0 }).toBuffer()],
  ];
  console.log("\n## Decoding a visitor's photo: peak memory of one decode, measured and as estimated from its header");
  for (const [name, make] of cases) {
    const figures: string[] = [];
    for (const [width, height] of [
      [4032, 3024],
      [8064, 6048],
    ] as const) {
      const target = path.join(dir, `${name.replace(/\W+/g, '-')}-${width}`);
      await writeFile(target, await make(width, height));
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/measure-decode.ts', target], { encoding: 'utf8' });
      const { peakMb, estimateMb } = JSON.parse(run.stdout) as { peakMb: number; estimateMb: number };
      figures.push(`${Math.round((width * height) / 1e6)} MP: ${Math.round(peakMb)} MB measured, ${Math.round(estimateMb)} estimated`);
    }
    console.log(`${name.padEnd(26)} ${figures.join('; ')}`);
  }
}
