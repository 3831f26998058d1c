// Builds the client (the app as hashed ESM chunks split per route, then the
// page's one entry script with its CSS, and a manifest the server reads), the
// production server bundle and the operator commands (dist/cli: npm run leads,
// traffic, content:check, content:schema), which then run with plain node on a
// production install.
// `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev);
// `node build.mjs --cli` builds the commands alone, quietly (the npm scripts that run them).
//
// A build is the same bytes wherever it is written: esbuild always builds as
// if into dist/ of this checkout (source-map paths, which feed the content
// hashes, are relative to that), and the files are then written where asked.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { writeRegistries } from './scripts/registries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_PATH = '/assets/';
/** Where esbuild believes the client goes; `buildClient({ outdir })` writes the same files elsewhere. */
const CLIENT_DIR = path.join(root, 'dist/client');
const SERVER_FILE = path.join(root, 'dist/server/index.js');
const CLI_DIR = path.join(root, 'dist/cli');
/** The operator commands, each a file of cli/ built to dist/cli/{name}.js. */
const CLI_COMMANDS = ['leads', 'content-check', 'content-schema', 'traffic', 'photos'];

/**
 * React Router ships one large file per build whose top level esbuild must
 * keep whole: `X.displayName = …` assignments and unannotated
 * `React.createContext`/`forwardRef`/`memo` calls count as side effects, so
 * every component they touch (framework-mode Link prefetching, forms, fetchers,
 * scroll restoration) lands in the bundle whether used or not. Without the
 * display names (a DevTools nicety) and with those factory calls marked pure,
 * tree shaking keeps only what the app imports: about 5 KB brotli less on
 * every page's first load (decision record 0021). If a release changes its
 * layout, nothing breaks: the bundle is merely as large as before, which the
 * first-load budget test reports.
 */
const reactRouterTreeShaking = {
  name: 'react-router-tree-shaking',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source
        .replace(/^[\w$]+\.displayName = [^;\n]+;$/gm, '')
        .replace(/(?<!@__PURE__ \*\/ )\b(React\d*\.(?:createContext|forwardRef|memo|lazy)\()/g, '/* @__PURE__ */ $1');
      return { contents, loader: 'js' };
    });
  },
};

/** What both client builds share (into assets/ of the client folder; public/ and manifest.json are added beside it). */
function clientOptions({ production = true } = {}) {
  return {
    absWorkingDir: root,
    outdir: path.join(CLIENT_DIR, 'assets'),
    bundle: true,
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
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    // Route modules keep what only the server needs in `SERVER:` blocks (client/routes/route.ts).
    dropLabels: ['SERVER'],
    plugins: production ? [reactRouterTreeShaking] : [],
    logLevel: 'warning',
  };
}

const APP_ENTRY = 'client/hydrate-app.tsx';
/** A route's page module (client/routes/define-route.ts): its chunk is preloaded on that route's pages. */
const ROUTE_PAGE = /^client\/routes\/([^/]+)\/page\.tsx$/;
const PAGE_ENTRY = 'client/entry-client.tsx';
/** A language's catalog (client/messages.ts): its chunk is preloaded on that language's pages. */
const CATALOG = /^shared\/messages\/([a-z]{2})\/index\.ts$/;
const SPANISH_CATALOG = 'shared/messages/es/index.ts';

/**
 * The Spanish catalog: plain data, one file of its own. Built apart from the
 * app, so that the app's code splitting does not move shared code into a
 * chunk every page would then load for it; the app imports it by its
 * fingerprinted URL (`catalogImport`).
 */
const catalogOptions = (options) => ({
  ...clientOptions(options),
  entryPoints: [SPANISH_CATALOG],
  entryNames: 'chunks/messages-es-[hash]',
  splitting: false,
});

/** Resolves the app's `import('../shared/messages/es')` to the catalog build's URL. */
const catalogImport = (catalogUrl) => ({
  name: 'catalog-import',
  setup: (build) => build.onResolve({ filter: /^\.\.\/shared\/messages\/es$/ }, () => ({ path: catalogUrl(), external: true })),
});

