// npm run photos (and every build): derives every photo the content names
// into PHOTO_CACHE_DIR, so the server's first start serves at once. A photo
// already derived is read, not encoded again. Prints what it did; exit 1
// when a photo (or anything else in the content) has a problem.
import { loadConfig } from '../server/config';
import { readContent } from '../server/content/content-store';
import { runMain } from './run-main';
import { toCheckLine } from './check-content';
import { parseFlags, readCommandLine } from './toolkit/command-line';

const USAGE = `usage: npm run photos

Derives every size and format of each photo in data/photos/ that the content
names (DATA_DIR and PHOTO_CACHE_DIR choose other folders). The build runs it;
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
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const photos = new Set(read.photos.map(({ photo }) => photo.file)).size;
  if (read.problems.length > 0) {
    for (const problem of read.problems) stderr(toCheckLine(problem));
    return 1;
  }
  stdout(`photos: ${photos} photos ready in ${photoCacheDir} (${seconds} s)`);
  return 0;
}

runMain(import.meta.url, (argv) => main(argv, { env: process.env, stdout: console.log, stderr: console.error }));
