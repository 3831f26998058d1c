// The web app manifest: what a phone shows for the site saved to its home screen.

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The marble background and the ink charcoal (the browser's bar), as the stylesheet has them. */
export const BRAND_COLORS = { theme: '#1c2427', background: '#f7f3ec' } as const;
