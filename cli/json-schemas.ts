// JSON Schemas of the files in data/, generated from the zod schemas so the
// two never disagree (npm run content:schema). Each data file names its schema
// in a first "$schema" key, which is what gives editors such as VS Code
// completion and errors as they type.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { collectionEntries, DOCUMENTS, fileSchema, spanishFiles } from '../server/content/collections';
import { filesOf, matchesFiles } from '../server/content/content-files';

interface ContentFileKind {
  /** The schema file is `schemas/{name}.schema.json` in the data folder. */
  name: string;
  title: string;
  schema: z.ZodType;
  /** The data files (relative to the data folder, "/" separators) this schema describes: "blog.json", "neighborhoods/*.json". */
  files: string;
}

/**
 * One kind per entry of the content registry: each single document and each
 * collection, named by its file or folder, and each Spanish file, named
 * `es-` and its English name.
 */
export const CONTENT_FILE_KINDS: ContentFileKind[] = [
  ...[...DOCUMENTS, ...collectionEntries().map(([, declared]) => declared)].map((entry) => ({
    name: path.posix.basename(entry.files.includes('*') ? path.posix.dirname(entry.files) : entry.files, '.json'),
    title: `${entry.title} (data/${entry.files})`,
    schema: fileSchema(entry),
    files: entry.files,
  })),
  ...spanishFiles().map((entry) => ({
    name: `es-${path.posix.basename(entry.files, '.json')}`,
    title: `${entry.title} (data/${entry.files})`,
    schema: entry.schema,
    files: entry.files,
  })),
];

const SCHEMA_DIR = 'schemas';

const schemaFileOf = (kind: ContentFileKind) => `${SCHEMA_DIR}/${kind.name}.schema.json`;

function kindOf(file: string): ContentFileKind | undefined {
  return CONTENT_FILE_KINDS.find((kind) => matchesFiles(kind.files, file));
}

/** The `$schema` value of a data file: its schema's path relative to the file ("./schemas/blog.schema.json"). */
export function schemaRefOf(file: string): string | undefined {
  const kind = kindOf(file);
  if (!kind) return undefined;
  const relative = path.posix.relative(path.posix.dirname(file), schemaFileOf(kind));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The JSON Schema of one kind of file. `io: 'input'` describes what may be
 * written (an optional field may be left out; objects stay open, as zod
 * ignores unknown keys), not what the parser returns. Regex checks keep their
 * plain-words message as `patternErrorMessage`, which VS Code shows instead of
 * the bare pattern.
 */
function jsonSchemaOf(kind: ContentFileKind): Record<string, unknown> {
  const generated = z.toJSONSchema(kind.schema, {
    io: 'input',
    // Draft 7: the dialect editors (VS Code, JetBrains) support best; nothing here needs a newer one.
    target: 'draft-07',
    override: ({ zodSchema, jsonSchema }) => {
      const message = patternMessage(zodSchema);
      if (message && typeof jsonSchema.pattern === 'string') jsonSchema.patternErrorMessage = message;
    },
  }) as Record<string, unknown>;
  const { $schema: dialect, ...rest } = generated;
  return {
    $schema: dialect,
    title: kind.title,
    $comment: 'Generated from the content registry (server/content/collections.ts) by `npm run content:schema`; do not edit by hand.',
    ...rest,
  };
}

/** Every schema file, path (relative to the data folder) to text: 2-space JSON and a final newline. */
function generateSchemaFiles(): Map<string, string> {
  return new Map(CONTENT_FILE_KINDS.map((kind) => [schemaFileOf(kind), `${JSON.stringify(jsonSchemaOf(kind), null, 2)}\n`]));
}

export interface PlannedFile {
  /** Relative to the data folder, with "/" separators. */
  file: string;
  /** What the file should hold; undefined when it cannot be updated automatically (see `problem`). */
  text: string | undefined;
  /** What it holds now; undefined when it does not exist. */
  current: string | undefined;
  problem?: string;
}

/**
 * What `npm run content:schema` writes: every schema file, and every data file
 * with its "$schema" key. Nothing is written here; the staleness test compares
 * this with the files.
 */
export async function planSchemaFiles(dataDir: string): Promise<PlannedFile[]> {
  const read = (file: string) => readFile(path.join(dataDir, file), 'utf8').catch(() => undefined);
  const planned: PlannedFile[] = [];
  for (const [file, text] of generateSchemaFiles()) planned.push({ file, text, current: await read(file) });
  for (const file of await contentDataFiles(dataDir)) {
    const current = (await read(file))!;
    const text = withSchemaRef(current, schemaRefOf(file)!);
    planned.push(
      text === undefined ?
        {
          file,
          text,
          current,
          problem: 'has a "$schema" key that is not the first key, or does not start with "{": put "$schema" first by hand',
        }
      : { file, text, current },
    );
  }
  return planned;
}

/** The data files the schemas describe, relative to the data folder ("neighborhoods/bronx.json"). */
export async function contentDataFiles(dataDir: string): Promise<string[]> {
  const files = await Promise.all(CONTENT_FILE_KINDS.map((kind) => filesOf(dataDir, kind.files)));
  return files
    .flat()
    .filter((file) => existsSync(path.join(dataDir, file)))
    .sort();
}

/**
 * `text` (a data file) with `"$schema": ref` as its first key. Works on the
 * text, so the rest of the file keeps its exact formatting; undefined when the
 * file does not start with "{" or has a "$schema" key elsewhere (fix by hand).
 */
export function withSchemaRef(text: string, ref: string): string | undefined {
  const line = `"$schema": ${JSON.stringify(ref)}`;
  const existing = /^(\{\s*)"\$schema"\s*:\s*"(?:[^"\\]|\\.)*"/.exec(text);
  if (existing) return `${existing[1]}${line}${text.slice(existing[0].length)}`;
  if (/"\$schema"\s*:/.test(text)) return undefined;
  // "{\n  "version": …" → "{\n  "$schema": "…",\n  "version": …"
  const open = /^\{(\r?\n)([ \t]*)(?=")/.exec(text);
  if (open) {
    const [whole, newline, indent] = open;
    return `{${newline}${indent}${line},${newline}${indent}${text.slice(whole.length)}`;
  }
  if (/^\{\s*"/.test(text)) return text.replace(/^\{\s*/, `{ ${line}, `);
  return undefined;
}

/** The plain-words message of a zod string's regex check, if it has one. */
function patternMessage(schema: unknown): string | undefined {
  const checks = (schema as { _zod?: { def?: { checks?: { _zod?: { def?: Record<string, unknown> } }[] } } })._zod?.def?.checks ?? [];
  for (const check of checks) {
    const def = check._zod?.def;
    if (def?.check !== 'string_format' || def.format !== 'regex' || typeof def.error !== 'function') continue;
    const result: unknown = (def.error as (issue: object) => unknown)({});
    if (typeof result === 'string') return result;
    if (result && typeof (result as { message?: unknown }).message === 'string') return (result as { message: string }).message;
  }
  return undefined;
}
