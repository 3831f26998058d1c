import type { Price } from '../../api-types';
import { AREA_LIMITS, PHOTO_LIMITS } from '../../estimate-fields';
import type { RangeSentence } from '../../estimate-text';
import type { PhotoProblemText } from '../../photo-problems';
import { formatRange, type PriceRange } from '../../price-range';
import type { SiteVisitWindow } from '../../site-visit-windows';
import { spanishClock } from '../../business-hours';
import type { Catalog } from '../catalog';

/** Figures in US format, as New Yorkers read them in Spanish too: "1,200", "$11,400–$25,200". */
const number = (value: number) => value.toLocaleString('en-US');

/** Why a photo is not part of the request, said in Spanish from its code. */
const photoProblem: PhotoProblemText = ({ code, megapixels }, { phone, email }) => {
  switch (code) {
    case 'too-large':
      return `Esta foto pesa más de ${PHOTO_LIMITS.bytes / 1024 / 1024} MB. Elija una más liviana.`;
    case 'too-big-to-open':
      return megapixels ?
          `Esta imagen tiene ${megapixels} megapíxeles, demasiado grande para abrirla en este formato. Envíe una copia más pequeña, o un JPEG.`
        : 'Esta imagen es demasiado grande para abrirla en este formato. Envíe una copia más pequeña, o un JPEG.';
    case 'not-an-image':
      return 'Este archivo no es una foto que podamos abrir. Elija una foto JPEG, PNG o WebP.';
    case 'heic':
      return 'Esta foto está en formato HEIC, que no podemos abrir. Vuelva a elegirla desde su galería de fotos (el navegador la envía como JPEG) o ponga la cámara en “Más compatible”.';
    case 'damaged':
      return 'Esta foto no llegó completa o está dañada. Vuelva a elegirla.';
    case 'empty':
      return 'Este archivo está vacío. Vuelva a elegir la foto.';
    case 'rate':
      return `Son muchas fotos en una hora. Envíe su solicitud con las fotos que ya subió, o llámenos al ${phone}.`;
    case 'full':
      return `Ahora mismo no podemos recibir más fotos. Envíe su solicitud sin ellas y mándenos las fotos por correo a ${email}, o llámenos al ${phone}.`;
    case 'dropped':
      return 'Esta foto no se subió: se cortó la conexión. Se intenta de nuevo al enviar, o inténtelo ahora.';
    case 'missing':
      return 'Esta foto ya no está en nuestro servidor (una foto que no se envía en un día se borra). Vuelva a elegirla.';
    case 'over-count':
      return `Con una solicitud se pueden enviar hasta ${PHOTO_LIMITS.count} fotos; esta no se guardó.`;
  }
};

/** The days of a window's value ("weekday", "saturday", "tuesday-and-thursday"). */
const DAYS: Record<string, string> = {
  weekday: 'lunes a viernes',
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};
const PARTS: Record<string, string> = { morning: 'en la mañana', afternoon: 'en la tarde' };

/**
 * A visit window in Spanish from its value ("weekday-morning" → "Lunes a
 * viernes en la mañana") and the hours of its English label ("7 AM–12 PM" →
 * "7 a.m.–12 p.m."); a value it cannot read keeps the English.
 */
const visitWindow = ({ value, label }: SiteVisitWindow): { when: string; hours?: string } => {
  const [english, hours] = label.split(', ');
  const match = /^(.+)-(morning|afternoon)$/.exec(value);
  const days = match?.[1]?.split('-and-').map((day) => DAYS[day]);
  if (!match || !days || days.some((day) => day === undefined)) return { when: english ?? label, hours };
  const when = `${days.join(' y ')} ${PARTS[match[2]!]}`;
  return {
    when: when.charAt(0).toUpperCase() + when.slice(1),
    hours: hours && spanishClock(hours),
  };
};

/** "Terrazo epóxico vaciado en sitio, unos 600 pies cuadrados: por lo general $11,400–$25,200 en la ciudad de Nueva York, …". */
function rangeSentence(price: Pick<Price, 'label' | 'minimumJob'>, sqFt: number, range: PriceRange): RangeSentence {
  const minimumOnly = range.low === range.high && range.high === price.minimumJob;
  const lead = `${price.label}, unos ${number(sqFt)} pies cuadrados: ${minimumOnly ? 'el trabajo mínimo, ' : 'por lo general '}`;
  const figure = formatRange(range);
  const tail = `${minimumOnly ? ',' : ''} en la ciudad de Nueva York, con mano de obra y materiales incluidos.`;
  return { lead, figure, tail, text: `${lead}${figure}${tail}` };
}

const perSqFt = (price: Pick<Price, 'perSqFt'>) => `${formatRange(price.perSqFt)} por pie cuadrado`;

