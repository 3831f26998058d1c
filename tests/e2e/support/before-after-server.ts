// Serves the before/after harness page (support/before-after-page.tsx) on a
// free port: its HTML rendered here, a script that hydrates it and the
// site's whole stylesheet, both bundled in memory by esbuild, and two
// generated terrazzo images. Every response carries the site's
// Content-Security-Policy, so a style attribute in the HTML, or any inline
// script, is blocked and logged as a console error.
import { createServer } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { freePort } from '../../helpers/free-port';
import { HarnessPage, type HarnessProps } from './before-after-page';

const root = path.resolve(import.meta.dirname, '../../..');
/** Where esbuild builds as if it wrote (nothing is written: `write: false`). */
const OUT_DIR = path.join(root, 'dist/before-after-harness');
const WIDTH = 1200;
const HEIGHT = 800;

/** The site's policy (server/web/security-headers.ts), as far as this page is concerned. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'";

/** Room below the comparison, so a vertical swipe over it has a page to scroll. */
const HARNESS_CSS = 'main { min-height: 200vh; }';

/** A small deterministic random sequence, so the images are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

/**
 * A terrazzo floor drawn as SVG: marble chips in a binder. Before: dull,
 * yellowed, scuffed and cracked. After: the same chips, crisp, with the
 * sheen of a polished floor.
 */
function terrazzoSvg(restored: boolean): string {
  const next = random(7);
  const chips = ['#f4efe6', '#d9cbb3', '#8a9a8f', '#b9694a', '#2f3b3f', '#c9a469', '#e8e1d4'];
  const shapes: string[] = [];
  for (let i = 0; i < 900; i++) {
    const x = next() * WIDTH;
    const y = next() * HEIGHT;
    const r = 4 + next() ** 3 * 26;
    const points = Array.from({ length: 5 }, (_, k) => {
      const angle = (k / 5) * Math.PI * 2 + next() * 0.9;
      const reach = r * (0.6 + next() * 0.5);
      return `${(x + Math.cos(angle) * reach).toFixed(1)},${(y + Math.sin(angle) * reach).toFixed(1)}`;
    });
    shapes.push(`<polygon points="${points.join(' ')}" fill="${chips[Math.floor(next() * chips.length)]}"/>`);
  }
  const cracks =
    restored ? '' : (
      `<g fill="none" stroke="#3a3128" stroke-width="3" stroke-linecap="round" opacity="0.7">
        <path d="M80 120 L260 210 L330 190 L520 330 L600 320 L760 470"/>
        <path d="M900 40 L860 180 L910 260 L880 420"/>
        <path d="M200 700 L380 600 L470 640 L640 560"/>
      </g>
      <g fill="#6b5a3f" opacity="0.35">
        <ellipse cx="320" cy="520" rx="190" ry="70"/>
        <ellipse cx="930" cy="610" rx="160" ry="90"/>
        <ellipse cx="700" cy="160" rx="120" ry="50"/>
      </g>`
    );
  const finish =
    restored ?
      `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">
         <stop offset="0" stop-color="#fff" stop-opacity="0.28"/>
         <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
         <stop offset="0.7" stop-color="#fff" stop-opacity="0.12"/>
         <stop offset="1" stop-color="#fff" stop-opacity="0"/>
       </linearGradient>
       <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sheen)"/>`
    : `<rect width="${WIDTH}" height="${HEIGHT}" fill="#8f7a52" opacity="0.42"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${restored ? '#e9e2d5' : '#cfc4b0'}"/>
    <g>${shapes.join('')}</g>
    ${finish}${cracks}
  </svg>`;
}

async function terrazzoPng(restored: boolean): Promise<Buffer> {
  const image = sharp(Buffer.from(terrazzoSvg(restored)));
  return (restored ? image : image.modulate({ saturation: 0.45, brightness: 0.92 })).png().toBuffer();
}

/** The hydrating script and the site's stylesheet, bundled in memory: path under /assets/ → file. */
async function bundle(): Promise<Map<string, { contents: Uint8Array; type: string }>> {
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { hydrateRoot } from 'react-dom/client';
        import { HarnessPage } from './support/before-after-page';
        const props = JSON.parse(document.getElementById('harness-props').textContent);
        hydrateRoot(document.getElementById('root'), createElement(HarnessPage, props));
      `,
      resolveDir: path.join(root, 'tests/e2e'),
      sourcefile: 'before-after-entry.ts',
      loader: 'ts',
    },
    entryPoints: ['client/styles/app.css'],
    bundle: true,
    write: false,
    outdir: OUT_DIR,
    entryNames: '[name]',
    assetNames: '[name]',
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    loader: { '.woff2': 'file', '.svg': 'file' },
    // React's development build: it warns on the console (which fails the test) about any hydration mismatch.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  });
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
  return new Map(
    result.outputFiles.map((file) => [
      `/assets/${path.relative(OUT_DIR, file.path)}`,
      { contents: file.contents, type: types[path.extname(file.path)] ?? 'application/octet-stream' },
    ]),
  );
}

export interface Harness {
  /** The harness's origin, e.g. http://127.0.0.1:41234 (the page is at /). */
  url: string;
  props: HarnessProps;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const [assets, beforePng, afterPng, port] = await Promise.all([bundle(), terrazzoPng(false), terrazzoPng(true), freePort()]);
  const props: HarnessProps = {
    before: {
      url: '/images/aisle-before.png',
      width: WIDTH,
      height: HEIGHT,
      alt: 'Terrazzo aisle, dull and yellowed, with cracks and worn patches',
      widths: [],
      placeholder: [],
    },
    after: {
      url: '/images/aisle-after.png',
      width: WIDTH,
      height: HEIGHT,
      alt: 'The same aisle ground, repaired and polished to a sheen',
      widths: [],
      placeholder: [],
    },
  };
  const script = [...assets.keys()].find((name) => name.endsWith('.js'))!;
  const stylesheet = [...assets.keys()].find((name) => name.endsWith('.css'))!;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Before and after: harness</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${stylesheet}">
<link rel="stylesheet" href="/harness.css">
<script type="module" src="${script}"></script>
</head>
<body><div id="root">${renderToString(createElement(HarnessPage, props))}</div>
<script type="application/json" id="harness-props">${JSON.stringify(props).replace(/</g, '\\u003c')}</script>
</body>
</html>`;

  const files = new Map<string, { contents: Uint8Array | string; type: string }>([
    ['/', { contents: html, type: 'text/html; charset=utf-8' }],
    ['/harness.css', { contents: HARNESS_CSS, type: 'text/css' }],
    [props.before.url, { contents: beforePng, type: 'image/png' }],
    [props.after.url, { contents: afterPng, type: 'image/png' }],
    ...assets,
  ]);
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://harness').pathname);
    res.setHeader('Content-Security-Policy', CSP);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' }).end(file.contents);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    props,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
