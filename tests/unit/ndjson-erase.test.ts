// Erasing a line of a durable log in place (server/storage/ndjson-erase.ts),
// and the readers taking a line of spaces as nothing.
import { appendFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eraseLogLines, findLogLines, LogChangedError } from '../../server/storage/ndjson-erase';
import { openNdjsonLog, readNdjson } from '../../server/storage/ndjson-log';

const line = (value: object) => `${JSON.stringify(value)}\n`;
const hasId = (id: string) => (value: unknown) => (value as { id?: unknown } | null)?.id === id;

async function logWith(text: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fbt-erase-')), 'log.ndjson');
  await writeFile(file, text);
  return file;
}

describe('findLogLines and eraseLogLines', () => {
  it('overwrite exactly the bytes of the matching line with spaces, keeping its newline, the size and every other byte', async () => {
    // Multi-byte characters before and in the line: offsets and lengths are bytes, not characters.
    const [first, target, last] = [line({ id: 'a', name: 'Zoë Ñúñez' }), line({ id: 'b', name: 'José 🧱' }), line({ id: 'c' })];
    const file = await logWith(first + target + last);
    const before = await readFile(file);

    const found = await findLogLines(file, hasId('b'));
    expect(found.map(({ line, offset }) => ({ line, offset }))).toEqual([{ line: 2, offset: Buffer.byteLength(first) }]);
    await eraseLogLines(file, found);

    const after = await readFile(file);
    expect(after.length).toBe(before.length);
    const targetBytes = Buffer.byteLength(target);
    expect(after.toString('utf8')).toBe(first + ' '.repeat(targetBytes - 1) + '\n' + last);
    expect(after.subarray(0, Buffer.byteLength(first)).equals(before.subarray(0, Buffer.byteLength(first)))).toBe(true);
  });

  it('erases a last line that has no newline, to the end of the file', async () => {
    const file = await logWith(`${line({ id: 'a' })}{"id":"b"}`);
    await eraseLogLines(file, await findLogLines(file, hasId('b')));
    expect(await readFile(file, 'utf8')).toBe(`${line({ id: 'a' })}${' '.repeat(10)}`);
  });

  it('never matches a line that is not JSON, and finds nothing in a missing file', async () => {
    const file = await logWith(`{"id":"b"\n${line({ id: 'b' })}`);
    expect((await findLogLines(file, hasId('b'))).map((found) => found.line)).toEqual([2]);
    expect(await findLogLines(`${file}.missing`, hasId('b'))).toEqual([]);
  });

  it('when the file no longer holds the line where it was found, writes nothing and says so', async () => {
    const file = await logWith(line({ id: 'a' }) + line({ id: 'b' }));
    const found = await findLogLines(file, hasId('b'));
    const edited = line({ id: 'a', name: 'x' }) + line({ id: 'b' });
    await writeFile(file, edited);
    await expect(eraseLogLines(file, found)).rejects.toThrow(LogChangedError);
    expect(await readFile(file, 'utf8')).toBe(edited);
  });

  it('keeps a line the site appends between the read and the erase, from its open O_APPEND handle', async () => {
    const file = await logWith(line({ id: 'a' }) + line({ id: 'b' }));
    const log = openNdjsonLog(file);
    await log.open();
    const found = await findLogLines(file, hasId('a'));
    await log.append({ id: 'c' });
    await eraseLogLines(file, found);
    await log.append({ id: 'd' });
    await log.close();
    const { records, problems } = await readNdjson(file, (value) => value as { id: string });
    expect(records.map(({ line, value }) => [line, value.id])).toEqual([
      [2, 'b'],
      [3, 'c'],
      [4, 'd'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('readNdjson', () => {
  it('takes a line of whitespace only as nothing: no record, no problem, the other lines keep their numbers', async () => {
    const file = await logWith(`${line({ id: 'a' })}${' '.repeat(40)}\n\n \t \n${line({ id: 'b' })}`);
    await appendFile(file, '   ');
    const { records, problems } = await readNdjson(file, (value) => value as { id: string });
    expect(records.map(({ line, value }) => [line, value.id])).toEqual([
      [1, 'a'],
      [5, 'b'],
    ]);
    expect(problems).toEqual([]);
  });
});
