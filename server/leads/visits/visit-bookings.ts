// The places left in each site-visit slot, shared by every worker. A slot's
// count of holds lives in the cluster store (the primary's memory, asked over
// IPC), so one atomic step decides who gets the last place whichever worker
// takes the request. The lead logs, where each held slot is written with its
// request, are what it is rebuilt from and kept in step with (visit-ledger.ts).
import type { VisitSchedule } from '../../../shared/content-schema';
import { DAY_MS } from '../../../shared/new-york-time';
import { offeredSlot, offeredSlots, type VisitSlot } from '../../../shared/visit-slots';
import type { ClusterStore } from '../../cluster-store';

/** A slot as GET /api/visit-slots lists it. */
export type SlotWithPlaces = VisitSlot & { available: number };

/** What became of the slot a request asked for. */
export type SlotHold =
  | { outcome: 'held'; slot: VisitSlot }
  /** Offered, but full by the time the request came: stored without the place. */
  | { outcome: 'taken'; slot: VisitSlot }
  /** Not a slot on offer: malformed, past, closed, outside the windows. */
  | { outcome: 'invalid' };

const holdsKey = (id: string) => `visit-slot:${id}`;
/** A slot's count is kept until a day after it ends. */
const keepFor = (slot: VisitSlot, now: number) => Math.max(DAY_MS, Date.parse(slot.end) - now + DAY_MS);

export function createVisitBookings({
  store,
  schedule,
  now = Date.now,
}: {
  store: ClusterStore;
  /** The schedule of the content as it is now. */
  schedule: () => VisitSchedule;
  now?: () => number;
}) {
  const holdsOf = async (id: string) => (await store.get<{ count: number }>(holdsKey(id)))?.count ?? 0;

  return {
    /** Every slot on offer now, with the places it has left. */
    async slots(): Promise<SlotWithPlaces[]> {
      const { crews } = schedule();
      const slots = offeredSlots(schedule(), now());
      const holds = await Promise.all(slots.map((slot) => holdsOf(slot.id)));
      return slots.map((slot, index) => ({ ...slot, available: Math.max(0, crews - holds[index]!) }));
    },

    /** Takes a place in the slot `id` names, when it is on offer and has one: one atomic count across every worker. */
    async hold(id: unknown): Promise<SlotHold> {
      const slot = offeredSlot(schedule(), id, now());
      if (!slot) return { outcome: 'invalid' };
      const { count } = await store.hit(holdsKey(slot.id), keepFor(slot, now()));
      if (count <= schedule().crews) return { outcome: 'held', slot };
      await store.hit(holdsKey(slot.id), keepFor(slot, now()), -1);
      return { outcome: 'taken', slot };
    },

    /** Gives a held place back (its request could not be stored, or the visit was cancelled or moved). */
    async release(slot: VisitSlot): Promise<void> {
      await store.hit(holdsKey(slot.id), keepFor(slot, now()), -1);
    },

    /** Takes a place whatever is left: a visit the business confirmed or moved there (its choice), or counted from the logs at start. */
    async take(slot: VisitSlot, count = 1): Promise<void> {
      await store.hit(holdsKey(slot.id), keepFor(slot, now()), count);
    },
  };
}

export type VisitBookings = ReturnType<typeof createVisitBookings>;
