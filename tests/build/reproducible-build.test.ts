// The same commit builds the same bytes wherever it is written: chunk names
// are content hashes, and pages name those chunks, so a build that depended on
// its folder would change every page's bytes and ETag from one machine to the next.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClient, buildServer } from '../../build.mjs';

/** Every file under `dir` (relative path → sha256 of its bytes). */
async function fingerprints(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return [
        path.relative(dir, full),
        createHash('sha256')
          .update(await readFile(full))
          .digest('hex'),
      ] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('the build', () => {
  it('writes byte-identical client files into two different folders', async () => {
    const top = await mkdtemp(path.join(os.tmpdir(), 'fbt-repro-'));
    made.push(top);
    const first = path.join(top, 'a');
    const second = path.join(top, 'somewhere', 'much', 'deeper');
    await buildClient({ outdir: first });
    await buildClient({ outdir: second });
    const [a, b] = await Promise.all([fingerprints(first), fingerprints(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(b).toEqual(a);
  });

  it('writes a byte-identical server bundle into two different folders', async () => {
    // Inside the repo: the bundle resolves its packages from node_modules.
    const first = path.resolve(`dist/test-repro-${process.pid}-a`);
    const second = path.resolve(`dist/test-repro-${process.pid}-b/nested`);
    made.push(first, path.dirname(second));
    await buildServer({ outdir: first });
    await buildServer({ outdir: second });
    const [a, b] = await Promise.all([fingerprints(first), fingerprints(second)]);
    expect(Object.keys(a)).toEqual(['index.js', 'index.js.map']);
    expect(b).toEqual(a);
  });
});
