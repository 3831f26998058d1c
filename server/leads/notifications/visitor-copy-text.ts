// The words of the visitor's copy (visitor-copy-email.tsx), in each language a
// request can be sent in: the copy is written in the language of the page the
// request came from. Only the site's own words are here, never the visitor's.
// E-mail text stays on the server, so it is not in the pages' catalog
// (shared/messages). The names of services come with the content of the
// copy's language (its LeadLabels); the kinds of work, access needs and visit
// windows are the form's own options, in the words the form used.
import { ACCESS_NEEDS, WORK_KINDS, type AccessNeed, type WorkKind } from '../../../shared/estimate-fields';
import type { Language } from '../../../shared/language';
import spanishForm from '../../../shared/messages/es/estimate';

export interface VisitorCopyText {
  /** `businessName` is '' when the content does not say it. */
  subject(businessName: string, reference: string): string;
  heading: string;
  /** The sentence before what was sent; `businessName` as in `subject`. */
  intro(businessName: string): string;
  rows: { service: string; area: string; work: string; windows: string; access: string; photos: string; reference: string };
  /** A whole number of square feet. */
  area(sqFt: number): string;
  photos(count: number): string;
  work: Record<WorkKind, string>;
  access: Record<AccessNeed, string>;
  /** A visit window by its value, from its label as the opening hours make it (shared/site-visit-windows.ts, in English). */
  visitWindow(value: string, label: string): string;
  nextHeading: string;
  next(withWindows: boolean): string;
  /** Around the business's phone number. */
  questions: { before: string; after: string };
  /** Why the e-mail came, for whoever did not ask for it. */
  notYou: string;
  /** The site visit booked: the row, the slot held, and what comes next. */
  visit: { row: string; held(slot: string): string; taken(slot: string): string; next: string; change: string };
  /** An update of the site visit the business made (visit-updates.ts): subject and sentence, by where it now stands. */
  update: {
    subject(state: 'set' | 'cancelled', slot: string): string;
    text(state: 'set' | 'cancelled', slot: string, phone: string): string;
  };
  /** The calendar invitation of the site visit (visit-invitations.ts): its title and its note. */
  invitation: { summary(businessName: string): string; description(reference: string, phone: string): string };
}

/** When the business calls back, as the copy promises it. */
const CALL_BACK_HOURS = 24;

/** The labels of the form's options, by value. */
const labelsOf = <V extends string>(options: readonly { value: V; label: string }[]) =>
  Object.fromEntries(options.map(({ value, label }) => [value, label])) as Record<V, string>;

const en: VisitorCopyText = {
  subject: (businessName, reference) =>
    `${businessName ? `${businessName}: we` : 'We'} have your estimate request (reference ${reference})`,
  heading: 'We have your estimate request',
  intro: (businessName) => `Thank you for asking ${businessName || 'us'} for an estimate. Your request arrived, and this is what you sent:`,
  rows: {
    service: 'Service',
    area: 'Area',
    work: 'Kind of work',
    windows: 'Visit windows',
    access: 'Access',
    photos: 'Photos',
    reference: 'Reference',
  },
  area: (sqFt) => `${sqFt.toLocaleString('en-US')} sq ft`,
  photos: (count) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  // As the form words them.
  work: labelsOf(WORK_KINDS),
  access: labelsOf(ACCESS_NEEDS),
  visitWindow: (_value, label) => label,
  nextHeading: 'What happens next',
  next: (withWindows) =>
    `We will call you within ${CALL_BACK_HOURS} hours to confirm a time to visit${withWindows ? ', in one of the windows you chose' : ''}. Please have your reference at hand.`,
  questions: { before: 'Questions before then? Call us at ', after: ', or reply to this e-mail.' },
  notYou:
    'You get this e-mail because this address was given with an estimate request on our website. If you did not send it, you can ignore this e-mail, or reply to tell us.',
  visit: {
    row: 'Site visit',
    held: (slot) => `${slot}, held for you`,
    taken: (slot) => `${slot} was taken just before your request: we will call to agree another time`,
    next: 'We will call you to confirm your site visit. The invitation attached puts it in your calendar.',
    change: 'Move or cancel your site visit',
  },
  update: {
    subject: (state, slot) => (state === 'cancelled' ? `Your site visit of ${slot} is cancelled` : `Your site visit: ${slot}`),
    text: (state, slot, phone) =>
      state === 'cancelled' ?
        `Your site visit of ${slot} is cancelled, and your calendar is updated. To book another time, call us at ${phone}.`
      : `Your site visit is set for ${slot}. The invitation attached updates your calendar. To change it, call us at ${phone}.`,
  },
  invitation: {
    summary: (businessName) => `Terrazzo site visit${businessName ? `: ${businessName}` : ''}`,
    description: (reference, phone) =>
      `We come to see and measure the floor for your estimate. Reference ${reference}. To change or cancel the visit, call us at ${phone}.`,
  },
};

