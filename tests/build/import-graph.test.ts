// The folders' import rules, checked on the module graph of the source as the
// TypeScript compiler reads it: every import and export-from, type-only ones
// and dynamic import() included (a bundler's graph drops type-only imports,
// so a cycle of types passed unseen). shared/ imports nothing of ours outside
// shared/, client/ imports only client/ and shared/, the server reaches
// client/ only through client/server-entry.ts, the server never imports the
// operator commands (cli/), and no module imports itself back through others.
// Inside server/, the folders stand on one downward spine (SERVER_SPINE):
// each imports only folders below it, so no two import each other.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

type Graph = Map<string, string[]>;

interface Edge {
  from: string;
  to: string;
  /** Every import of `to` by `from` names types only (erased from the JavaScript). */
  typeOnly: boolean;
}

/** A module specifier a file names, and whether that import names types only. */
interface Reference {
  specifier: string;
  typeOnly: boolean;
}

const FOLDERS = ['server', 'client', 'shared', 'cli', 'scripts'];

/**
 * The rooms of server/, top to bottom (a folder, or a file at its top): the
 * process and the app; the edge; the features, each above those it uses; the
 * content's reads and the response cache; the content; and the foundations.
 * A room imports only rooms below it. A new folder takes its place here.
 */
const SERVER_SPINE = [
  'index',
  'app',
  'http',
  'cluster',
  'leads',
  'api',
  'pages',
  'cards',
  'seo',
  'traffic',
  'reads',
  'cache',
  'content',
  'photos',
  'storage',
  'web',
  'cluster-store',
  'form-secret',
  'config',
  'logger',
];

/** The room of server/ a file is in: its folder, or the file's own name at the top. */
const roomOf = (file: string) => file.split('/')[1]!.replace(/\.tsx?$/, '');

/** The imports between rooms of server/ that do not run down the spine: `spine` from top to bottom. */
function againstTheSpine(edges: Pick<Edge, 'from' | 'to'>[], spine: readonly string[] = SERVER_SPINE): string[] {
  return edges
    .filter(({ from, to }) => from.startsWith('server/') && to.startsWith('server/') && roomOf(from) !== roomOf(to))
    .filter(({ from, to }) => !(spine.indexOf(roomOf(to)) > spine.indexOf(roomOf(from)) && spine.indexOf(roomOf(from)) >= 0))
    .map(({ from, to }) => `${from} → ${to} (${roomOf(from)} → ${roomOf(to)})`);
}
const ours = (file: string) => /^(client|server|shared|cli|scripts)\//.test(file);