/** The app the entry starts once the page has painted: React, the router, the shell and each page's chunk, split. */
const appOptions = (options, catalogUrl) => {
  const base = clientOptions(options);
  return {
    ...base,
    entryPoints: [APP_ENTRY],
    entryNames: 'chunks/[name]-[hash]',
    splitting: true,
    plugins: [...base.plugins, catalogImport(catalogUrl)],
  };
};

/**
 * The one script the HTML names, and the stylesheet it imports, built apart
 * from the app into a single file: the scripts a page fetches before its
 * first paint are one request, not a chain of shared chunks (decision record
 * 0022). Its `import('./hydrate-app')` is left to the browser, by the app's
 * fingerprinted URL (`appUrl()`, read when the entry is built).
 */
function pageEntryOptions(options, appUrl) {
  const base = clientOptions(options);
  const appImport = {
    name: 'app-import',
    setup: (build) => build.onResolve({ filter: /^\.\/hydrate-app$/ }, () => ({ path: appUrl(), external: true })),
  };
  return { ...base, entryPoints: [PAGE_ENTRY], splitting: false, plugins: [...base.plugins, appImport] };
}

/** Writes esbuild's in-memory output, built for `builtFor`, into `target` instead. */
async function writeOutputs(outputFiles, builtFor, target) {
  await Promise.all(
    outputFiles.map(async (file) => {
      const destination = path.join(target, path.relative(builtFor, file.path));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, file.contents);
    }),
  );
}

const MINIFY_CACHE = path.join(root, 'node_modules/.cache/five-borough-terrazzo/minified');
/** Part of each cached minification's key: another terser may minify differently. */
const TERSER_VERSION = JSON.parse(await readFile(path.join(root, 'node_modules/terser/package.json'), 'utf8')).version;

/**
 * A second minification of every script with terser, whose compression and
 * frequency-ordered names take about 3% more off (after brotli) than
 * esbuild's; the source maps are carried through. Results are cached by
 * their input, so a production build of unchanged code spends no time here.
 */
async function minifyScripts(outputFiles) {
  const { minify } = await import('terser');
  const maps = new Map(outputFiles.filter((file) => file.path.endsWith('.js.map')).map((file) => [file.path, file]));
  const minified = new Map();
  // The cache is a convenience: where it can't be written, every build minifies.
  const cacheWritable = await mkdir(MINIFY_CACHE, { recursive: true }).then(
    () => true,
    () => false,
  );
  for (const file of outputFiles.filter((output) => output.path.endsWith('.js'))) {
    const map = maps.get(`${file.path}.map`);
    const code = file.text.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '');
    const name = path.basename(file.path);
    const options = {
      module: true,
      compress: true,
      mangle: true,
      format: { comments: false },
      sourceMap: map && { content: map.text, url: `${name}.map` },
    };
    // Everything the output depends on: the code, its map, terser's options and version.
    const key = createHash('sha256')
      .update(code)
      .update(JSON.stringify({ ...options, sourceMap: options.sourceMap && options.sourceMap.url }))
      .update(map?.text ?? '')
      .update(TERSER_VERSION)
      .digest('hex');
    const cached = path.join(MINIFY_CACHE, `${key}.json`);
    // A build beside this one (the test lanes) may be writing it: what cannot be read is made again.
    let result = await readFile(cached, 'utf8')
      .then((text) => JSON.parse(text))
      .catch(() => undefined);
    if (!result) {
      const output = await minify(code, options);
      result = { code: output.code, map: output.map };
      // Written whole under its name: a temporary name of this process's, then renamed.
      const temporary = `${cached}.${process.pid}.tmp`;
      if (cacheWritable)
        await writeFile(temporary, JSON.stringify(result))
          .then(
            () => rename(temporary, cached),
            () => {},
          )
          .catch(() => {});
    }
    minified.set(file.path, result.code);
    if (map) minified.set(map.path, result.map);
  }
  return outputFiles.map((file) => (minified.has(file.path) ? { path: file.path, contents: Buffer.from(minified.get(file.path)) } : file));
}

/** The URL a browser asks for a file esbuild wrote (as if) into dist/client/assets. */
const assetUrl = (file) => PUBLIC_PATH + path.relative(path.join(CLIENT_DIR, 'assets'), path.join(root, file)).split(path.sep).join('/');

