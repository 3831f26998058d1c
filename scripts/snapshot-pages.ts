// Writes every page of sitemap.xml (and the not-found page) as the production
// server renders it, into a folder, with what legitimately changes between
// builds masked: fingerprinted asset names, the form's per-visitor token and
// the language alternates (hreflang links and og:locale). Two snapshots, before and after a change, diffed
// with `diff -r`, show what the change did to the pages' bytes.
//   npx tsx scripts/snapshot-pages.ts OUT_DIR   (after `npm run build`)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runServer } from './lib/run-server';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/snapshot-pages.ts OUT_DIR');

/** Masks what differs between two builds of the same pages. */
export function maskBuild(html: string): string {
  return html
    .replace(/(\/assets\/[\w/.-]*?)-[A-Z0-9]{8}(\.\w+)/g, '$1-HASH$2')
    .replace(/"formToken":"[^"]*"/g, '"formToken":"TOKEN"')
    .replace(/name="token" value="[^"]*"/g, 'name="token" value="TOKEN"')
    .replace(/<link rel="alternate" hrefLang="[^"]*" href="[^"]*"\/>/g, '')
    .replace(/<meta property="og:locale(?::alternate)?" content="[^"]*"\/>/g, '');
}

const server = await runServer({ env: { LOG_LEVEL: 'silent' } });
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  paths.push('/no-such-page', '/contact?sent=1', '/contact?sent=photos');
  await mkdir(out, { recursive: true });
  for (const pagePath of paths) {
    const response = await fetch(server.url + pagePath);
    const name = pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '__').replace('?', '@');
    await writeFile(path.join(out, `${name}.html`), `${response.status}\n${maskBuild(await response.text())}`);
  }
  console.log(`${paths.length} pages written to ${out}`);
} finally {
  await server.stop();
}
