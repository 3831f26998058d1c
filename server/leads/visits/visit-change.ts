// What the business may do with a request's site visit, from the lead page or
// `npm run leads`: confirm it, move it to another slot on offer with a place,
// or cancel it. Each is an event for the lead log, or a refusal's code (its
// words below, for the business: both places say the same).
import { offeredSlot, type VisitSlot } from '../../../shared/visit-slots';
import type { VisitSchedule } from '../../../shared/content-schema';
import { leadEvent, type LeadEvent, type VisitEvent } from '../lead-events';
import { takesPlace, type LeadVisit } from '../lead-visit';

export const VISIT_ACTIONS = { confirm: 'visit-confirmed', move: 'visit-moved', cancel: 'visit-cancelled' } as const satisfies Record<
  string,
  VisitEvent
>;
export type VisitAction = keyof typeof VISIT_ACTIONS;

export type VisitRefusal = 'no-visit' | 'cancelled' | 'confirmed-already' | 'same-slot' | 'slot-not-offered' | 'slot-full';

export const VISIT_REFUSAL_TEXT: Record<VisitRefusal, string> = {
  'no-visit': 'this request booked no site visit (move it to a slot to book one)',
  cancelled: 'its site visit was cancelled (move it to a slot to book one again)',
  'confirmed-already': 'its site visit is confirmed already',
  'same-slot': 'its site visit is in that slot already',
  'slot-not-offered': 'that slot is not on offer: past, closed, outside the windows or not a slot id (GET /api/visit-slots lists them)',
  'slot-full': 'that slot has no place left',
};

/**
 * The event that does `action` to `visit` (lead `leadId`) at `now`, or why
 * not. A move needs the id of a slot on offer and `placesLeft` in it (not
 * counting this visit's own place).
 */
export function visitChange(
  action: VisitAction,
  { leadId, visit, now, by }: { leadId: string; visit: LeadVisit | undefined; now: number; by?: 'visitor' },
  move?: { slotId: unknown; schedule: VisitSchedule; placesLeft: (slot: VisitSlot) => number },
): { event: LeadEvent } | { refused: VisitRefusal } {
  if (action === 'move') {
    const slot = move && offeredSlot(move.schedule, move.slotId, now);
    if (!slot) return { refused: 'slot-not-offered' };
    if (visit?.slot.id === slot.id && takesPlace(visit)) return { refused: 'same-slot' };
    if (move.placesLeft(slot) <= 0) return { refused: 'slot-full' };
    return { event: leadEvent(VISIT_ACTIONS.move, leadId, now, slot, by) };
  }
  if (!visit) return { refused: 'no-visit' };
  if (visit.state === 'cancelled') return { refused: 'cancelled' };
  if (action === 'confirm' && visit.state === 'confirmed') return { refused: 'confirmed-already' };
  return { event: leadEvent(VISIT_ACTIONS[action], leadId, now, undefined, by) };
}
