// Writing a whole file so that a crash leaves either the old file or the new
// one, never half of it: the bytes go to a temporary name beside it, are
// synced, renamed into place, and (when asked) the folder is synced so the
// new name itself survives a power cut.
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file` whole (temporary name, fsync, rename); `syncFolder`: also fsyncs its folder;
 * `sync: false` for a cache, which a crash may lose but never leaves half-written.
 */
export async function writeFileDurably(file: string, bytes: Buffer, { mode = 0o640, syncFolder = false, sync = true } = {}): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(bytes);
      if (sync) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  if (syncFolder) await syncDirectory(path.dirname(file));
}

/** fsyncs a folder: the names created, renamed or removed in it survive a crash. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
