// Builds the client once into a temporary folder, so SSR tests render with
// a real manifest (hashed entry, CSS, per-page chunks), the server bundle
// for the tests that run the real process, and the operator commands as
// operators run them (node dist/cli/*.js).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCli, buildClient, buildServer } from '../../build.mjs';
import { readContent } from '../../server/content/content-store';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
    /** The production server bundle, for tests that run the real process. */
    serverEntry: string;
    /** The built operator commands: leads.js, traffic.js, content-check.js, content-schema.js. */
    cliDir: string;
  }
}

interface Built {
  clientDir: string;
  serverEntry: string;
  cliDir: string;
}

/** Made once per run, whichever project (lane of vitest.config.ts) asks first; removed after the last. */
let built: Promise<Built> | undefined;
let users = 0;

async function build(): Promise<Built> {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-client-'));
  // The server bundle imports its packages from node_modules: it must live inside the repo.
  const serverEntry = path.resolve(`dist/test-server-${process.pid}/index.js`);
  const cliDir = path.join(path.dirname(serverEntry), 'cli');
  await Promise.all([buildClient({ outdir: clientDir }), buildServer({ outdir: path.dirname(serverEntry) }), buildCli({ outdir: cliDir })]);
  // The photos of data/ surveyed and their files made once here (as `npm run photos` does), not by every
  // test file that loads the content, or asks for every image, at the same time.
  await (await readContent('data')).content?.images.deriveAll();
  return { clientDir, serverEntry, cliDir };
}

export default async function setup(project: TestProject) {
  users++;
  const { clientDir, serverEntry, cliDir } = await (built ??= build());
  project.provide('clientDir', clientDir);
  project.provide('serverEntry', serverEntry);
  project.provide('cliDir', cliDir);
  return async () => {
    if (--users > 0) return;
    await rm(clientDir, { recursive: true, force: true });
    await rm(path.dirname(serverEntry), { recursive: true, force: true });
  };
}
