import type { FieldErrorText } from '../../form-problems';
import { LEAD_FIELD_LIMITS } from '../../lead-fields';
import type { Catalog } from '../catalog';

const sent = {
  title: '¡Mensaje enviado!',
  text: 'Le contestamos en menos de 24 horas con un estimado detallado.',
};

/** What is missing, field by field (the form's own check and the server's say the same). */
const REQUIRED: Record<string, string> = {
  name: 'Escriba su nombre.',
  email: 'Escriba su correo electrónico.',
  phone: 'Escriba su número de teléfono.',
};

/** A field's error said in Spanish from its code (the browser's words, in the browser's language, are not shown). */
const fieldError: FieldErrorText = ({ code }, field) => {
  switch (code) {
    case 'required':
      return REQUIRED[field] ?? 'Este campo es obligatorio.';
    case 'too-long': {
      const max = LEAD_FIELD_LIMITS[field as keyof typeof LEAD_FIELD_LIMITS];
      return max ? `Escriba como máximo ${max.toLocaleString('en-US')} caracteres.` : 'El texto es demasiado largo.';
    }
    case 'not-an-email':
      return 'Escriba un correo electrónico válido, como nombre@ejemplo.com.';
    case 'phone-characters':
      return 'Escriba el teléfono solo con números, espacios y ( ) + - o .';
    case 'too-short':
      return 'Escriba un teléfono de al menos 7 dígitos.';
    case 'not-offered':
      return 'Elija uno de los servicios de la lista.';
    // The estimate's own fields show theirs (estimate.size.areaError).
    case 'area-out-of-range':
    case 'other':
      return 'Revise este campo.';
  }
};

const contactForm: Catalog['contactForm'] = {
  frameTitle: 'Formulario para pedir un estimado',
  title: 'Detalles del proyecto',
  honeypot: 'Deje este campo vacío',
  fields: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    service: 'Tipo de servicio',
    servicePlaceholder: 'Elija un servicio',
    location: 'Lugar del proyecto',
    locationPlaceholder: 'Barrio o pueblo',
    message: 'Mensaje',
    messagePlaceholder: 'Cómo está el piso ahora, qué tiene en mente, para cuándo lo necesita…',
  },
  fieldError,
  send: 'ENVIAR SOLICITUD',
  sending: 'ENVIANDO…',
  waitingForPhotos: (done, total) =>
    `Sus fotos todavía se están subiendo (${done} de ${total} listas). Su solicitud sale en cuanto terminen.`,
  note: '* Obligatorio. Usamos sus datos solo para contestar esta solicitud.',
  textMe: {
    label: 'Envíenme mensajes de texto sobre esta solicitud',
    consent: (business) =>
      `${business} le enviará mensajes de texto al teléfono de arriba solo sobre esta solicitud: una confirmación ahora y luego sobre su estimado y la visita. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos. No es necesario para recibir un estimado.`,
  },
  banner: {
    failed: { title: 'No se pudo enviar el mensaje', text: (phone) => `Vuelva a intentarlo o llámenos directamente al ${phone}.` },
    limited: {
      title: 'Demasiadas solicitudes',
      text: (phone) => `Espere unos minutos y vuelva a enviarla, o llámenos al ${phone}.`,
    },
    invalid: {
      title: 'Revise los campos marcados',
      text: 'Su mensaje todavía no se ha enviado. Corrija los campos de abajo y vuelva a enviarlo.',
      photosAgain: ' Sus fotos no se guardaron: vuelva a elegirlas.',
    },
  },
  toasts: {
    sent,
    failed: {
      title: 'No se pudo enviar el mensaje',
      text: (phone) => `Vuelva a intentarlo o llámenos directamente al ${phone}.`,
    },
    missing: { title: 'Faltan datos obligatorios', text: 'Llene los campos marcados con *: nombre, correo electrónico y teléfono.' },
  },
  announce: {
    sent: 'Mensaje enviado. Le contestamos en menos de 24 horas con un estimado detallado.',
    correctField: 'Su mensaje todavía no se ha enviado. Corrija el campo marcado.',
    correctFields: 'Corrija los campos marcados.',
    failed: (phone) => `Su mensaje no se envió. Vuelva a intentarlo o llámenos directamente al ${phone}.`,
  },
};

export default contactForm;
