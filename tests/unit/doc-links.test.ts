// The documentation points at things that exist: every Markdown link in the
// README and docs/ to a file or a heading of this repository resolves, none
// leads outside it, and every file path the pages name in code (`server/config.ts`)
// is still there. A file moved or a heading renamed fails here, not in a
// reader's hands.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

const PAGES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'docs/decisions/README.md',
];

/** The text outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^(```|~~~).*\n[\s\S]*?^\1\s*$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped (not `-` or `_`), spaces as `-`. */
function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings, repeats numbered as GitHub numbers them (`setup`, `setup-1`). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(heading!);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every link target of a page: inline links and images, and reference definitions; none inside code. */
function linksOf(markdown: string): string[] {
  const text = prose(markdown).replace(/`[^`]*`/g, '');
  return [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!),
  ];
}

/** What is wrong with a link from `page`, or undefined when it resolves. */
function problemOf(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: and the like: not ours to check
  const [file = '', anchor] = decodeURI(target).split('#');
  const resolved = file ? path.resolve(ROOT, path.dirname(page), file) : path.join(ROOT, page);
  const inRepo = path.relative(ROOT, resolved);
  if (inRepo.startsWith('..') || path.isAbsolute(inRepo)) return `${target}: outside this repository`;
  if (!existsSync(resolved)) return `${target}: no such file`;
  if (anchor === undefined) return undefined;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return `${target}: an anchor on a file that is not Markdown`;
  if (!anchorsOf(resolved).has(anchor)) return `${target}: ${inRepo} has no heading with that anchor`;
  return undefined;
}

/** Repository paths a page names in code spans (`server/config.ts`, `data/images/gallery/`), patterns left out. */
function namedPaths(markdown: string): string[] {
  const spans = [...prose(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...new Set(spans.filter((span) => /^(server|client|shared|cli|scripts|tests|data|deploy|docs)\/[\w./-]*$/.test(span)))];
}

describe('links and paths in the README and docs/', () => {
  for (const page of PAGES) {
    it(`${page}: every link to a file or heading resolves`, () => {
      const markdown = readFileSync(path.join(ROOT, page), 'utf8');
      const problems = linksOf(markdown).flatMap((target) => problemOf(page, target) ?? []);
      expect(problems).toEqual([]);
    });

    it(`${page}: every file path it names exists`, () => {
      const named = namedPaths(readFileSync(path.join(ROOT, page), 'utf8'));
      expect(named.filter((name) => !existsSync(path.join(ROOT, name)))).toEqual([]);
    });
  }

  it('finds broken links, headings and paths outside the repository', () => {
    expect(problemOf('docs/README.md', 'operations.md#leads')).toBeUndefined();
    expect(problemOf('docs/README.md', 'no-such-page.md')).toMatch(/no such file/);
    expect(problemOf('docs/README.md', 'operations.md#no-such-heading')).toMatch(/no heading/);
    expect(problemOf('docs/README.md', '../../elsewhere/notes.md')).toMatch(/outside this repository/);
    expect(linksOf('See [a](a.md), `[b](b.md)`, and\n\n```\n[c](c.md)\n```\n\n[d]: d.md')).toEqual(['a.md', 'd.md']);
    expect(anchorOf('`TRAFFIC_DIR`')).toBe('traffic_dir');
    expect(anchorOf('Caching and a CDN')).toBe('caching-and-a-cdn');
  });
});
