// `npm run content:check` as an editor runs it: the built command.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli';
import { EXPECTED_PROBLEMS, dataDirWithProblems } from '../helpers/content-check-data';

const contentCheck = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runCli('content-check', args, { ...process.env, DATA_DIR: undefined, ...env });

describe('npm run content:check', () => {
  it('passes the real content in data/ with a one-line summary', async () => {
    const run = await contentCheck([]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^data\/ is OK: 6 services, 247 neighborhood pages, 36 service-location pages, \d+ articles, \d+ gallery projects, \d+ reviews, \d+ prices; \d+ internal links and \d+ photos checked\.\n$/,
    );
  });

  it('prints every problem of a broken folder, one per line, and exits 1', async () => {
    const run = await contentCheck([], { DATA_DIR: await dataDirWithProblems() });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`${EXPECTED_PROBLEMS.join('\n')}\n`);
    expect(run.stderr).toContain(`${EXPECTED_PROBLEMS.length} problems in data/. Fix them and run npm run content:check again.`);
  });

  it('exits 2 with the usage on an unknown flag', async () => {
    const run = await contentCheck(['--fix']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--fix'");
    expect(run.stderr).toContain('usage: npm run content:check');
  });
});
