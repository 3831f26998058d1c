// Every page links one stylesheet, built from the one CSS file that
// client/entry-client.tsx imports (client/styles/app.css, a list of @imports):
// the styles of the foundations, of each component and of each route's
// page.css. A .css file under client/ that no @import reaches is not in it,
// so its rules would never apply; CSS imported from any other module would
// give that page chunk a stylesheet of its own, which pages link nowhere.
// Checked on the production build (tests/setup/build.ts) and its source map.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readManifest } from '../../scripts/lib/payload';

const clientDir = inject('clientDir');
const manifest = readManifest(clientDir);
/** Where esbuild builds as if it wrote the client (build.mjs): the source map's paths are relative to it. */
const BUILT_AS_IF_IN = path.resolve('dist/client/assets');
const ENTRY = 'client/entry-client.tsx';
const MAX_LINES = 600;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .sort();
const cssFiles = filesUnder('client').filter((file) => file.endsWith('.css'));
const modules = filesUnder('client').filter((file) => /\.(ts|tsx)$/.test(file));
/** The .css files a module imports (import './x.css', import x from './x.css', import('./x.css')). */
const cssImportsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bimport\b(?:[^'";]*?\bfrom\s*|\s*\(?\s*)['"]([^'"]+\.css)['"]/g)].map((match) =>
    path.posix.join(path.posix.dirname(file), match[1]!),
  );

describe('the stylesheet', () => {
  it('is imported by the page entry alone, one file, and the build makes one CSS file', () => {
    expect(cssImportsOf(ENTRY)).toEqual(['client/styles/app.css']);
    const importers = modules.filter((file) => file !== ENTRY && cssImportsOf(file).length > 0);
    expect(importers, 'modules that import CSS (import it from client/styles/app.css instead)').toEqual([]);
    const builtCss = filesUnder(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.css'));
    expect(builtCss.map((file) => '/assets/' + path.relative(path.join(clientDir, 'assets'), file))).toEqual([manifest.css]);
  });

  it('holds every .css file under client/ (app.css imports each of the rest; the build lists each page.css of a route)', () => {
    const map = JSON.parse(readFileSync(path.join(clientDir, `${manifest.css}.map`), 'utf8')) as { sources: string[] };
    const bundled = new Set(
      map.sources.map((source) => path.relative('.', path.resolve(BUILT_AS_IF_IN, source)).split(path.sep).join('/')),
    );
    // The entry's stylesheet, and the routes' list in it, hold only @imports: none of the output maps back to them.
    bundled.add('client/styles/app.css');
    bundled.add('client/styles/routes.css');
    expect(cssFiles.length).toBeGreaterThan(40);
    expect(cssFiles.filter((file) => !bundled.has(file))).toEqual([]);
  });

  it(`is made of files of at most ${MAX_LINES} lines`, () => {
    const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
    expect(cssFiles.filter((file) => lines(file) > MAX_LINES).map((file) => `${file}: ${lines(file)} lines`)).toEqual([]);
  });
});