/** "weekday-morning" → "Lunes a viernes en la mañana, 7 a.m.–12 p.m.": as the Spanish form words it. */
const spanishWindow = (value: string, label: string) => {
  const { when, hours } = spanishForm.visitWindow({ value, label });
  return hours ? `${when}, ${hours}` : when;
};

const es: VisitorCopyText = {
  subject: (businessName, reference) =>
    `${businessName ? `${businessName}: recibimos` : 'Recibimos'} su solicitud de estimado (referencia ${reference})`,
  heading: 'Recibimos su solicitud de estimado',
  intro: (businessName) =>
    `Gracias por ${businessName ? `pedirle un estimado a ${businessName}` : 'pedirnos un estimado'}. Su solicitud nos llegó; esto es lo que usted envió:`,
  rows: {
    service: 'Servicio',
    area: 'Área',
    work: 'Tipo de trabajo',
    windows: 'Horarios de visita',
    access: 'Acceso',
    photos: 'Fotos',
    reference: 'Referencia',
  },
  // Figures as New Yorkers write them: 1,200.
  area: (sqFt) => `${sqFt.toLocaleString('en-US')} pies cuadrados`,
  photos: (count) => `${count} ${count === 1 ? 'foto' : 'fotos'}`,
  // As the Spanish form words them: the visitor reads back what they chose.
  work: spanishForm.workKinds,
  access: spanishForm.accessNeeds,
  visitWindow: spanishWindow,
  nextHeading: 'Próximos pasos',
  next: (withWindows) =>
    `Le llamaremos dentro de las próximas ${CALL_BACK_HOURS} horas para confirmar el día y la hora de la visita${withWindows ? ', en uno de los horarios que usted escogió' : ''}. Tenga a mano su número de referencia.`,
  questions: { before: '¿Tiene alguna pregunta antes de esa llamada? Llámenos al ', after: ' o responda a este correo.' },
  notYou:
    'Recibe este correo porque esta dirección se indicó en una solicitud de estimado en nuestro sitio web. Si usted no la envió, puede ignorar este mensaje o responderlo para avisarnos.',
  visit: {
    row: 'Visita al sitio',
    held: (slot) => `${slot}, reservada para usted`,
    taken: (slot) => `${slot} se ocupó justo antes de su solicitud: le llamaremos para acordar otro horario`,
    next: 'Le llamaremos para confirmar la visita. La invitación adjunta la agrega a su calendario.',
    change: 'Cambiar o cancelar su visita',
  },
  update: {
    subject: (state, slot) => (state === 'cancelled' ? `Su visita del ${slot} está cancelada` : `Su visita: ${slot}`),
    text: (state, slot, phone) =>
      state === 'cancelled' ?
        `Su visita del ${slot} está cancelada y su calendario ya está al día. Para reservar otro horario, llámenos al ${phone}.`
      : `Su visita quedó para el ${slot}. La invitación adjunta actualiza su calendario. Para cambiarla, llámenos al ${phone}.`,
  },
  invitation: {
    summary: (businessName) => `Visita para su piso de terrazo${businessName ? `: ${businessName}` : ''}`,
    description: (reference, phone) =>
      `Vamos a ver y medir el piso para su estimado. Referencia ${reference}. Para cambiar o cancelar la visita, llámenos al ${phone}.`,
  },
};

export const VISITOR_COPY_TEXT: Record<Language, VisitorCopyText> = { en, es };
