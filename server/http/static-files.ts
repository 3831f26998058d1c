// Files served as they are: the build's fingerprinted assets (with their
// brotli or gzip form, made at build), the photos derived from data/photos
// by their fingerprinted names, and /favicon.ico.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ContentSource } from '../content/content-source';
import { unfingerprinted } from '../photos/photo-library';
import { IMMUTABLE } from '../web/cache-control';

/** An image whose name no longer matches its bytes (a page cached before the image changed): served, but not for long. */
const STALE_IMAGE_CACHE_CONTROL = 'public, max-age=300';
/** Files browsers ask for by fixed name (/favicon.ico). */
const FIXED_NAME_CACHE_CONTROL = 'public, max-age=2592000';

export function staticFiles({ content, clientDir }: { content: ContentSource; clientDir: string }): express.Router {
  const router = express.Router();
  router.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, fallthrough: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
    }),
  );
  router.get('/images/{*image}', (req, res, next) => {
    const current = content.current;
    const file = current.imageFiles.get(req.path);
    const sendOptions = { dotfiles: 'deny' as const, headers: { 'Cache-Control': file ? IMMUTABLE : STALE_IMAGE_CACHE_CONTROL } };
    if (file) return res.sendFile(file, sendOptions);
    // A fingerprint that is no longer current (an older cached page), or a
    // plain name written by hand: the image as it is now, briefly cached.
    const stale = byPlainName(current.imageFiles).get(unfingerprinted(req.path) ?? req.path);
    if (stale) return res.sendFile(stale, sendOptions);
    next();
  });
  const favicon = path.join(clientDir, 'public', 'favicon.ico');
  const hasFavicon = existsSync(favicon);
  router.get('/favicon.ico', (_req, res, next) => {
    if (!hasFavicon) return next();
    res.sendFile(favicon, { headers: { 'Cache-Control': FIXED_NAME_CACHE_CONTROL } });
  });
  return router;
}

const plainNames = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();

/** A content version's image files by their names without fingerprint, made once per version. */
function byPlainName(imageFiles: ReadonlyMap<string, string>): Map<string, string> {
  let byName = plainNames.get(imageFiles);
  if (!byName) {
    byName = new Map();
    for (const [url, file] of imageFiles) {
      const plain = unfingerprinted(url);
      if (plain !== undefined && !byName.has(plain)) byName.set(plain, file);
    }
    plainNames.set(imageFiles, byName);
  }
  return byName;
}
