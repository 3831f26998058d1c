// The folders' import rules, checked on the module graph esbuild resolves
// (the same one the builds use): shared/ imports nothing of ours outside
// shared/, client/ imports only client/ and shared/, the server reaches
// client/ only through client/server-entry.ts, the server never imports the
// operator commands (cli/), and no module imports itself back through others
// (no cycle, dynamic imports included).
import { readdirSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

type Graph = Map<string, string[]>;

/** Our own modules reachable from the entry points, each with the modules it imports. */
async function moduleGraph(entryPoints: string[]): Promise<Graph> {
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist/import-graph',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.woff2': 'empty', '.svg': 'empty', '.css': 'empty' },
    logLevel: 'silent',
  });
  const ours = (file: string) => /^(client|server|shared|cli|scripts)\//.test(file);
  const graph: Graph = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (ours(file)) graph.set(file, input.imports.map((imported) => imported.path).filter(ours));
  }
  return graph;
}

/** Every cycle's modules (strongly connected components with more than one module, or a self-import). */
function cycles(graph: Graph): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexes.get(next)!));
    }
    if (low.get(node) === indexes.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return found;
}

let graph: Graph;
beforeAll(async () => {
  const scripts = readdirSync('scripts')
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `scripts/${name}`);
  const commands = readdirSync('cli')
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `cli/${name}`);
  graph = await moduleGraph(['server/index.ts', 'client/entry-client.tsx', ...commands, ...scripts]);
});

const edges = () => [...graph].flatMap(([from, imports]) => imports.map((to) => ({ from, to })));

describe('the import graph', () => {
  it('covers the whole program', () => {
    for (const folder of ['client/', 'server/', 'shared/', 'cli/'])
      expect([...graph.keys()].filter((file) => file.startsWith(folder)).length).toBeGreaterThan(5);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('shared/ imports nothing of ours outside shared/', () => {
    expect(edges().filter(({ from, to }) => from.startsWith('shared/') && !to.startsWith('shared/'))).toEqual([]);
  });

  it('client/ imports only client/ and shared/', () => {
    expect(edges().filter(({ from, to }) => from.startsWith('client/') && !/^(client|shared)\//.test(to))).toEqual([]);
  });

  it('the server reaches client/ only through client/server-entry.ts', () => {
    expect(
      edges().filter(({ from, to }) => /^(server|cli|scripts)\//.test(from) && to.startsWith('client/') && to !== 'client/server-entry.ts'),
    ).toEqual([]);
  });

  it('the server never imports the operator commands', () => {
    expect(edges().filter(({ from, to }) => from.startsWith('server/') && to.startsWith('cli/'))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });
});
