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
  router.get('/images/{*image}', async (req, res, next) => {
    try {
      const { images } = content.current;
      // A file not made yet is made now (the background makes the rest).
      const file = await images.ready(req.path);
      if (file) return res.sendFile(file, { dotfiles: 'deny', headers: { 'Cache-Control': IMMUTABLE } });
      // A fingerprint that is no longer current (an older cached page), or a
      // plain name written by hand: the image as it is now, briefly cached.
      const current = byPlainName(images.files).get(unfingerprinted(req.path) ?? req.path);
      const stale = current && (await images.ready(current));
      if (stale) return res.sendFile(stale, { dotfiles: 'deny', headers: { 'Cache-Control': STALE_IMAGE_CACHE_CONTROL } });
      next();
    } catch (error) {
      next(error);
    }
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

/** A content version's image URLs by their names without fingerprint, made once per version. */
function byPlainName(files: ReadonlyMap<string, string>): Map<string, string> {
  let byName = plainNames.get(files);
  if (!byName) {
    byName = new Map();
    for (const url of files.keys()) {
      const plain = unfingerprinted(url);
      if (plain !== undefined && !byName.has(plain)) byName.set(plain, url);
    }
    plainNames.set(files, byName);
  }
  return byName;
}
