// The lint setup catches what it promises: code appended to real files of the
// tree is linted with the project's own configuration (ESLint with type
// information, Prettier), as `npm run lint` would lint it.
import { readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** `file` as it is, or with `code` appended after a blank line. */
async function withCode(file: string, code?: string): Promise<string> {
  const original = await readFile(file, 'utf8');
  return code === undefined ? original : `${original}\n${code}\n`;
}

/** The rule ids ESLint reports for `file` (with `code` appended). */
async function ruleIdsFor(file: string, code?: string): Promise<string[]> {
  const [result] = await eslint.lintText(await withCode(file, code), { filePath: file });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/** True when Prettier would leave `file` (with `code` appended) as it is. */
async function formatted(file: string, code?: string): Promise<boolean> {
  const options = await prettier.resolveConfig(file);
  return prettier.check(await withCode(file, code), { ...options, filepath: file });
}

// The first lint builds the TypeScript program of the whole tree: seconds alone, more beside the other lanes.
describe('npm run lint', { timeout: 60_000 }, () => {
  it('finds nothing in a server file as it is', async () => {
    expect(await ruleIdsFor('server/app.ts')).toEqual([]);
    expect(await formatted('server/app.ts')).toBe(true);
  });

  it('fails on a mis-formatted function with an unused variable and an any parameter', async () => {
    const sloppy = 'export function sloppy( value:any ){const unused=1\n  return value}';
    const rules = await ruleIdsFor('server/app.ts', sloppy);
    expect(rules).toContain('@typescript-eslint/no-unused-vars');
    expect(rules).toContain('@typescript-eslint/no-explicit-any');
    expect(await formatted('server/app.ts', sloppy)).toBe(false);
  });

  it('catches a floating promise and var', async () => {
    const code = 'export function later() {\n  var count = 1;\n  Promise.resolve(count);\n}';
    const rules = await ruleIdsFor('server/storage/ndjson-log.ts', code);
    expect(rules).toContain('@typescript-eslint/no-floating-promises');
    expect(rules).toContain('no-var');
  });

  it('catches a missing hook dependency in the React app', async () => {
    const code = [
      'export function useDouble(value: number) {',
      '  const [double, setDouble] = useState(0);',
      '  useEffect(() => {',
      '    const timer = setTimeout(() => setDouble(value * 2), 10);',
      '    return () => clearTimeout(timer);',
      '  }, []);',
      '  return double;',
      '}',
    ].join('\n');
    const file = 'client/components/toaster.tsx';
    expect(await ruleIdsFor(file, code)).toContain('react-hooks/exhaustive-deps');
  });
});
