// The words of the visitor's copy (visitor-copy-email.tsx), in each language a
// request can be sent in: the copy is written in the language of the page the
// request came from. Only the site's own words are here, never the visitor's.
// E-mail text stays on the server, so it is not in the pages' catalog
// (shared/messages). The names of services come with the content of the
// copy's language (its LeadLabels); the kinds of work, access needs and visit
// windows are the form's own options, worded here.
import { ACCESS_NEEDS, WORK_KINDS, type AccessNeed, type WorkKind } from '../../../shared/estimate-fields';
import type { Language } from '../../../shared/language';

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
  /** A visit window by its value, from its label as the opening hours make it (shared/visit-windows.ts, in English). */
  visitWindow(value: string, label: string): string;
  nextHeading: string;
  next(withWindows: boolean): string;
  /** Around the business's phone number. */
  questions: { before: string; after: string };
  /** Why the e-mail came, for whoever did not ask for it. */
  notYou: string;
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
};

const SPANISH_DAYS: Record<string, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};
const SPANISH_PARTS: Record<string, string> = { morning: 'por la mañana', afternoon: 'por la tarde' };
const spanishList = new Intl.ListFormat('es', { type: 'conjunction' });

/**
 * "weekday-morning", "Weekday morning, 7 AM–12 PM" → "De lunes a viernes por
 * la mañana, 7 a.m.–12 p.m.": the days and part of the day from the value
 * (made from the English words, shared/visit-windows.ts), the hours from the
 * label. A value made some other way keeps its label.
 */
function spanishWindow(value: string, label: string): string {
  const [, days = '', part = ''] = /^(.+)-(morning|afternoon)$/.exec(value) ?? [];
  const dayWords = days === 'weekday' ? ['de lunes a viernes'] : days.split('-and-').map((day) => SPANISH_DAYS[day]);
  const comma = label.lastIndexOf(', ');
  if (!part || comma < 0 || !dayWords.every(Boolean)) return label;
  const when = `${spanishList.format(dayWords as string[])} ${SPANISH_PARTS[part]}`;
  const hours = label.slice(comma + 2).replace(/ (AM|PM)\b/g, (_, half: string) => (half === 'AM' ? ' a.m.' : ' p.m.'));
  return `${when[0]!.toUpperCase()}${when.slice(1)}, ${hours}`;
}

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
  work: {
    'new-floor': 'Un piso nuevo vaciado en sitio',
    precast: 'Escaleras o escalones prefabricados',
    restoration: 'Restaurar un piso existente',
    'not-sure': 'Todavía no lo sé',
  },
  access: {
    super: 'El súper o el portero nos abre',
    board: 'Reglas de la junta de la cooperativa o del condominio',
    landmark: 'Reglas de edificio histórico (landmark)',
  },
  visitWindow: spanishWindow,
  nextHeading: 'Próximos pasos',
  next: (withWindows) =>
    `Le llamaremos dentro de las próximas ${CALL_BACK_HOURS} horas para confirmar el día y la hora de la visita${withWindows ? ', en uno de los horarios que usted escogió' : ''}. Tenga a mano su número de referencia.`,
  questions: { before: '¿Tiene alguna pregunta antes de esa llamada? Llámenos al ', after: ' o responda a este correo.' },
  notYou:
    'Recibe este correo porque esta dirección se indicó en una solicitud de estimado en nuestro sitio web. Si usted no la envió, puede ignorar este mensaje o responderlo para avisarnos.',
};

export const VISITOR_COPY_TEXT: Record<Language, VisitorCopyText> = { en, es };
