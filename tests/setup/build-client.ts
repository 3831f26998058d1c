// Builds the client once into a temporary folder, so SSR tests render with
// a real manifest (hashed entry, CSS, per-page chunks).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}

export default async function setup(project: TestProject) {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'fbt-client-'));
  await buildClient({ outdir: clientDir });
  project.provide('clientDir', clientDir);
  return () => rm(clientDir, { recursive: true, force: true });
}
