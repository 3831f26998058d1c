// npm run content:check: validates everything in data/ (or DATA_DIR) and
// prints each problem as `file: item slug: field: what is wrong`; exit 1 when
// there is any, 0 with a one-line summary when there is none, 2 on a bad
// command line.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { runMain } from './run-main';
import { checkContent, okSummary } from './check-content';

const USAGE = `usage: npm run content:check

Checks every file in data/ (DATA_DIR chooses another folder): the rules the
site checks when it starts (schemas, duplicate slugs, references, every
photo derived), plus links to pages that do not exist and British spellings
(the site is written in US English). Prints one line per problem:

  data/services.json: restoration: features[2]: Invalid input: expected string, received number
  data/blog.json: sealing-schedule: content: "programme" is British spelling; write "program"`;

interface Io {
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

export async function main(argv: string[], { env, stdout, stderr }: Io): Promise<number> {
  try {
    const { values } = parseArgs({ args: argv, options: { help: { type: 'boolean', short: 'h' } }, strict: true });
    if (values.help) {
      stdout(USAGE);
      return 0;
    }
  } catch (error) {
    stderr(`content:check: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  // The same DATA_DIR (and default) as the server.
  const { dataDir, photoCacheDir } = loadConfig({ DATA_DIR: env.DATA_DIR, PHOTO_CACHE_DIR: env.PHOTO_CACHE_DIR });
  const result = await checkContent(dataDir, photoCacheDir);
  if (result.problems.length === 0) {
    stdout(okSummary(dataDir, result));
    return 0;
  }
  for (const problem of result.problems) stdout(problem);
  const count = result.problems.length;
  stderr(
    `\n${count} problem${count === 1 ? '' : 's'} in ${path.basename(dataDir)}/. Fix ${count === 1 ? 'it' : 'them'} and run npm run content:check again.`,
  );
  return 1;
}

runMain(import.meta.url, (argv) =>
  main(argv, {
    env: process.env,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  }),
);
