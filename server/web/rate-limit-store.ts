// express-rate-limit's counts kept in the cluster store, so every worker of
// the machine counts one address together (leads, form tokens, traffic).
import type { Store } from 'express-rate-limit';
import type { ClusterStore } from '../cluster-store';

/** express-rate-limit's counts, kept in the cluster store under `{prefix}:{client}`. */
export function clusterCounts(store: ClusterStore, windowMs: number, prefix = 'rate'): Store {
  const key = (client: string) => `${prefix}:${client}`;
  return {
    async increment(client) {
      const { count, resetAt } = await store.hit(key(client), windowMs);
      return { totalHits: count, resetTime: new Date(resetAt) };
    },
    async decrement(client) {
      await store.hit(key(client), windowMs, -1);
    },
    async resetKey(client) {
      await store.delete(key(client));
    },
  };
}
