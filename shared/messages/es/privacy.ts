import type { Catalog } from '../catalog';

const privacy: Catalog['privacy'] = {
  title: 'Política de privacidad',
  intro: {
    before: 'Esta política explica qué información recopila ',
    after: ' a través de este sitio web, cómo la usamos y qué opciones tiene usted.',
  },
  collect: {
    heading: 'Información que recopilamos',
    request:
      'Cuando usted nos envía una solicitud de estimado, recibimos los datos que escribe: su nombre, correo electrónico, número de teléfono, el servicio que le interesa, la ubicación del proyecto y su mensaje. Si usted los agrega, también recibimos fotos de su piso, su área aproximada, el tipo de trabajo, los horarios en que podemos hacer la visita y cualquier acceso al edificio que haya que coordinar; si indica el área, guardamos el rango de precios que le mostró el formulario. En este sitio web no le pedimos datos de pago.',
    photos:
      'Antes de guardar una foto, el sitio la gira para que quede derecha y hace una copia nueva sin la ubicación, los datos de la cámara ni los demás detalles que un teléfono agrega a sus fotos. Solo se guarda esa copia. Si usted agrega una foto al formulario pero nunca la envía con una solicitud, la foto se borra al cabo de un día.',
    technical:
      'Como la mayoría de los sitios web, nuestro servidor registra información técnica básica de cada visita (como la página solicitada y la hora) para mantener el sitio seguro y funcionando. No usamos rastreadores publicitarios, y su navegador no envía ninguna petición a los servidores de otra empresa.',
    counts:
      'Para saber qué páginas y qué enlaces llevan a las personas a llamarnos o escribirnos, el propio sitio cuenta las visitas a cada página, los toques en nuestros números de teléfono y las solicitudes de estimado, sin usar cookies. Su navegador guarda un número de visita aleatorio solo mientras la pestaña está abierta. Con cada conteo guardamos la página, la hora y el nombre del sitio web o de la campaña que lo trajo hasta aquí, nunca su dirección IP ni detalles de su navegador o de su dispositivo. Si su navegador envía la señal Global Privacy Control o Do Not Track (no rastrear), no se cuenta nada. Conservamos estos conteos durante unos 13 meses.',
  },
  use: {
    heading: 'Cómo la usamos',
    purposes: [
      'Para responder a su solicitud, preparar un estimado y programar una visita al lugar.',
      'Para llevar un registro de los estimados que preparamos y los trabajos que realizamos.',
      'Para proteger el sitio web contra el abuso y el spam.',
      'Para saber, solo en forma de conteos, qué páginas y qué fuentes nos traen llamadas y solicitudes de estimado.',
    ],
    noSale: 'No vendemos ni alquilamos su información, ni la usamos para mercadeo ajeno a su solicitud.',
  },
  keep: {
    heading: 'Cuánto tiempo la conservamos',
    text: 'Conservamos cada solicitud de estimado, con sus fotos, el área, el tipo de trabajo, el rango de precios y los horarios de visita, hasta que usted nos pida borrarla. La usamos para responderle, preparar el estimado y llevar un registro de los estimados que preparamos y los trabajos que realizamos.',
  },
  choices: {
    heading: 'Sus opciones',
    before: 'Usted puede pedirnos ver, corregir o borrar la información que nos envió, escribiéndonos a ',
    orCalling: ' o llamando al',
    after: '. Cuando borramos una solicitud de estimado, borramos también sus fotos.',
  },
  contact: { heading: 'Contacto' },
};

export default privacy;
