import type { Catalog } from '../catalog';

const contactConfirmation: Catalog['contactConfirmation'] = {
  eyebrow: 'Solicitud recibida',
  thanks: (name) => `Gracias, ${name}.`,
  thanksNoName: 'Gracias.',
  sent: {
    title: '¡Mensaje enviado!',
    text: 'Le contestamos en menos de 24 horas con un estimado detallado.',
  },
  reference: {
    label: 'Su referencia',
    hint: 'Menciónela cuando nos llame y tendremos su solicitud a la mano.',
  },
  visit: {
    label: 'Su visita',
    held: 'Se la reservamos. Le llamaremos para confirmarla.',
    taken:
      'Ese horario se ocupó justo antes de que enviara su solicitud. Le llamaremos para acordar otro, o díganos entonces si le sirve uno de estos:',
    takenNoneOpen: 'Ese horario se ocupó justo antes de que enviara su solicitud. Le llamaremos para acordar otro.',
  },
  photosNotSent: (count) => (count === 1 ? 'Una foto no se envió con su solicitud:' : `${count} fotos no se enviaron con su solicitud:`),
  photosNotKept: 'Algunas de sus fotos no se pudieron guardar con su solicitud.',
  didNotUpload: 'no se subió.',
  // "Envíela(s) por correo a <dirección>, con su nombre."
  emailPhotos: {
    before: 'Envíe',
    one: 'la',
    many: 'las',
    to: ' por correo electrónico a ',
    withReference: (reference) => `, con su referencia ${reference}`,
    withName: ', con su nombre',
    end: '.',
  },
  next: {
    title: 'Los próximos pasos',
    look: (photos) => `Revisamos lo que nos envió${photos ? ', empezando por las fotos,' : ''} para ver qué necesita el piso.`,
    call: {
      before: 'Le llamamos',
      at: (phone) => ` al ${phone}`,
      middle: ' para repasarlo y acordar un día para la visita',
      confirmVisit: ' para repasarlo y confirmar la visita',
      atChosenTimes: ', en uno de los horarios que eligió',
      after: '. La visita, para medir y evaluar el piso, es gratis.',
    },
    written: 'Recibe un estimado por escrito: alcance, calendario y precio. Usted decide, sin compromiso.',
  },
  urgent: { before: '¿Es urgente? Llame al ', after: '.' },
  writeAgain: 'Enviar otra solicitud',
  recap: {
    title: 'Lo que nos envió',
    service: 'Servicio',
    location: 'Lugar',
    sizeAndRange: 'Tamaño y rango habitual',
    size: 'Tamaño',
    about: (area) => `Unos ${area} pies cuadrados`,
    work: 'Trabajo',
    visitWindows: 'Horarios para la visita',
    access: 'Acceso que hay que coordinar',
    photos: (count) => (count === 1 ? 'Foto' : `${count} fotos`),
  },
};

export default contactConfirmation;
