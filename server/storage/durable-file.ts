// Writing a whole file so that a crash leaves either the old file or the new
// one, never half of it: the bytes go to a temporary name beside it, are
// synced, renamed into place, and (when asked) the folder is synced so the
// new name itself survives a power cut. A folder of files made together is
// published the same way: written under a temporary name, then renamed.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Writes `bytes` to `file` durably (temporary name, fsync, rename); `syncFolder`: also fsyncs its folder. */
export async function writeFileDurably(file: string, bytes: Buffer, { mode = 0o640, syncFolder = false } = {}): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
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

/** A temporary folder beside `folder` to write into, then `publish()` it whole (another process that got there first wins), or `discard()` it. */
export async function folderInTheMaking(folder: string) {
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(partial, { recursive: true });
  return {
    path: partial,
    publish: () => rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true })),
    discard: () => rm(partial, { recursive: true, force: true }),
  };
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