/** The URL of the file a build made of `entryPoint` (the app, the catalog). */
function entryUrlOf(metafile, entryPoint) {
  const [file] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint) ?? [];
  if (!file) throw new Error(`The build produced no file for ${entryPoint}.`);
  return assetUrl(file);
}

/** Both client builds' metafiles as one (their outputs never share a file). */
const mergeMetafiles = (a, b) => ({ inputs: { ...a.inputs, ...b.inputs }, outputs: { ...a.outputs, ...b.outputs } });

/** Maps the client builds' metafile to what the server needs: entry, CSS, the app's and each page's chunks. */
function manifestFrom(metafile) {
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
  // zod validates on the server; the browser takes the contract's types only (decision record 0025).
  if (Object.keys(metafile.inputs).some((input) => input.startsWith('node_modules/zod/'))) {
    throw new Error('The client bundle imports zod: import only types from zod modules in client code.');
  }

  const manifest = { entry: '', css: '', fonts: [], app: [], pages: {}, catalogs: {} };
  manifest.fonts = Object.keys(outputs)
    .filter((file) => file.endsWith('.woff2'))
    .map(assetUrl);
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !output.entryPoint) continue;
    if (output.entryPoint === PAGE_ENTRY) {
      manifest.entry = assetUrl(file);
      manifest.css = output.cssBundle ? assetUrl(output.cssBundle) : '';
    } else if (output.entryPoint === APP_ENTRY) {
      manifest.app = [assetUrl(file), ...[...staticImports(file)].map(assetUrl)];
    } else if (ROUTE_PAGE.test(output.entryPoint)) {
      // A route's page, by its folder: client/routes/{id}/page.tsx.
      const id = ROUTE_PAGE.exec(output.entryPoint)[1];
      manifest.pages[id] = [assetUrl(file), ...[...staticImports(file)].map(assetUrl)];
    } else if (CATALOG.test(output.entryPoint)) {
      manifest.catalogs[CATALOG.exec(output.entryPoint)[1]] = [assetUrl(file), ...[...staticImports(file)].map(assetUrl)];
    }
  }
  if (!manifest.entry || !manifest.css || manifest.app.length === 0)
    throw new Error('The client build produced no entry script, app chunk or CSS.');
  return manifest;
}

/** The client, into `outdir` (default dist/client): assets/, public/ and manifest.json. */
export async function buildClient({ outdir = CLIENT_DIR, production = true } = {}) {
  const catalog = await esbuild.build({ ...catalogOptions({ production }), write: false });
  const app = await esbuild.build({ ...appOptions({ production }, () => entryUrlOf(catalog.metafile, SPANISH_CATALOG)), write: false });
  const entry = await esbuild.build({ ...pageEntryOptions({ production }, () => entryUrlOf(app.metafile, APP_ENTRY)), write: false });
  const built = [...catalog.outputFiles, ...app.outputFiles, ...entry.outputFiles];
  const outputFiles = production ? await minifyScripts(built) : built;
  await rm(outdir, { recursive: true, force: true });
  await writeOutputs(outputFiles, CLIENT_DIR, outdir);
  await writeClientExtras(mergeMetafiles(mergeMetafiles(catalog.metafile, app.metafile), entry.metafile), outdir);
}

async function writeClientExtras(metafile, outdir, { precompress = true } = {}) {
  const files = await fingerprintPublicFiles(outdir);
  await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify({ ...manifestFrom(metafile), files }, null, 2));
  if (precompress) await precompressAssets(path.join(outdir, 'assets'));
}

/** Files browsers ask for by a fixed name: kept under it too (served with a long, not immutable, cache). */
const FIXED_NAMES = new Set(['favicon.ico']);

/**
 * client/public (icons) into assets/ under
 * fingerprinted names; returns name → URL for the manifest. The few files
 * browsers request by a fixed name are also copied to public/ as they are.
 */
