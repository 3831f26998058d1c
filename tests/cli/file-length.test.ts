// Every file of the operator commands stays short enough to read in one
// sitting: one job each, the shared parts in cli/toolkit/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI = path.resolve(import.meta.dirname, '../../cli');
const MAX_LINES = 250;

/** Lines as `wc -l` counts them: line ends. */
const lineCount = (text: string) => text.split('\n').length - 1;

describe('cli/', () => {
  const files = readdirSync(CLI, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));

  it('holds the four commands and the toolkit (so the check below reads real files)', () => {
    expect(files).toEqual(expect.arrayContaining(['leads.ts', 'traffic.ts', 'content-check.ts', 'content-schema.ts']));
    expect(files.some((file) => file.startsWith(`toolkit${path.sep}`))).toBe(true);
  });

  it(`has no file over ${MAX_LINES} lines, at any depth`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(CLI, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('counts lines as wc -l does', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb\n')]).toEqual([0, 0, 1, 2]);
  });
});