/** "2026-11-01" → "noviembre de 2026" (the date read in UTC, as written: no time zone moves it a month). */
const monthOf = (isoDate: string) =>
  new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** "$19–$42 por pie cuadrado · trabajo mínimo de $9,500 · precios a noviembre de 2026". */
const rangeBasis = (price: Pick<Price, 'perSqFt' | 'minimumJob' | 'setOn'>) =>
  `${perSqFt(price)} · trabajo mínimo de ${formatRange({ low: price.minimumJob, high: price.minimumJob })} · precios a ${monthOf(price.setOn)}`;

const estimate: Catalog['estimate'] = {
  optional: 'Opcional',
  photos: {
    title: 'Fotos del piso',
    hint: 'Lo que más ayuda es una foto de todo el piso y otras de cerca de las grietas o manchas. Las guardamos sin los datos de ubicación.',
    add: 'Agregar fotos',
    choose: 'Elegir fotos',
    full: (limit) => `${limit} fotos agregadas`,
    removeToAdd: 'Quite una para agregar otra.',
    counted: (counted, limit) => `${counted} de ${limit} agregadas`,
    upTo: (limit) => `Hasta ${limit}, de su cámara o su galería`,
    noRoom: (limit, taken, chosen) =>
      `Una solicitud admite hasta ${limit} fotos: ${
        taken === 0 ? 'no se agregó ninguna'
        : taken === 1 ? 'se agregó la primera'
        : `se agregaron las primeras ${taken}`
      } de las ${chosen} que eligió.`,
    list: 'Fotos elegidas',
    unnamed: 'Foto',
    preparing: 'Preparándola…',
    uploading: (percent) => `Subiendo… ${percent}%`,
    stored: 'Agregada',
    progress: (name) => `Subiendo ${name}`,
    retry: 'Reintentar',
    remove: (name) => `Quitar ${name}`,
    announce: {
      uploading: (count) => (count === 1 ? 'Subiendo una foto.' : `Subiendo ${count} fotos.`),
      added: (name) => `Se agregó ${name}.`,
      refused: (name, reason) => `${name}: ${reason}`,
      failed: (name) => `${name} no se subió.`,
      removed: (name) => `Se quitó ${name}.`,
    },
  },
  photoProblem,
  size: {
    title: 'Tamaño y tipo de trabajo',
    area: 'Área aproximada (pies cuadrados)',
    areaHint: 'Basta con una cifra aproximada: el largo × el ancho de cada cuarto, sumados.',
    areaError: () =>
      `Escriba el área como un número de pies cuadrados entre ${number(AREA_LIMITS.min)} y ${number(AREA_LIMITS.max)}, por ejemplo 600.`,
    work: '¿Qué necesita?',
  },
  workKinds: {
    'new-floor': 'Un piso nuevo vaciado en sitio',
    precast: 'Escalones o contrahuellas prefabricados',
    restoration: 'Restaurar un piso existente',
    'not-sure': 'Todavía no lo sé',
  },
  range: {
    usual: 'Rango habitual',
    prices: 'Precios habituales en la ciudad de Nueva York',
    badArea: 'Escriba el área como un número de pies cuadrados, por ejemplo 600, para ver un rango.',
    noPrice: 'Elija lo que necesita, o un servicio más arriba, para ver un rango.',
    spokenBadArea: 'Escriba el área como un número de pies cuadrados, por ejemplo 600.',
    spokenNoPrice: 'Elija lo que necesita para ver un rango.',
    minimumJob: 'trabajo mínimo de',
    factors: 'Qué hace variar el precio',
    note: 'Es un rango, no un estimado: el precio se fija en la visita.',
    sentence: rangeSentence,
    basis: rangeBasis,
    perSqFt,
  },
  visit: {
    title: 'Un horario para la visita',
    slots: 'Elija un horario para la visita',
    slotsHint: 'La visita es gratis. Le reservamos el horario que elija y le llamamos para confirmarlo.',
    findingSlots: 'Buscando horarios disponibles…',
    moreDays: 'Ver más días',
    noneWork: 'Ninguno me sirve',
    noneWorkDetail: 'Díganos abajo qué horarios le convienen',
    noSlots: 'Ahora no podemos mostrarle horarios disponibles. Elija los horarios que le convienen y le llamamos para acordar un día.',
    windows: '¿Cuándo podemos hacer la visita?',
    windowsHint: 'Elija uno o varios. Le llamamos para confirmar el día y la hora.',
    access: '¿Hay que coordinar algo para entrar?',
  },
  visitWindow,
  accessNeeds: {
    super: 'Nos abre el súper o el portero',
    board: 'Reglas de la junta de la cooperativa o del condominio',
    landmark: 'Reglas de edificio con protección patrimonial',
  },
};

export default estimate;
