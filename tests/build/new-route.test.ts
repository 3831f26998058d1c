// A new route type is one new folder in client/routes/ and its entry in the
// registry, nothing else: in a copy of the tree with exactly those changes,
// the site builds, serves the new page (server-rendered, with its own chunk),
// and lists it in both sitemaps.
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process';

const ROUTE_MODULE = `import { defineRoute, staticHead } from '../define-route';

const route = defineRoute({
  id: 'testimonials',
  path: '/testimonials',
  page: () => import('./page'),
  head: () => {
    const head = staticHead('What Our Clients Say', 'Testimonials');
    SERVER: head.description = 'Property managers, architects and homeowners across New York on the terrazzo floors we laid and restored.';
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Main pages', label: 'Testimonials' };
}

export default route;
`;

const PAGE_MODULE = `export default function TestimonialsPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>What Our Clients Say</h1>
        <p>The lobby looks as it did in 1954.</p>
      </div>
    </section>
  );
}
`;

/** The registry with the new route: its import and its place in the list. */
function withRoute(registry: string): string {
  return registry
    .replace(
      "import warranty from './warranty/route';",
      "import warranty from './warranty/route';\nimport testimonials from './testimonials/route';",
    )
    .replace('  warranty,\n', '  warranty,\n  testimonials,\n');
}

let copy: string;
let server: ServerProcess;

beforeAll(async () => {
  copy = await mkdtemp(path.join(os.tmpdir(), 'fbt-new-route-'));
  for (const entry of ['client', 'server', 'shared', 'cli', 'build.mjs', 'build.d.mts', 'package.json', 'tsconfig.json']) {
    await cp(path.resolve(entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.resolve('node_modules'), path.join(copy, 'node_modules'));
  await symlink(path.resolve('data'), path.join(copy, 'data'));

  const folder = path.join(copy, 'client/routes/testimonials');
  await mkdir(folder);
  await writeFile(path.join(folder, 'route.ts'), ROUTE_MODULE);
  await writeFile(path.join(folder, 'page.tsx'), PAGE_MODULE);
  const registryFile = path.join(copy, 'client/routes/index.ts');
  const registry = await readFile(registryFile, 'utf8');
  await writeFile(registryFile, withRoute(registry));
  expect(withRoute(registry)).not.toBe(registry);

  // The photos of data/ as derived already (the build reads them from the cache).
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, PHOTO_CACHE_DIR: path.resolve('var/cache/photos') },
  });
  server = await startServer({
    build: { serverEntry: path.join(copy, 'dist/server/index.js'), clientDir: path.join(copy, 'dist/client') },
  });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  if (copy) await rm(copy, { recursive: true, force: true });
});

describe('a route type added as one folder and one registry entry', () => {
  it('type-checks', () => {
    const tsc = spawnSync(path.resolve('node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], { cwd: copy, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);

  it('serves its page, rendered on the server with its head, and its own chunk', async () => {
    const res = await fetch(`${server.url}/testimonials`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>What Our Clients Say</h1>');
    expect(html).toMatch(/<title>What Our Clients Say \| Five Borough Terrazzo<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://www.fiveboroughterrazzo.example/testimonials"');
    const manifest = JSON.parse(await readFile(path.join(copy, 'dist/client/manifest.json'), 'utf8')) as {
      pages: Record<string, string[]>;
    };
    expect(manifest.pages.testimonials?.[0]).toMatch(/^\/assets\/chunks\/page-\w+\.js$/);
    expect(html).toContain(manifest.pages.testimonials![0]);
  });

  it('is listed in sitemap.xml and on the HTML sitemap', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://www.fiveboroughterrazzo.example/testimonials</loc>');
    const page = await (await fetch(`${server.url}/sitemap`)).text();
    expect(page).toMatch(/<a href="\/testimonials"[^>]*>Testimonials<\/a>/);
  });
});
