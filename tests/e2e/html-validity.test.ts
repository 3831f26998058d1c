// The server-rendered HTML of every route type passes the Nu Html Checker
// (vnu.jar, the W3C validator) with zero errors. One JVM run checks all pages.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';
import { ROUTE_TYPES } from './support/routes';

const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// Route types, plus the contact page's no-JavaScript success state.
const PAGES = [...ROUTE_TYPES.map((route) => route.path), '/contact?sent=1'];
const fileName = (page: string) => `${page === '/' ? 'home' : page.slice(1).replace(/[/?=]/g, '_')}.html`;

let dir: string;
let messages: VnuMessage[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fbt-vnu-'));
  for (const page of PAGES) {
    const res = await fetch(baseUrl() + page, { headers: { 'User-Agent': BROWSER_UA } });
    await writeFile(path.join(dir, fileName(page)), await res.text());
  }
  const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...PAGES.map((p) => path.join(dir, fileName(p)))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`could not run the Nu Html Checker (java -jar ${VNU_JAR}): ${run.error.message}`);
  messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('Nu Html Checker', () => {
  it('checked every page (no file it could not read)', () => {
    expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([]);
  });

  for (const page of PAGES) {
    it(`${page} has no HTML errors`, () => {
      const errors = messages
        .filter((m) => m.type === 'error' && m.url?.endsWith(`/${fileName(page)}`))
        .map((m) => `${m.message} [line ${m.lastLine}: ${m.extract?.trim()}]`);
      expect(errors).toEqual([]);
    });
  }
});
