// GET /manifest.webmanifest: the name, colors and app icons (their
// fingerprinted URLs from the build) a phone uses for a home-screen shortcut.
import type express from 'express';
import { BRAND_COLORS, WEB_MANIFEST_PATH } from '../../shared/web-manifest';
import type { ContentSource } from '../content/content-source';
import type { AssetManifest } from './asset-manifest';

const CACHE_CONTROL = 'public, max-age=86400';

export function webManifest({ content, assets }: { content: ContentSource; assets: AssetManifest }): express.RequestHandler {
  return (req, res, next) => {
    if (req.path !== WEB_MANIFEST_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const { name } = content.current.business;
    const icon = (file: string, size: number) => ({ src: assets.files[file], sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
    res
      .type('application/manifest+json')
      .set('Cache-Control', CACHE_CONTROL)
      .send(
        JSON.stringify({
          name,
          short_name: name.split(' ').slice(0, 2).join(' '),
          start_url: '/',
          display: 'browser',
          theme_color: BRAND_COLORS.theme,
          background_color: BRAND_COLORS.background,
          icons: [icon('icon-192.png', 192), icon('icon-512.png', 512)],
        }),
      );
  };
}
