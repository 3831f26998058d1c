// Where a request's site visit stands: the slot it asked for (held, or
// found full), then what the business did, event by event (confirmed, moved
// to another slot, cancelled). The lead page, `npm run leads`, the places of
// the slots and the invitations all read it from here.
import type { VisitSlot } from '../../shared/visit-slots';
import type { LeadEvent } from './lead-events';
import type { LeadRecord } from './lead-record';

export interface LeadVisit {
  slot: VisitSlot;
  /** held: the place is the visitor's, to confirm; taken: it was full when the request came; confirmed; cancelled. */
  state: 'held' | 'taken' | 'confirmed' | 'cancelled';
  /** The invitation's SEQUENCE: 0 as booked, one more for each move and for a cancellation. */
  sequence: number;
}

/** The visit as the request booked it; undefined when it named no slot on offer. */
export function bookedVisit(lead: Pick<LeadRecord, 'visit'>): LeadVisit | undefined {
  const slot = lead.visit?.slot;
  return slot && { slot: { id: slot.id, start: slot.start, end: slot.end }, state: slot.held ? 'held' : 'taken', sequence: 0 };
}

/** The visit after one more event; events that are not about the visit leave it as it is. */
export function afterVisitEvent(visit: LeadVisit | undefined, event: LeadEvent): LeadVisit | undefined {
  switch (event.event) {
    case 'visit-confirmed':
      return visit && visit.state !== 'cancelled' ? { ...visit, state: 'confirmed' } : visit;
    case 'visit-moved':
      // Moved by the business, it is agreed; by the visitor, it is held for the business to confirm.
      return event.slot ?
          { slot: event.slot, state: event.by === 'visitor' ? 'held' : 'confirmed', sequence: visit ? visit.sequence + 1 : 0 }
        : visit;
    case 'visit-cancelled':
      return visit && visit.state !== 'cancelled' ? { ...visit, state: 'cancelled', sequence: visit.sequence + 1 } : visit;
    default:
      return visit;
  }
}

/** Where the visit of a lead stands after all its events (oldest first). */
export const visitOf = (lead: Pick<LeadRecord, 'visit'>, events: readonly LeadEvent[]): LeadVisit | undefined =>
  events.reduce(afterVisitEvent, bookedVisit(lead));

/** True while the visit takes a place of its slot: held for the visitor, or confirmed by the business (a move takes the new slot's). */
export const takesPlace = (visit: LeadVisit | undefined): visit is LeadVisit => visit?.state === 'held' || visit?.state === 'confirmed';
