// Builds the client (hashed ESM chunks split per route, one CSS file, a
// manifest the server reads) and the production server bundle.
// `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev).
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_PATH = '/assets/';

/** Client build options; `outdir` is the client folder (assets/, public/, manifest.json go in it). */
export function clientOptions({ outdir = path.join(root, 'dist/client'), production = true } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: ['client/entry-client.tsx'],
    outdir: path.join(outdir, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    minify: production,
    // Library licence comments go to a .LEGAL.txt beside each file instead of every download.
    legalComments: 'external',
    sourcemap: true,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.woff2': 'file', '.svg': 'file' },
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'), __CLIENT_BUILD__: 'true' },
    logLevel: 'warning',
  };
}

/** Maps the metafile to what the server needs: entry, CSS, and each page's chunks. */
export function manifestFrom(metafile, outdir) {
  const url = (file) => PUBLIC_PATH + path.relative(path.join(outdir, 'assets'), path.join(root, file)).split(path.sep).join('/');
  const outputs = metafile.outputs;
  const staticImports = (file, seen = new Set()) => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path);
        staticImports(imported.path, seen);
      }
    }
    return seen;
  };

  const serverInputs = Object.keys(metafile.inputs).filter((input) => input.startsWith('server/'));
  if (serverInputs.length > 0) {
    throw new Error(`The client bundle imports server-only code: ${serverInputs.join(', ')}`);
  }

  const manifest = { entry: '', css: '', fonts: [], entryImports: [], pages: {} };
  manifest.fonts = Object.keys(outputs)
    .filter((file) => file.endsWith('.woff2'))
    .map(url);
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !output.entryPoint) continue;
    if (output.entryPoint === 'client/entry-client.tsx') {
      manifest.entry = url(file);
      manifest.css = output.cssBundle ? url(output.cssBundle) : '';
      manifest.entryImports = [...staticImports(file)].map(url);
    } else if (output.entryPoint.startsWith('client/pages/')) {
      const id = path.basename(output.entryPoint).replace(/\.[jt]sx?$/, '');
      if (manifest.pages[id]) throw new Error(`Two page modules are named ${id}; page file names must be unique.`);
      manifest.pages[id] = [url(file), ...[...staticImports(file)].map(url)];
    }
  }
  if (!manifest.entry || !manifest.css) throw new Error('The client build produced no entry script or CSS.');
  return manifest;
}

export async function buildClient(options = {}) {
  const buildOptions = clientOptions(options);
  const outdir = path.dirname(buildOptions.outdir);
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build(buildOptions);
  await writeClientExtras(result.metafile, outdir);
  return result;
}

async function writeClientExtras(metafile, outdir, { precompress = true } = {}) {
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifestFrom(metafile, outdir), null, 2));
  await cp(path.join(root, 'client/public'), path.join(outdir, 'public'), { recursive: true });
  if (precompress) await precompressAssets(path.join(outdir, 'assets'));
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/** Brotli and gzip forms of every text asset, made once here so the server never compresses them per request. */
async function precompressAssets(dir) {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const bytes = await readFile(full);
      const [brotli, gzipped] = await Promise.all([
        br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, brotli), writeFile(`${full}.gz`, gzipped)]);
    }),
  );
}

export function serverOptions({ production = true, outfile = path.join(root, 'dist/server/index.js') } = {}) {
  return {
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ['node20'],
    jsx: 'automatic',
    packages: 'external',
    sourcemap: true,
    minify: false,
    define: { __CLIENT_BUILD__: 'false', ...(production && { 'process.env.NODE_ENV': '"production"' }) },
    logLevel: 'warning',
  };
}

/** The production server bundle (its packages resolve from the repo's node_modules, so keep `outfile` inside the repo). */
export async function buildServer(options = {}) {
  await esbuild.build(serverOptions(options));
}

async function buildOnce() {
  const started = performance.now();
  await buildClient();
  await buildServer();
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}

/** npm run dev: rebuild both on change, restart the server after each server or client rebuild. */
async function watchAndServe() {
  let child;
  const restart = () => {
    child?.kill('SIGTERM');
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
      cwd: root,
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ...process.env },
    });
  };
  const onEnd = (handler) => ({ name: 'on-end', setup: (b) => b.onEnd(async (result) => result.errors.length === 0 && handler(result)) });
  const clientOutdir = path.join(root, 'dist/client');
  await rm(clientOutdir, { recursive: true, force: true });
  await mkdir(clientOutdir, { recursive: true });
  let serverReady = false;
  const client = await esbuild.context({
    ...clientOptions({ production: false }),
    plugins: [
      onEnd(async (result) => {
        await writeClientExtras(result.metafile, clientOutdir, { precompress: false });
        if (serverReady) restart();
      }),
    ],
  });
  const server = await esbuild.context({
    ...serverOptions({ production: false }),
    plugins: [
      onEnd(() => {
        serverReady = true;
        restart();
      }),
    ],
  });
  await client.rebuild();
  await Promise.all([client.watch(), server.watch()]);
  const stop = () => {
    child?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = process.argv.includes('--watch') ? watchAndServe : buildOnce;
  run().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
