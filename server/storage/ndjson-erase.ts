// Erasing records from a durable log (ndjson-log.ts) where they are, for a
// deletion a person asks for. The logs are append-only files that running
// server processes keep open and append to (O_APPEND): rewriting or renaming
// one while the site runs could lose a line appended meanwhile. So a line is
// erased in place: its bytes, not its newline, overwritten with as many
// spaces, then synced. The file keeps its size, every other byte and its line
// numbers; an append can only add bytes past the end, never touch these.
// Readers (readNdjson) take a line of spaces as nothing at all.
import { readFile, open } from 'node:fs/promises';

export interface LogLine {
  file: string;
  /** 1-based, as readNdjson numbers it. */
  line: number;
  /** Where its first byte is in the file. */
  offset: number;
  /** Its bytes as read, without the newline. */
  bytes: Buffer;
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

/**
 * The lines of `file` whose JSON `matches` (a missing file has none). A line
 * that is not JSON, such as a torn one or one still being appended, never
 * matches.
 */
export async function findLogLines(file: string, matches: (value: unknown) => boolean): Promise<LogLine[]> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: LogLine[] = [];
  for (let offset = 0, line = 1; offset < bytes.length; line++) {
    const end = bytes.indexOf(NEWLINE, offset);
    const content = bytes.subarray(offset, end === -1 ? bytes.length : end);
    let value: unknown;
    try {
      value = JSON.parse(content.toString('utf8'));
    } catch {
      value = undefined;
    }
    if (value !== undefined && matches(value)) found.push({ file, line, offset, bytes: Buffer.from(content) });
    if (end === -1) break;
    offset = end + 1;
  }
  return found;
}

/** Thrown when a log no longer holds a line where it was found: nothing of that file was erased. */
export class LogChangedError extends Error {
  override name = 'LogChangedError';
}

/**
 * Overwrites each of `lines` (found in `file` by findLogLines) with spaces,
 * then fdatasyncs. Each line is first read again at its offset: if any is no
 * longer there byte for byte (the file was replaced or edited since), nothing
 * is written and a LogChangedError is thrown. The file is opened without
 * O_APPEND, so each write lands at its offset.
 */
export async function eraseLogLines(file: string, lines: readonly LogLine[]): Promise<void> {
  if (lines.length === 0) return;
  const handle = await open(file, 'r+');
  try {
    for (const { line, offset, bytes } of lines) {
      const now = Buffer.alloc(bytes.length);
      const { bytesRead } = await handle.read(now, 0, bytes.length, offset);
      if (bytesRead !== bytes.length || !now.equals(bytes)) {
        throw new LogChangedError(`${file}:${line}: the line is no longer where it was read (the file was replaced or edited)`);
      }
    }
    for (const { offset, bytes } of lines) {
      const blank = Buffer.alloc(bytes.length, SPACE);
      let written = 0;
      while (written < blank.length) {
        const result = await handle.write(blank, written, blank.length - written, offset + written);
        written += result.bytesWritten;
      }
    }
    await handle.datasync();
  } finally {
    await handle.close();
  }
}
