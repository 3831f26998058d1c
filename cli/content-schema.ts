// npm run content:schema: writes data/schemas/*.schema.json from the content
// registry (server/content/collections.ts and its zod schemas) and puts a "$schema" key first in every
// data file, so editors (VS Code) complete and check content as it is typed.
//
//   npm run content:schema              # write what changed
//   npm run content:schema -- --check   # write nothing; exit 1 when anything is out of date
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { runMain } from './run-main';
import { planSchemaFiles } from './json-schemas';

const USAGE = `usage: npm run content:schema [-- --check]

Writes data/schemas/*.schema.json from the content registry and a first
"$schema" key into every data file. DATA_DIR chooses another content folder.

  --check   write nothing; list what is out of date and exit 1 if anything is
  -h, --help`;

interface Io {
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

export async function main(argv: string[], { env, stdout, stderr }: Io): Promise<number> {
  let check: boolean;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    });
    if (values.help) {
      stdout(USAGE);
      return 0;
    }
    check = values.check ?? false;
  } catch (error) {
    stderr(`content:schema: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  // The same DATA_DIR (and default) as the server.
  const dataDir = loadConfig({ DATA_DIR: env.DATA_DIR }).dataDir;
  const label = (file: string) => path.join(path.basename(dataDir), file);
  const planned = await planSchemaFiles(dataDir);
  let failed = false;
  let stale = 0;
  for (const { file, text, current, problem } of planned) {
    if (problem) {
      stderr(`${label(file)}: ${problem}`);
      failed = true;
      continue;
    }
    if (text === current) continue;
    stale++;
    if (check) {
      stdout(`${label(file)}: out of date`);
      continue;
    }
    await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
    await writeFile(path.join(dataDir, file), text!);
    stdout(`${label(file)}: ${current === undefined ? 'written' : 'updated'}`);
  }
  if (check && stale > 0) {
    stderr(`${stale} of ${planned.length} files out of date: run npm run content:schema`);
    return 1;
  }
  stdout(
    check || stale === 0 ?
      `content:schema: all ${planned.length} files up to date`
    : `content:schema: ${stale} of ${planned.length} files written`,
  );
  return failed ? 1 : 0;
}

runMain(import.meta.url, (argv) =>
  main(argv, {
    env: process.env,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  }),
);
