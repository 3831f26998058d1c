import type { Catalog } from '../catalog';

const warranty: Catalog['warranty'] = {
  hero: {
    eyebrow: (years) => `Garantía de ${years} años`,
    title: 'Garantía, cuidado y mantenimiento',
    lead: 'El terrazo dura generaciones cuando se instala bien y se cuida de forma sencilla. Esto es lo que le prometemos, y lo que le pedimos.',
  },
  covered: {
    title: 'Qué cubre la garantía',
    workmanship: (years) => `La mano de obra de toda instalación, por ${years} años a partir de su terminación`,
    items: [
      'Desprendimiento, zonas huecas y pérdida de adherencia a la base',
      'Tiras divisorias que se aflojen o se levanten con el uso normal',
      'Grietas causadas por defectos de instalación (no por movimientos estructurales del edificio)',
      'Una garantía transferible: pasa al próximo dueño de la propiedad',
    ],
  },
  maintenance: {
    title: 'Requisitos de mantenimiento',
    items: [
      'Pasar a diario un trapeador seco para quitar el polvo y después un trapeador húmedo con un limpiador de pH neutro',
      'No usar limpiadores ácidos ni alcalinos, cloro ni vinagre, ni compuestos de barrer a base de aceite',
      'Poner alfombras de entrada en las puertas, sobre todo en invierno, cuando las calles se llenan de sal',
      'Volver a sellar cada 5 a 7 años, o antes si hay tráfico comercial intenso',
      'Una inspección anual, que programamos con usted',
    ],
  },
  commitments: {
    title: 'Nuestros compromisos de servicio',
    items: [
      'Atención a los problemas urgentes en menos de 24 horas',
      'Una persona de contacto asignada para cada reclamo de garantía',
      'Reparaciones que igualan el agregado y el color originales',
      'Un informe por escrito después de cada inspección',
    ],
  },
  questions: '¿Tiene preguntas sobre su garantía o un piso que necesita atención?',
  call: 'Llame al',
};

export default warranty;