async function fingerprintPublicFiles(outdir) {
  const source = path.join(root, 'client/public');
  const files = {};
  for (const name of (await readdir(source)).sort()) {
    const bytes = await readFile(path.join(source, name));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const ext = path.extname(name);
    const hashed = `${path.basename(name, ext)}-${hash}${ext}`;
    await writeFile(path.join(outdir, 'assets', hashed), bytes);
    files[name] = PUBLIC_PATH + hashed;
    if (FIXED_NAMES.has(name)) {
      await mkdir(path.join(outdir, 'public'), { recursive: true });
      await writeFile(path.join(outdir, 'public', name), bytes);
    }
  }
  return files;
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

/** Node bundles: the server, and the commands (packages stay in node_modules). */
function nodeOptions({ production = true } = {}) {
  return {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: ['node20'],
    jsx: 'automatic',
    packages: 'external',
    sourcemap: true,
    minify: false,
    ...(production && { define: { 'process.env.NODE_ENV': '"production"' } }),
    logLevel: 'warning',
  };
}

const serverOptions = (options) => ({ ...nodeOptions(options), entryPoints: ['server/index.ts'], outfile: SERVER_FILE });

/**
 * The production server bundle, `index.js` in `outdir` (default dist/server).
 * Its packages resolve from the repo's node_modules, so keep `outdir` inside the repo.
 */
export async function buildServer({ outdir = path.dirname(SERVER_FILE), production = true } = {}) {
  const result = await esbuild.build({ ...serverOptions({ production }), write: false });
  await writeOutputs(result.outputFiles, path.dirname(SERVER_FILE), outdir);
}

/** The operator commands, into `outdir` (default dist/cli). */
export async function buildCli({ outdir = CLI_DIR } = {}) {
  const result = await esbuild.build({
    ...nodeOptions(),
    entryPoints: Object.fromEntries(CLI_COMMANDS.map((name) => [name, `cli/${name}.ts`])),
    outdir: CLI_DIR,
    write: false,
  });
  await writeOutputs(result.outputFiles, CLI_DIR, outdir);
}

/** Brings the generated lists (the catalogs, the routes' styles) up to date with the files; says which changed. */
function updateRegistries() {
  for (const file of writeRegistries()) console.log(`wrote ${file}`);
}

async function buildOnce() {
  const started = performance.now();
  updateRegistries();
  await buildClient();
  await Promise.all([buildServer(), buildCli()]);
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
  // A message file or page.css added or removed: its list is written again, and the builds that read it follow.
  updateRegistries();
  for (const dir of ['shared/messages', 'client/routes']) watch(path.join(root, dir), { recursive: true }, updateRegistries);
  await rm(CLIENT_DIR, { recursive: true, force: true });
  await mkdir(CLIENT_DIR, { recursive: true });
  let serverReady = false;
  // The entry names the app, the app the catalog, by fingerprinted URL: each build is followed by the next.
  let catalogMetafile;
  let appMetafile;
  const entryOptions = pageEntryOptions({ production: false }, () => entryUrlOf(appMetafile, APP_ENTRY));
  const entry = await esbuild.context({
    ...entryOptions,
    plugins: [
      ...entryOptions.plugins,
      onEnd(async (result) => {
        const metafile = mergeMetafiles(mergeMetafiles(catalogMetafile, appMetafile), result.metafile);
        await writeClientExtras(metafile, CLIENT_DIR, { precompress: false });
        if (serverReady) restart();
      }),
    ],
  });
  const appOptionsDev = appOptions({ production: false }, () => entryUrlOf(catalogMetafile, SPANISH_CATALOG));
  const app = await esbuild.context({
    ...appOptionsDev,
    plugins: [
      ...appOptionsDev.plugins,
      onEnd(async (result) => {
        appMetafile = result.metafile;
        await entry.rebuild();
      }),
    ],
  });
  const catalog = await esbuild.context({
    ...catalogOptions({ production: false }),
    plugins: [
      onEnd(async (result) => {
        catalogMetafile = result.metafile;
        await app.rebuild();
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
  await catalog.rebuild();
  await Promise.all([catalog.watch(), app.watch(), entry.watch(), server.watch()]);
  const stop = () => {
    child?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run =
    process.argv.includes('--watch') ? watchAndServe
    : process.argv.includes('--cli') ? buildCli
    : buildOnce;
  run().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
