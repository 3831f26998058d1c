// One Node version everywhere: .nvmrc (what nvm and CI images pick) is the
// floor that package.json's `engines` declares.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('the Node version', () => {
  it('.nvmrc names the minimum version that engines allows', () => {
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
    expect(pkg.engines.node).toBe(`>=${nvmrc}`);
  });

  it('the running Node satisfies engines', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const [wantMajor = 0, wantMinor = 0] = pkg.engines.node.replace('>=', '').split('.').map(Number);
    expect(major > wantMajor || (major === wantMajor && minor >= wantMinor)).toBe(true);
  });
});
