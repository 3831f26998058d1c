// npm run photos: makes every file of every photo the content names in
// PHOTO_CACHE_DIR now, rather than in the server's background after it starts
// (a machine warmed before it takes traffic). A file already made is kept. Prints what it did; exit 1
// when a photo (or anything else in the content) has a problem.
import { loadConfig } from '../server/config';
import { readContent } from '../server/content/content-store';
import { runMain } from './run-main';
import { toCheckLine } from './check-content';
import { parseFlags, readCommandLine } from './toolkit/command-line';

const USAGE = `usage: npm run photos

Makes every size and format of each photo in data/photos/ that the content
names now (DATA_DIR and PHOTO_CACHE_DIR choose other folders); the server
makes them in the background after it starts, and any asked for first at once.
\`npm run content:check\` says what is wrong with a photo, among the rest.`;

interface Io {
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

export async function main(argv: string[], { env, stdout, stderr }: Io): Promise<number> {
  const options = readCommandLine(
    'photos',
    USAGE,
    () => ({ help: parseFlags(argv, { help: { type: 'boolean', short: 'h' } }).help ?? false }),
    { write: (text) => stdout(text.trimEnd()), warn: stderr },
  );
  if (typeof options === 'number') return options;
  const { dataDir, photoCacheDir } = loadConfig({ DATA_DIR: env.DATA_DIR, PHOTO_CACHE_DIR: env.PHOTO_CACHE_DIR });
  const started = performance.now();
  const read = await readContent(dataDir, { photoCache: photoCacheDir });
  if (read.problems.length > 0 || !read.content) {
    for (const problem of read.problems) stderr(toCheckLine(problem));
    return 1;
  }
  const made = await read.content.images.deriveAll();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const photos = new Set(read.photos.map(({ photo }) => photo.file)).size;
  stdout(`photos: ${photos} photos ready in ${photoCacheDir}, ${made} files made (${seconds} s)`);
  return 0;
}

runMain(import.meta.url, (argv) => main(argv, { env: process.env, stdout: console.log, stderr: console.error }));
