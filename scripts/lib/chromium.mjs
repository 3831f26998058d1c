// Debian's Chromium as every tool here starts it (the browser tests, npm run
// screenshots, npm run lighthouse): one list, so a flag added for one reaches
// all. Plain JavaScript so that the .mjs scripts can import it too.

/** The browser's executable: Debian's package, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
