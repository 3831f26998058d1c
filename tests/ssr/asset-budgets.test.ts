import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { BUDGETS, cssSize, firstLoadJs, readManifest } from '../../scripts/lib/payload';

const clientDir = inject('clientDir');
const manifest = readManifest(clientDir);

describe('payload budgets of the production build', () => {
  it(`every page's first-load JavaScript is at most ${BUDGETS.firstLoadJsBytes / 1024} KB brotli`, () => {
    const sizes = firstLoadJs(manifest, clientDir);
    const over = Object.entries(sizes).filter(([, bytes]) => bytes > BUDGETS.firstLoadJsBytes);
    expect(Object.keys(sizes).length).toBeGreaterThan(15);
    expect(over).toEqual([]);
  });

  it('the entry script is one file: it imports nothing before the app, which it starts by its fingerprinted URL', () => {
    const entry = readFileSync(path.join(clientDir, manifest.entry), 'utf8');
    // A static import, minified: import{…}from"…", import*as…, or import"…".
    expect(entry).not.toMatch(/\bimport\s*[{*"']/);
    expect(entry).toContain(`import("${manifest.app[0]}")`);
    expect(manifest.app[0]).toMatch(/\/hydrate-app-[A-Z0-9]+\.js$/);
  });

  it(`the stylesheet is at most ${BUDGETS.cssBytes / 1024} KB brotli`, () => {
    expect(cssSize(manifest, clientDir)).toBeLessThanOrEqual(BUDGETS.cssBytes);
  });

  it('pages load the route chunk they need, and no other page chunk, before hydrating', () => {
    for (const [page, files] of Object.entries(manifest.pages)) {
      const otherPages = Object.keys(manifest.pages).filter((p) => p !== page);
      for (const file of files)
        expect(
          otherPages.some((other) => file.includes(`/${other}-`)),
          `${page} loads ${file}`,
        ).toBe(false);
    }
  });
});
