// `npm run content:schema` on a temporary content folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/content-schema';
import { loadContent } from '../../server/content/content-store';
import { writeDataDir } from '../helpers/test-content';

async function run(argv: string[], dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { env: { DATA_DIR: dataDir }, stdout: (l) => out.push(l), stderr: (l) => err.push(l) });
  return { code, out, err };
}

describe('npm run content:schema', () => {
  it('--check lists what is out of date and exits 1; a run writes it; then --check passes', async () => {
    const dataDir = await writeDataDir();
    const before = await run(['--check'], dataDir);
    expect(before.code).toBe(1);
    expect(before.out).toContain(`${path.basename(dataDir)}/schemas/services.schema.json: out of date`);
    expect(before.out).toContain(`${path.basename(dataDir)}/neighborhoods/brooklyn.json: out of date`);

    const write = await run([], dataDir);
    expect(write.code).toBe(0);
    expect(write.out.at(-1)).toBe('content:schema: 29 of 29 files written');
    const services = await readFile(path.join(dataDir, 'services.json'), 'utf8');
    expect(services.startsWith('{\n  "$schema": "./schemas/services.schema.json",\n  "version": 1,')).toBe(true);
    const brooklyn = JSON.parse(await readFile(path.join(dataDir, 'neighborhoods/brooklyn.json'), 'utf8'));
    expect(brooklyn.$schema).toBe('../schemas/neighborhoods.schema.json');

    expect((await run(['--check'], dataDir)).out).toEqual(['content:schema: all 29 files up to date']);
    // The site still loads the files, "$schema" and all.
    await expect(loadContent(dataDir)).resolves.toMatchObject({ services: { items: expect.any(Array) } });
  });

  it('exits 2 on an unknown flag', async () => {
    const result = await run(['--force'], await writeDataDir());
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/Unknown option '--force'/);
  });
});
