import { readFile } from 'node:fs/promises';

/** Reads every parseable line of a lead log; a torn or corrupt line is skipped with a warning. */
export async function readLeads(file: string, onWarning: (message: string) => void = () => {}): Promise<Record<string, unknown>[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: Record<string, unknown>[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    try {
      records.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      onWarning(`${file}:${index + 1}: skipped a line that is not complete JSON (an interrupted write)`);
    }
  });
  return records;
}