/** Every module a source file imports or re-exports, statically, dynamically or in a type. */
function referencesOf(fileName: string, text: string): Reference[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: Reference[] = [];
  const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly || (!clause.name && named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)));
      found.push({ specifier: literal(node.moduleSpecifier)!, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      const typeOnly = node.isTypeOnly || (named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly));
      found.push({ specifier: literal(node.moduleSpecifier)!, typeOnly });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found.push({ specifier: literal(node.moduleReference.expression)!, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = literal(node.arguments[0]);
      if (specifier === undefined) throw new Error(`${fileName}: an import() of a computed name, which no check can follow`);
      found.push({ specifier, typeOnly: false });
    } else if (ts.isImportTypeNode(node)) {
      const specifier = ts.isLiteralTypeNode(node.argument) ? literal(node.argument.literal) : undefined;
      if (specifier !== undefined) found.push({ specifier, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file of the folders (the .mjs scripts too), relative to the repository. */
function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(tsx?|mts|mjs)$/.test(name))
      .map((name) => path.posix.join(folder, name.split(path.sep).join('/'))),
  );
}

/** Our own modules, each with every module of ours it imports, resolved as tsconfig.json resolves them. */
function moduleGraph(files: string[]): Edge[] {
  const root = process.cwd();
  const config = ts.readConfigFile('tsconfig.json', (file) => ts.sys.readFile(file));
  const { options } = ts.convertCompilerOptionsFromJson(config.config.compilerOptions, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const edges = new Map<string, Edge>();
  for (const from of files) {
    for (const { specifier, typeOnly } of referencesOf(from, readFileSync(from, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, path.resolve(from), options, ts.sys, cache).resolvedModule;
      let target = resolved && !resolved.isExternalLibraryImport ? resolved.resolvedFileName : undefined;
      // A plain-JavaScript module resolves to its declarations (build.d.mts for build.mjs): the module is the JavaScript.
      const script = target?.replace(/\.d\.(m?)ts$/, '.$1js');
      if (script && script !== target && existsSync(script)) target = script;
      // What TypeScript does not resolve but the bundler does: the stylesheet.
      if (!target && specifier.startsWith('.') && existsSync(path.resolve(path.dirname(from), specifier)))
        target = path.resolve(path.dirname(from), specifier);
      if (!target && specifier.startsWith('.')) throw new Error(`${from}: cannot resolve ${specifier}`);
      if (!target) continue;
      const to = path.relative(root, target).split(path.sep).join('/');
      if (!ours(to)) continue;
      const key = `${from} ${to}`;
      edges.set(key, { from, to, typeOnly: typeOnly && (edges.get(key)?.typeOnly ?? true) });
    }
  }
  return [...edges.values()];
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

let files: string[];
let edges: Edge[];
let graph: Graph;
beforeAll(() => {
  files = sourceFiles();
  edges = moduleGraph(files);
  graph = new Map(files.map((file) => [file, edges.filter((edge) => edge.from === file).map((edge) => edge.to)]));
});

describe('the import graph', () => {
  it('covers the whole program', () => {
    for (const folder of FOLDERS) expect(edges.filter(({ from }) => from.startsWith(`${folder}/`)).length, folder).toBeGreaterThan(5);
  });

  it('sees the imports a bundler drops: those that name types only', () => {
    expect(edges.filter((edge) => edge.typeOnly).length).toBeGreaterThan(10);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('shared/ imports nothing of ours outside shared/', () => {
    expect(edges.filter(({ from, to }) => from.startsWith('shared/') && !to.startsWith('shared/'))).toEqual([]);
  });

  it('client/ imports only client/ and shared/', () => {
    expect(edges.filter(({ from, to }) => from.startsWith('client/') && !/^(client|shared)\//.test(to))).toEqual([]);
  });

  it('the server reaches client/ only through client/server-entry.ts', () => {
    expect(
      edges.filter(({ from, to }) => /^(server|cli|scripts)\//.test(from) && to.startsWith('client/') && to !== 'client/server-entry.ts'),
    ).toEqual([]);
  });

  it('every room of server/ has its place on the spine', () => {
    const rooms = new Set(files.filter((file) => file.startsWith('server/')).map(roomOf));
    expect([...rooms].filter((room) => !SERVER_SPINE.includes(room))).toEqual([]);
  });

  it('inside server/, every import runs down the spine: none up, no two rooms importing each other', () => {
    expect(againstTheSpine(edges)).toEqual([]);
  });

  it('the operator commands reach the leads only through server/leads/lead-book.ts', () => {
    expect(
      edges.filter(({ from, to }) => from.startsWith('cli/') && to.startsWith('server/leads/') && to !== 'server/leads/lead-book.ts'),
    ).toEqual([]);
  });

  it('the server never imports the operator commands', () => {
    expect(edges.filter(({ from, to }) => from.startsWith('server/') && to.startsWith('cli/'))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('every kind of import is read, each marked type-only or not', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import { type D, d } from './d';",
      "import './e';",
      "export type { F } from './f';",
      "export * from './g';",
      "export { type H } from './h';",
      "const i = () => import('./i');",
      "let j: typeof import('./j');",
      "import k = require('./k');",
    ].join('\n');
    expect(referencesOf('example.ts', source)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: './e', typeOnly: false },
      { specifier: './f', typeOnly: true },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './i', typeOnly: false },
      { specifier: './j', typeOnly: true },
      { specifier: './k', typeOnly: false },
    ]);
  });

  it('finds an import up the spine, as two rooms that import each other always have one', () => {
    const spine = ['app', 'leads', 'traffic', 'config'];
    expect(
      againstTheSpine(
        [
          { from: 'server/app.ts', to: 'server/leads/intake.ts' },
          { from: 'server/leads/intake.ts', to: 'server/traffic/counter.ts' },
          { from: 'server/traffic/counter.ts', to: 'server/leads/lead-record.ts' },
          { from: 'server/config.ts', to: 'server/leads/limits.ts' },
          { from: 'server/leads/intake.ts', to: 'server/leads/limits.ts' },
        ],
        spine,
      ),
    ).toEqual([
      'server/traffic/counter.ts → server/leads/lead-record.ts (traffic → leads)',
      'server/config.ts → server/leads/limits.ts (config → leads)',
    ]);
  });

  it('finds a cycle when there is one', () => {
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
