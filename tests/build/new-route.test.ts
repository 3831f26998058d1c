// A new bilingual page with styles of its own is one new folder in
// client/routes/, its two message files and its entry in the route registry,
// nothing else: in a copy of the tree with exactly those changes, the site
// builds (which lists the new catalog namespace and page.css), type-checks,
// serves the page in both languages (server-rendered, with its own chunk and
// its styles in the one stylesheet), and lists it in both sitemaps.
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process';

const ROUTE_MODULE = `import testimonials from '../../../shared/messages/en/testimonials';
import { messagesIn } from '../../messages';
import { defineRoute, staticHead } from '../define-route';

const route = defineRoute({
  id: 'testimonials',
  path: '/testimonials',
  es: '/es/testimonios',
  page: () => import('./page'),
  head: ({ language }) => {
    const t = messagesIn(language, 'testimonials', testimonials);
    const head = staticHead(t.title);
    SERVER: head.description = t.description;
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Main pages', label: 'Testimonials' };
}

export default route;
`;

const PAGE_MODULE = `import testimonials from '../../../shared/messages/en/testimonials';
import { useMessages } from '../../messages';

export default function TestimonialsPage() {
  const t = useMessages('testimonials', testimonials);
  return (
    <section className="section">
      <div className="container">
        <h1>{t.title}</h1>
        <p className="testimonials-quote">{t.quote}</p>
      </div>
    </section>
  );
}
`;

const PAGE_CSS = `.testimonials-quote {
  font-style: italic;
}
`;

const ENGLISH = `export default {
  title: 'What Our Clients Say',
  description: 'Property managers, architects and homeowners across New York on the terrazzo floors we laid and restored.',
  quote: 'The lobby looks as it did in 1954.',
};
`;

const SPANISH = `import type { Catalog } from '../catalog';

const testimonials: Catalog['testimonials'] = {
  title: 'Lo que dicen nuestros clientes',
  description: 'Administradores, arquitectos y propietarios de Nueva York sobre los pisos de terrazo que instalamos y restauramos.',
  quote: 'El vestíbulo luce como en 1954.',
};

export default testimonials;
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
  for (const entry of [
    'client',
    'server',
    'shared',
    'cli',
    'scripts/registries.mjs',
    'scripts/registries.d.mts',
    'build.mjs',
    'build.d.mts',
    'package.json',
    'tsconfig.json',
  ]) {
    await cp(path.resolve(entry), path.join(copy, entry), { recursive: true });
  }
  await symlink(path.resolve('node_modules'), path.join(copy, 'node_modules'));
  await symlink(path.resolve('data'), path.join(copy, 'data'));

  const folder = path.join(copy, 'client/routes/testimonials');
  await mkdir(folder);
  await writeFile(path.join(folder, 'route.ts'), ROUTE_MODULE);
  await writeFile(path.join(folder, 'page.tsx'), PAGE_MODULE);
  await writeFile(path.join(folder, 'page.css'), PAGE_CSS);
  await writeFile(path.join(copy, 'shared/messages/en/testimonials.ts'), ENGLISH);
  await writeFile(path.join(copy, 'shared/messages/es/testimonials.ts'), SPANISH);
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

describe('a bilingual page added as one folder, two message files and one registry entry', () => {
  it('type-checks, once the build has listed its namespace', () => {
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
    const css = await (await fetch(`${server.url}${/<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]}`)).text();
    expect(css).toMatch(/\.testimonials-quote\s*\{\s*font-style:\s*italic/);
  });

  it('serves its Spanish page in Spanish', async () => {
    const res = await fetch(`${server.url}/es/testimonios`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Lo que dicen nuestros clientes</h1>');
    expect(html).toContain('<p class="testimonials-quote">El vestíbulo luce como en 1954.</p>');
  });

  it('is listed in sitemap.xml and on the HTML sitemap', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://www.fiveboroughterrazzo.example/testimonials</loc>');
    const page = await (await fetch(`${server.url}/sitemap`)).text();
    expect(page).toMatch(/<a href="\/testimonials"[^>]*>Testimonials<\/a>/);
  });
});
