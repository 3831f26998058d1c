// A file's path as the reports print it: relative to the folder the command
// runs in when the file is inside it (var/contacts.ndjson), else absolute.
import path from 'node:path';

export function shownPath(file: string, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, path.resolve(cwd, file));
  const inside = relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
  return inside ? relative : path.resolve(cwd, file);
}
