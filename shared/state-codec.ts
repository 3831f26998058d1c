// The page's state block carries lists like the 247 neighborhoods; as plain
// JSON every item repeats every key. Lists of same-shaped objects are sent
// as one key row plus value rows instead, and unpacked before hydration.
// Nothing else changes: unpack(pack(x)) deep-equals x.

const TABLE = '$table';
const MIN_ROWS = 8;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameShape(items: unknown[]): string[] | undefined {
  if (items.length < MIN_ROWS || !items.every(isPlainObject)) return undefined;
  const keys = Object.keys(items[0] as object);
  const signature = keys.join('\u0000');
  if (keys.includes(TABLE)) return undefined;
  return (items as object[]).every((item) => Object.keys(item).join('\u0000') === signature) ? keys : undefined;
}

export function packState(value: unknown): unknown {
  if (Array.isArray(value)) {
    const keys = sameShape(value);
    if (keys) return { [TABLE]: keys, rows: (value as Record<string, unknown>[]).map((item) => keys.map((key) => packState(item[key]))) };
    return value.map(packState);
  }
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, packState(v)]));
  return value;
}

export function unpackState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unpackState);
  if (isPlainObject(value)) {
    const keys = value[TABLE];
    if (Array.isArray(keys) && Array.isArray(value.rows) && Object.keys(value).length === 2) {
      return (value.rows as unknown[][]).map((row) => Object.fromEntries(keys.map((key, i) => [key as string, unpackState(row[i])])));
    }
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, unpackState(v)]));
  }
  return value;
}
