// Payload figures of a client build and of rendered pages, for the budget
// test and `npm run bench`.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import type { AssetManifest } from '../../server/pages/asset-manifest';

export const BUDGETS = {
  /**
   * First-load JavaScript of any page, brotli. 85 KiB until the site had two
   * languages: the language of a page, its localized links and its words as
   * catalog entries (whose keys a minifier cannot shorten) cost every page up
   * to 1.3 KB (decision record 0034). The Spanish catalog itself is not in it.
   */
  firstLoadJsBytes: 87 * 1024,
  cssBytes: 25 * 1024,
  /** Any page's HTML, raw, dehydrated state included. The largest is /sitemap, which lists every page (about 450 links, 30 articles). */
  htmlBytes: 60 * 1024,
  /** What the first TCP round trips carry (about 10 segments). */
  firstFlightBytes: 14 * 1024,
};

const brotliSize = (clientDir: string, url: string) => statSync(path.join(clientDir, `${url}.br`)).size;

/** Brotli bytes of the JavaScript a page loads before it is interactive: the entry, the app, the page's chunk and their imports. */
export function firstLoadJs(manifest: AssetManifest, clientDir: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(manifest.pages).map(([page, files]) => {
      const all = new Set([manifest.entry, ...manifest.app, ...files]);
      return [page, [...all].reduce((sum, url) => sum + brotliSize(clientDir, url), 0)];
    }),
  );
}

export function cssSize(manifest: AssetManifest, clientDir: string): number {
  return brotliSize(clientDir, manifest.css);
}

/** The part of a page a browser has after the first `bytes` of its gzip stream. */
export function firstFlight(html: string, bytes = BUDGETS.firstFlightBytes): string {
  const compressed = gzipSync(html, { level: 6 });
  return gunzipSync(compressed.subarray(0, bytes), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
}

export function readManifest(clientDir: string): AssetManifest {
  return JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as AssetManifest;
}
