import type { z } from 'zod';

/** A content problem an editor can act on: `data/services.json → restoration: features[2]: expected text`. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content in data/ has ${problems.length} problem(s). Fix them and start again:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ContentError';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/**
 * Turns zod issues into lines naming file, item and field. `path[0]` is the
 * collection ("services"), `path[1]` the item index: the item is named by its
 * slug where it has one.
 */
export function describeIssues(file: string, data: unknown, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const [collection, index, ...rest] = issue.path;
    if (typeof collection === 'string' && typeof index === 'number') {
      const items = (data as Record<string, unknown>)[collection];
      const item = Array.isArray(items) ? (items[index] as { slug?: unknown } | undefined) : undefined;
      const name = typeof item?.slug === 'string' && item.slug ? item.slug : `${collection}[${index}]`;
      return `${file} → ${name}: ${formatPath(rest) || '(item)'}: ${issue.message}`;
    }
    return `${file} → ${formatPath(issue.path) || '(file)'}: ${issue.message}`;
  });
}
