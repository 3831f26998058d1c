import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../client/server-entry';
import type { Language } from '../../shared/language';

/** Written by build.mjs: the hashed client files, and each page chunk with its imports. */
export interface AssetManifest {
  entry: string;
  css: string;
  /** Web fonts the stylesheet uses, preloaded so text never waits on the CSS to find them. */
  fonts: string[];
  /** The app the entry starts after the first paint (client/hydrate-app.tsx) and the chunks it imports. */
  app: string[];
  /** Page id (lazyPage id) → its chunk and the chunks it imports. */
  pages: Record<string, string[]>;
  /** Language → its message catalog's chunk (English has none: its messages are in the chunks that show them). */
  catalogs: Partial<Record<Language, string[]>>;
  /** client/public files (icons…) → their fingerprinted URLs. */
  files: Record<string, string>;
}

export function readAssetManifest(clientDir: string): AssetManifest {
  const file = path.join(clientDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`No client build at ${file} (${(error as Error).message}). Run "npm run build" first.`, { cause: error });
  }
}

/** The files a page needs: the entry, its CSS, and the modules the entry preloads once the page has painted (the app's, the page's chunks and its language's catalog). */
export function pageAssets(manifest: AssetManifest, pageId: string, language: Language): PageAssets {
  const preload = new Set([...manifest.app, ...(manifest.pages[pageId] ?? []), ...(manifest.catalogs[language] ?? [])]);
  return {
    entry: manifest.entry,
    css: manifest.css,
    fonts: manifest.fonts,
    modulepreload: [...preload],
    favicon: manifest.files['favicon.svg'] ?? '',
    touchIcon: manifest.files['apple-touch-icon.png'] ?? '',
  };
}
