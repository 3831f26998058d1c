// A durable append-only log: one JSON object per line (NDJSON), appended by a
// single writer process (each process writes a file of its own). An append
// resolves only after the line is fdatasync'ed, and the appends that arrive
// while a sync is under way share the next one (group commit), so durability
// costs one sync per batch, not per record. The lead log and the
// notification outbox are both such logs. A log of traffic events, where no
// one waits on a single record, gathers appends for `batchMs` before each
// write, so a busy second costs one sync, not one per event.
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from './durable-file';

export interface NdjsonLog {
  readonly file: string;
  /** Opens (creating the folder and file, ending a torn last line) now rather than on the first append. */
  open(): Promise<void>;
  /** Resolves once `record` is on disk as one line; rejects if it could not be stored. */
  append(record: object): Promise<void>;
  /** True when the log can be opened for appending right now (readiness). */
  writable(): Promise<boolean>;
  /** Waits for pending appends, then closes the file. */
  close(): Promise<void>;
}

interface Pending {
  bytes: Buffer;
  resolve: () => void;
  reject: (error: Error) => void;
}

export interface NdjsonLogOptions {
  /** How long the first append of a batch waits for others before the batch is written; default 0 (at once). */
  batchMs?: number;
}

export function openNdjsonLog(
  file: string,
  onWarning: (message: string) => void = () => {},
  { batchMs = 0 }: NdjsonLogOptions = {},
): NdjsonLog {
  const queue: Pending[] = [];
  let handle: FileHandle | undefined;
  let draining: Promise<void> | undefined;

  let opening: Promise<FileHandle> | undefined;

  /** The open log; reopened when it was never opened, or moved or deleted meanwhile. One open at a time. */
  async function ensureOpen(): Promise<FileHandle> {
    if (handle && (await stillAtPath(handle))) return handle;
    opening ??= reopen().finally(() => {
      opening = undefined;
    });
    return opening;
  }

  async function reopen(): Promise<FileHandle> {
    if (handle) {
      onWarning(`${file}: the log file was moved or deleted while open; reopening it`);
      await handle.close().catch(() => {});
      handle = undefined;
    }
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    let created = false;
    let fh: FileHandle;
    try {
      fh = await open(file, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_EXCL, 0o640);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      fh = await open(file, 'a+', 0o640);
    }
    try {
      if (created) await syncDirectory(dir);
      else await endTornLine(fh);
    } catch (error) {
      await fh.close().catch(() => {});
      throw error;
    }
    handle = fh;
    return fh;
  }

  // A crash mid-write can leave a last line without its newline. It was never
  // acknowledged; ending it here keeps the next record on a line of its own,
  // and readers skip the torn line with a warning.
  async function endTornLine(fh: FileHandle): Promise<void> {
    const { size } = await fh.stat();
    if (size === 0) return;
    const last = Buffer.alloc(1);
    await fh.read(last, 0, 1, size - 1);
    if (last[0] !== 0x0a) {
      onWarning(`${file}: the last line was incomplete (an interrupted write); it is set aside and new records start on a new line`);
      await writeAll(fh, Buffer.from('\n'));
      await fh.datasync();
    }
  }

  // An open handle to a file that was deleted or replaced would "succeed" into
  // an orphaned inode: check the path still names the file we hold, per batch.
  async function stillAtPath(fh: FileHandle): Promise<boolean> {
    try {
      const [onDisk, held] = await Promise.all([stat(file), fh.stat()]);
      return onDisk.ino === held.ino && onDisk.dev === held.dev;
    } catch {
      return false;
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        const fh = await ensureOpen();
        await writeAll(fh, Buffer.concat(batch.map((p) => p.bytes)));
        await fh.datasync();
        for (const p of batch) p.resolve();
      } catch (error) {
        // Drop the handle so the next batch reopens (and repairs) the file:
        // writes resume by themselves once the fault clears.
        const broken = handle;
        handle = undefined;
        await broken?.close().catch(() => {});
        for (const p of batch) p.reject(error as Error);
      }
    }
    draining = undefined;
  }

  return {
    file,
    async open() {
      await ensureOpen();
    },
    async writable() {
      try {
        await ensureOpen();
        return true;
      } catch {
        return false;
      }
    },
    append(record) {
      const bytes = Buffer.from(`${JSON.stringify(record)}\n`);
      return new Promise<void>((resolve, reject) => {
        queue.push({ bytes, resolve, reject });
        draining ??= batchMs > 0 ? new Promise((wait) => setTimeout(wait, batchMs)).then(drain) : drain();
      });
    },
    async close() {
      await draining;
      await handle?.close();
      handle = undefined;
    },
  };
}

async function writeAll(fh: FileHandle, bytes: Buffer): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await fh.write(bytes, offset);
    offset += bytesWritten;
  }
}

interface NdjsonLine<T> {
  /** 1-based line number in the file. */
  line: number;
  value: T;
}

export interface NdjsonProblem {
  file: string;
  line: number;
  message: string;
}

export interface NdjsonContents<T> {
  records: NdjsonLine<T>[];
  /** Lines that are not complete JSON, or that `parse` refused: never dropped silently. */
  problems: NdjsonProblem[];
}

/**
 * Every line of a log, each turned into a record by `parse` (which returns
 * the record, or throws with the reason it is not one). A missing file is an
 * empty log. A last line without its newline is a write that was never
 * acknowledged (the process stopped mid-write): it is reported like any bad line.
 * A line of whitespace only is nothing, neither a record nor a problem: an
 * empty line, or a record erased in place (ndjson-erase.ts), which keeps the
 * line numbers of the others.
 */
export async function readNdjson<T>(file: string, parse: (value: unknown) => T): Promise<NdjsonContents<T>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], problems: [] };
    throw error;
  }
  const records: NdjsonLine<T>[] = [];
  const problems: NdjsonProblem[] = [];
  text.split('\n').forEach((content, index) => {
    if (content.trim() === '') return;
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch {
      // A torn last line, or one a later start ended (endTornLine): never acknowledged.
      problems.push({ file, line, message: 'skipped a line that is not complete JSON (an interrupted write)' });
      return;
    }
    try {
      records.push({ line, value: parse(value) });
    } catch (error) {
      problems.push({ file, line, message: `skipped: ${(error as Error).message}` });
    }
  });
  return { records, problems };
}

/** `file:line: message`, for warnings. */
export const problemText = ({ file, line, message }: NdjsonProblem) => `${file}:${line}: ${message}`;

/** The names in a folder of logs; none when the folder does not exist yet (nothing was written). */
export async function logFolderNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
