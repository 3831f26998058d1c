// Global setup of the browser tests: build exactly what `npm start` serves,
// make the photos' files, then run the real server (production mode, a free port, a temporary
// contact log) as a child process for the whole run.
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../helpers/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The server's lead log (NDJSON). */
    leadsFile: string;
    /** Where the server keeps the photos sent with requests. */
    leadPhotosDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const READY_TIMEOUT_MS = 20_000;

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`node build.mjs failed:\n${build.stdout}${build.stderr}`);
  // The photos' files made once, as a deployment can (npm run photos): every server of the run
  // shares the cache, so none spends the run's two cores making them while pages are measured.
  const photos = spawnSync(process.execPath, ['dist/cli/photos.js'], { cwd: root, encoding: 'utf8' });
  if (photos.status !== 0) throw new Error(`npm run photos failed:\n${photos.stdout}${photos.stderr}`);

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fbt-e2e-'));
  const leadsFile = path.join(tmp, 'var', 'contacts.ndjson');
  const leadPhotosDir = path.join(tmp, 'var', 'lead-photos');
  const logFile = path.join(tmp, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_FILE: leadsFile,
      LEAD_PHOTOS_DIR: leadPhotosDir,
      TRAFFIC_DIR: path.join(tmp, 'var', 'events'),
      LOG_LEVEL: 'warn',
      // Every test sends from 127.0.0.1; the per-address budget is for visitors, not this suite.
      LEADS_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  server.on('exit', () => (exited = true));

  try {
    await waitUntilServing(baseUrl, () => exited);
  } catch (error) {
    server.kill('SIGTERM');
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\nserver output:\n${output}`, { cause: error });
  }

  project.provide('baseUrl', baseUrl);
  project.provide('leadsFile', leadsFile);
  project.provide('leadPhotosDir', leadPhotosDir);
  // What a test that runs a server or a command of its own starts (tests/helpers/server-process.ts, run-cli.ts).
  project.provide('serverEntry', path.join(root, 'dist/server/index.js'));
  project.provide('clientDir', path.join(root, 'dist/client'));
  project.provide('cliDir', path.join(root, 'dist/cli'));

  return async () => {
    if (!exited) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await rm(tmp, { recursive: true, force: true });
  };
}

async function waitUntilServing(baseUrl: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('The server exited while starting.');
    try {
      const res = await fetch(`${baseUrl}/api/business`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer at ${baseUrl} within ${READY_TIMEOUT_MS} ms.`);
}
