// Small shared state for every worker of this machine: per-address request
// counts, idempotency keys, used form tokens, running tallies and totals. With several workers the
// primary process keeps it and workers ask over the cluster IPC channel, so
// the same visitor gets the same answer whichever worker takes the request.
// A single process keeps it in its own memory. Entries expire, and the whole
// is bounded in count.
import cluster, { type Worker } from 'node:cluster';

export interface ClusterStore {
  /** Adds `delta` to `key`'s count in fixed windows of `windowMs`: the count in the current window and when it ends. */
  hit(key: string, windowMs: number, delta?: number): Promise<{ count: number; resetAt: number }>;
  /** The value of `key`, unless it expired. */
  get<T>(key: string): Promise<T | undefined>;
  /** Sets `key` for `ttlMs`. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Sets `key` only if it is not set: true when this call set it (check and set in one step). */
  setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Adds `delta` to a running count that never expires (what the site dropped, for /readyz). */
  tally(name: string, delta?: number): Promise<void>;
  /** Every running count. */
  tallies(): Promise<Record<string, number>>;
  /** Adds `delta` (less than 0 to take away) to a total that never expires and never goes below 0: the new total. */
  addToTotal(name: string, delta: number): Promise<number>;
  /** Sets a total to what was measured (the bytes a folder holds, say). */
  setTotal(name: string, value: number): Promise<void>;
}

type Operation =
  | { op: 'hit'; key: string; windowMs: number; delta: number }
  | { op: 'get'; key: string }
  | { op: 'set'; key: string; value: unknown; ttlMs: number }
  | { op: 'setIfAbsent'; key: string; value: unknown; ttlMs: number }
  | { op: 'delete'; key: string }
  | { op: 'tally'; name: string; delta: number }
  | { op: 'tallies' }
  | { op: 'addToTotal'; name: string; delta: number }
  | { op: 'setTotal'; name: string; value: number };

const MESSAGE = 'cluster-store';
const MAX_ENTRIES = 200_000;

/** The state itself, in this process's memory. */
export function memoryStore(now: () => number = Date.now): ClusterStore {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  // Apart from the entries, so no flood of addresses can evict them.
  const counts = new Map<string, number>();
  const totals = new Map<string, number>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, value: unknown, ttlMs: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    // Map order is insertion order: the oldest go first when there are too many.
    for (const [old, entry] of entries) {
      if (entries.size <= MAX_ENTRIES && entry.expiresAt > now()) break;
      entries.delete(old);
    }
  };
  return {
    hit(key, windowMs, delta = 1) {
      const entry = live(key) as { value: { count: number; resetAt: number } } | undefined;
      const counter = entry?.value ?? { count: 0, resetAt: now() + windowMs };
      counter.count = Math.max(0, counter.count + delta);
      if (!entry) put(key, counter, windowMs);
      return Promise.resolve({ ...counter });
    },
    get: <T>(key: string) => Promise.resolve(live(key)?.value as T | undefined),
    set(key, value, ttlMs) {
      put(key, value, ttlMs);
      return Promise.resolve();
    },
    setIfAbsent(key, value, ttlMs) {
      if (live(key)) return Promise.resolve(false);
      put(key, value, ttlMs);
      return Promise.resolve(true);
    },
    delete(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    tally(name, delta = 1) {
      counts.set(name, (counts.get(name) ?? 0) + delta);
      return Promise.resolve();
    },
    tallies: () => Promise.resolve(Object.fromEntries(counts)),
    addToTotal(name, delta) {
      const total = Math.max(0, (totals.get(name) ?? 0) + delta);
      totals.set(name, total);
      return Promise.resolve(total);
    },
    setTotal(name, value) {
      totals.set(name, value);
      return Promise.resolve();
    },
  };
}

/** In the primary: answers the workers' questions from one memory store. */
export function serveClusterStore(store: ClusterStore = memoryStore()): void {
  cluster.on('message', (worker: Worker, message: { type?: string; id?: number; operation?: Operation }) => {
    if (message?.type !== MESSAGE || typeof message.id !== 'number' || !message.operation) return;
    void run(store, message.operation).then(
      (result) => worker.isConnected() && worker.send({ type: MESSAGE, id: message.id, result }),
      (error: Error) => worker.isConnected() && worker.send({ type: MESSAGE, id: message.id, error: error.message }),
    );
  });
}

function run(store: ClusterStore, operation: Operation): Promise<unknown> {
  switch (operation.op) {
    case 'hit':
      return store.hit(operation.key, operation.windowMs, operation.delta);
    case 'get':
      return store.get(operation.key);
    case 'set':
      return store.set(operation.key, operation.value, operation.ttlMs);
    case 'setIfAbsent':
      return store.setIfAbsent(operation.key, operation.value, operation.ttlMs);
    case 'delete':
      return store.delete(operation.key);
    case 'tally':
      return store.tally(operation.name, operation.delta);
    case 'tallies':
      return store.tallies();
    case 'addToTotal':
      return store.addToTotal(operation.name, operation.delta);
    case 'setTotal':
      return store.setTotal(operation.name, operation.value);
  }
}

/** In a worker: the primary's store, asked over IPC. */
export function primaryStore(): ClusterStore {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  process.on('message', (message: { type?: string; id?: number; result?: unknown; error?: string }) => {
    if (message?.type !== MESSAGE || typeof message.id !== 'number') return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.result);
  });
  const ask = <T>(operation: Operation) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      process.send!({ type: MESSAGE, id, operation }, undefined, undefined, (error: Error | null) => {
        if (error) {
          waiting.delete(id);
          reject(error);
        }
      });
    });
  return {
    hit: (key, windowMs, delta = 1) => ask({ op: 'hit', key, windowMs, delta }),
    get: (key) => ask({ op: 'get', key }),
    set: (key, value, ttlMs) => ask({ op: 'set', key, value, ttlMs }),
    setIfAbsent: (key, value, ttlMs) => ask({ op: 'setIfAbsent', key, value, ttlMs }),
    delete: (key) => ask({ op: 'delete', key }),
    tally: (name, delta = 1) => ask({ op: 'tally', name, delta }),
    tallies: () => ask({ op: 'tallies' }),
    addToTotal: (name, delta) => ask({ op: 'addToTotal', name, delta }),
    setTotal: (name, value) => ask({ op: 'setTotal', name, value }),
  };
}
