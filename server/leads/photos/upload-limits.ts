// How many photo bytes one client address may send within an hour, counted
// for every worker in the cluster store: past the soft limit its uploads are
// still stored and flagged "upload-rate" (an office sends many photos from
// one address); past the hard limit further photos are refused, with the
// phone number. An upload is counted as its bytes arrive, and once it ends
// as the larger of what was sent and what is stored (the photo as kept and
// its thumbnail), so neither a large photo kept small nor a small file that
// grows goes past the allowance. The store's own size bound and the disk
// guard are checked by the photo store and the route.
import type { ClusterStore } from '../../cluster-store';
import { UploadProblem } from './decode-lead-photo';

const HOUR_MS = 60 * 60 * 1000;

/** Something that counts an upload's bytes as they arrive and once kept: a sender's hour, the photo store's total. */
export interface ByteAccount {
  /** Adds `delta` bytes (less than 0: gives them back); resolves with why no more may come once past its limit (0: only checks). */
  add(delta: number): Promise<UploadProblem | undefined>;
}

export interface UploadAllowance {
  /** Flags the photo earns, or `refused` with the seconds until the hour's count ends. */
  check(client: string): Promise<{ refused: false; flags: string[] } | { refused: true; retryAfterSeconds: number }>;
  /** `client`'s hour, charged by the photo store as an upload's bytes arrive and end. */
  account(client: string): ByteAccount;
}

/** Whether a total `total`, just changed by `delta`, is past `limit` (a check, delta 0, is past once it is reached). */
export const pastLimit = (total: number, delta: number, limit: number) => (delta > 0 ? total > limit : total >= limit);

export function uploadAllowance(
  store: ClusterStore,
  { softBytesPerHour, hardBytesPerHour }: { softBytesPerHour: number; hardBytesPerHour: number },
  now = Date.now,
): UploadAllowance {
  const key = (client: string) => `upload-bytes:${client}`;
  const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - now()) / 1000));
  return {
    async check(client) {
      const { count, resetAt } = await store.hit(key(client), HOUR_MS, 0);
      if (count >= hardBytesPerHour) return { refused: true, retryAfterSeconds: retryAfter(resetAt) };
      return { refused: false, flags: count >= softBytesPerHour ? ['upload-rate'] : [] };
    },
    account: (client) => ({
      async add(delta) {
        const { count, resetAt } = await store.hit(key(client), HOUR_MS, delta);
        return delta >= 0 && pastLimit(count, delta, hardBytesPerHour) ?
            new UploadProblem('rate', { retryAfterSeconds: retryAfter(resetAt) })
          : undefined;
      },
    }),
  };
}
