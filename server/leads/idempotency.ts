// Remembers the result of each stored contact request by its idempotency key,
// so a repeat (double click, network retry, resubmitted form) answers the
// first result and stores nothing new. Bounded in entries and age.

export interface Remembered<T> {
  /** Runs `store` once per key; a repeat gets the first result. Results `keep` rejects are forgotten. */
  once(key: string, store: () => Promise<T>, keep: (result: T) => boolean): Promise<T>;
  /** Marks keys already in the log (read at start-up) as done with `result`. */
  seed(key: string, result: T, at: number): void;
}

export function rememberResults<T>({ maxEntries = 10_000, maxAgeMs = 24 * 60 * 60 * 1000, now = Date.now } = {}): Remembered<T> {
  const entries = new Map<string, { result: Promise<T>; at: number }>();

  const prune = () => {
    const cutoff = now() - maxAgeMs;
    // Map keeps insertion order: the oldest come first.
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && entry.at >= cutoff) break;
      entries.delete(key);
    }
  };

  return {
    once(key, store, keep) {
      const existing = entries.get(key);
      if (existing && existing.at >= now() - maxAgeMs) return existing.result;
      const result = store().then(
        (value) => {
          if (!keep(value)) entries.delete(key);
          return value;
        },
        (error: unknown) => {
          entries.delete(key);
          throw error;
        },
      );
      entries.set(key, { result, at: now() });
      prune();
      return result;
    },
    seed(key, result, at) {
      if (at < now() - maxAgeMs) return;
      entries.set(key, { result: Promise.resolve(result), at });
      prune();
    },
  };
}
