// The configuration reference is written from the schema (npm run
// docs:config): a variable added, renamed or described anew in
// server/config.ts without running it fails here, so a stale page fails CI.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RENAMED_VARIABLES, configSchema } from '../../server/config';
import { CONFIG_DOCS_FILE, configReference } from '../../scripts/config-docs';

describe('docs/configuration.md', () => {
  it('is what npm run docs:config writes from server/config.ts', async () => {
    const [written, expected] = await Promise.all([readFile(CONFIG_DOCS_FILE, 'utf8').catch(() => ''), configReference()]);
    expect(written, 'docs/configuration.md differs from the schema in server/config.ts: run npm run docs:config').toBe(expected);
  });

  it('names every variable, and every old name beside its new one', async () => {
    const page = await configReference();
    for (const name of Object.keys(configSchema.shape)) expect(page).toContain(`### \`${name}\``);
    for (const [old, current] of Object.entries(RENAMED_VARIABLES)) {
      expect(Object.keys(configSchema.shape)).toContain(current);
      expect(page).toMatch(new RegExp(`### \`${current}\`\\n\\nDefault: [^\\n]*Formerly \`${old}\``));
    }
  });
});
