// The words of the visitor's page of their site visit (visit-page.tsx), in
// each language a request can be sent in. Only the site's own words.
import type { Language } from '../../../shared/language';
import type { VisitRefusal } from './visit-change';
import type { LeadVisit } from '../lead-visit';

export interface VisitPageText {
  title: string;
  /** Where the visit stands; `slot` is its label. */
  state: Record<LeadVisit['state'], (slot: string) => string>;
  none: string;
  pick: { another: string; first: string };
  move: string;
  book: string;
  cancel: string;
  /** When no other slot has a place. */
  noSlots: (phone: string) => string;
  /** Around the business's phone number. */
  call: { before: string; after: string };
  refused: (refusal: VisitRefusal) => string;
  back: string;
  /** An altered or expired link. */
  expired: (phone: string) => string;
}

const en: VisitPageText = {
  title: 'Your site visit',
  state: {
    held: (slot) => `${slot}: held for you. We will call to confirm it.`,
    confirmed: (slot) => `${slot}: confirmed. See you then.`,
    cancelled: (slot) => `Your visit of ${slot} is cancelled.`,
    taken: (slot) => `${slot} was taken just before your request. Pick another time below, or we will call to agree one.`,
  },
  none: 'No time is booked yet. Pick one below, or we will call to agree one.',
  pick: { another: 'Pick another time', first: 'Pick a time' },
  move: 'Move my visit',
  book: 'Book this time',
  cancel: 'Cancel my visit',
  noSlots: (phone) => `No other time is free in the coming days. Call us at ${phone} to agree one.`,
  call: { before: 'Questions? Call us at ', after: '.' },
  refused: (refusal) =>
    refusal === 'slot-full' ? 'That time was just taken. Please pick another.'
    : refusal === 'slot-not-offered' ? 'That time is no longer offered. Please pick another.'
    : 'There is no visit to change. Pick a time, or call us.',
  back: 'Back to your visit',
  expired: (phone) => `This link no longer opens your visit. Call us at ${phone} and we will help.`,
};

const es: VisitPageText = {
  title: 'Su visita',
  state: {
    held: (slot) => `${slot}: reservada para usted. Le llamaremos para confirmarla.`,
    confirmed: (slot) => `${slot}: confirmada. Nos vemos entonces.`,
    cancelled: (slot) => `Su visita del ${slot} está cancelada.`,
    taken: (slot) => `${slot} se ocupó justo antes de su solicitud. Elija otro horario abajo, o le llamaremos para acordarlo.`,
  },
  none: 'Todavía no hay un horario reservado. Elija uno abajo, o le llamaremos para acordarlo.',
  pick: { another: 'Elija otro horario', first: 'Elija un horario' },
  move: 'Cambiar mi visita',
  book: 'Reservar este horario',
  cancel: 'Cancelar mi visita',
  noSlots: (phone) => `No quedan otros horarios libres en los próximos días. Llámenos al ${phone} para acordar uno.`,
  call: { before: '¿Preguntas? Llámenos al ', after: '.' },
  refused: (refusal) =>
    refusal === 'slot-full' ? 'Ese horario se acaba de ocupar. Por favor, elija otro.'
    : refusal === 'slot-not-offered' ? 'Ese horario ya no está disponible. Por favor, elija otro.'
    : 'No hay una visita que cambiar. Elija un horario o llámenos.',
  back: 'Volver a su visita',
  expired: (phone) => `Este enlace ya no abre su visita. Llámenos al ${phone} y le ayudamos.`,
};

export const VISIT_PAGE_TEXT: Record<Language, VisitPageText> = { en, es };
