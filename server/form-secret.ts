import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The contact-form signing secret: FORM_SECRET when set, else one generated
 * once and kept in `form-secret` beside the lead log, so forms rendered before
 * a restart (or by another worker) still verify.
 */
export async function resolveFormSecret(configured: string | undefined, leadsFile: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(path.dirname(leadsFile), 'form-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // none yet
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another worker wrote it first: use theirs.
    return (await readFile(file, 'utf8')).trim();
  }
}
