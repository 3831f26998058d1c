// npm run bench -- start: `npm start` on a fresh install (no photo cache),
// timed to its first page, with the portfolio's photos and with about nine times as
// many (nine re-encoded copies of each project's photo): the build, then the process until `/` answers 200, then until every
// photo file is made in the background.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from './run-server';

/** A copy of data/ in which each project carries `copies` more photos, each a re-encoded copy of its own (other bytes, another photo). */
async function dataWithMorePhotos(copies: number): Promise<{ dir: string; photos: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-start-data-'));
  await cp('data', dir, { recursive: true });
  if (copies > 0) {
    const file = path.join(dir, 'gallery.json');
    const gallery = JSON.parse(await readFile(file, 'utf8')) as { items: { sample?: { file: string; alt: string }; photos?: unknown[] }[] };
    for (const item of gallery.items) {
      if (!item.sample) continue;
      const original = await readFile(path.join(dir, 'photos', item.sample.file));
      const stem = path.parse(item.sample.file).name;
      item.photos = [...(item.photos ?? [])];
      for (let n = 1; n <= copies; n++) {
        const name = `${stem}-copy-${n}.webp`;
        await writeFile(
          path.join(dir, 'photos', name),
          await sharp(original)
            .webp({ quality: 80 + n })
            .toBuffer(),
        );
        item.photos.push({ file: name, alt: `${item.sample.alt} (copy ${n})` });
      }
    }
    await writeFile(file, JSON.stringify(gallery, null, 2));
  }
  return { dir, photos: (await readdir(path.join(dir, 'photos'))).length };
}

/** Says the build's and first page's times as soon as they are known, then resolves once every photo file is made (or 20 minutes). */
async function timeStart(
  dataDir: string,
  served: (times: { buildS: number; firstPageS: number }) => void,
): Promise<{ allFilesS: number | undefined }> {
  const cache = await mkdtemp(path.join(os.tmpdir(), 'fbt-start-cache-'));
  const started = performance.now();
  const build = spawnSync(process.execPath, ['build.mjs'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the build failed');
  const buildS = (performance.now() - started) / 1000;
  const port = await freePort();
  const leads = await mkdtemp(path.join(os.tmpdir(), 'fbt-start-leads-'));
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PHOTO_CACHE_DIR: cache,
      LEADS_FILE: path.join(leads, 'contacts.ndjson'),
      TRAFFIC_DIR: path.join(leads, 'traffic'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let allFilesS: number | undefined;
  const done = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('photo files made')) {
        allFilesS = (performance.now() - started) / 1000;
        resolve();
      }
    });
  });
  let firstPageS = Infinity;
  while (firstPageS === Infinity) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) firstPageS = (performance.now() - started) / 1000;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  served({ buildS, firstPageS });
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 20 * 60_000))]);
  child.kill('SIGTERM');
  return { allFilesS };
}

export async function startBench(): Promise<void> {
  console.log('\n## npm start on a fresh install: no photo cache (2 workers, this machine)');
  for (const copies of [0, 9]) {
    const { dir, photos } = await dataWithMorePhotos(copies);
    const { allFilesS } = await timeStart(dir, ({ buildS, firstPageS }) =>
      console.log(`${String(photos).padStart(4)} photos: built in ${buildS.toFixed(1)} s, first page at ${firstPageS.toFixed(1)} s`),
    );
    console.log(`${String(photos).padStart(4)} photos: every photo file made at ${allFilesS?.toFixed(0) ?? '?'} s`);
  }
}
