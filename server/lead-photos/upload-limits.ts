// How many photo bytes one client address may send within an hour, counted
// for every worker in the cluster store: past the soft limit its uploads are
// still stored and flagged "upload-rate" (an office sends many photos from
// one address); past the hard limit further photos are refused, with the
// phone number. The store's own size bound and the disk guard are checked
// by the photo store and the route.
import type { ClusterStore } from '../cluster-store';

const HOUR_MS = 60 * 60 * 1000;

export interface UploadAllowance {
  /** Flags the photo earns, or `refused` with the seconds until the hour's count ends. */
  check(client: string): Promise<{ refused: false; flags: string[] } | { refused: true; retryAfterSeconds: number }>;
  /** Counts `bytes` received from `client`. */
  count(client: string, bytes: number): Promise<void>;
}

export function uploadAllowance(
  store: ClusterStore,
  { softBytesPerHour, hardBytesPerHour }: { softBytesPerHour: number; hardBytesPerHour: number },
  now = Date.now,
): UploadAllowance {
  const key = (client: string) => `upload-bytes:${client}`;
  return {
    async check(client) {
      const { count, resetAt } = await store.hit(key(client), HOUR_MS, 0);
      if (count >= hardBytesPerHour) return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)) };
      return { refused: false, flags: count >= softBytesPerHour ? ['upload-rate'] : [] };
    },
    async count(client, bytes) {
      await store.hit(key(client), HOUR_MS, bytes);
    },
  };
}
