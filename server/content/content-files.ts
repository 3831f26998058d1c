// Which files of the data folder hold content: the files each collection's
// pattern names ("blog.json", "neighborhoods/*.json"), the single documents,
// and the original photos under photos/. The loader reads them; the dev
// watcher reloads when one changes.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PHOTOS_FOLDER } from '../photos/photo-settings';
import { COLLECTIONS, DOCUMENTS } from './collections';

/** True when `file` (relative to the data folder, "/" separators) is one `pattern` names ("blog.json", "neighborhoods/*.json"). */
export function matchesFiles(pattern: string, file: string): boolean {
  const star = pattern.indexOf('*');
  if (star < 0) return file === pattern;
  const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return file.startsWith(before) && file.endsWith(after) && !file.slice(before.length, file.length - after.length).includes('/');
}

/** True when a change to `file` (relative to the data folder) changes the content: a file of the registry, or a photo. */
export function isContentFile(file: string): boolean {
  const posix = file.split(path.sep).join('/');
  return (
    posix.startsWith(`${PHOTOS_FOLDER}/`) || [...DOCUMENTS, ...Object.values(COLLECTIONS)].some((entry) => matchesFiles(entry.files, posix))
  );
}

/** The data files a pattern of the registry names, relative to the data folder ("neighborhoods/bronx.json"), sorted. */
export async function filesOf(dataDir: string, pattern: string): Promise<string[]> {
  if (!pattern.includes('*')) return [pattern];
  const folder = path.posix.dirname(pattern);
  const names = await readdir(path.join(dataDir, folder)).catch(() => []);
  return names
    .map((name) => `${folder}/${name}`)
    .filter((file) => matchesFiles(pattern, file))
    .sort();
}
