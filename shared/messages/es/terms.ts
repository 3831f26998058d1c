import type { Catalog } from '../catalog';

const terms: Catalog['terms'] = {
  title: 'Términos del servicio',
  intro: {
    before: 'Estos términos se aplican a los estimados, las propuestas y los trabajos que realiza ',
    after:
      '. Un contrato firmado para un proyecto específico puede añadir otras condiciones; si el contrato y estos términos difieren, prevalece el contrato.',
  },
  estimates: {
    heading: 'Estimados',
    text: 'Los estimados se basan en la información y en las condiciones del lugar que se conocen cuando se preparan. Las condiciones que se descubran después, como humedad en la losa o daños ocultos, pueden cambiar el alcance del trabajo y el precio; cualquier cambio lo acordaremos con usted por escrito antes de hacer el trabajo.',
  },
  payment: {
    heading: 'Depósitos y pagos',
    terms: [
      'Al firmar, se debe pagar un depósito del 25% para programar el trabajo y pedir los materiales.',
      'A las cuentas comerciales se les factura con pago neto a 30 días (Net 30).',
      'Los saldos que no se paguen a su vencimiento tienen un cargo por atraso del 1.5% mensual.',
    ],
  },
  warranty: {
    heading: 'Garantía',
    before: 'Nuestra mano de obra está cubierta por una garantía de ',
    after: ' años, sujeta a los requisitos de cuidado y mantenimiento que aparecen en nuestra página de garantía.',
  },
  liability: {
    heading: 'Limitación de responsabilidad',
    text: 'Nuestra responsabilidad por cualquier reclamo que surja de un proyecto se limita al precio del contrato de ese proyecto.',
  },
  law: {
    heading: 'Ley aplicable',
    text: 'Estos términos se rigen por las leyes del estado de Nueva York. Cualquier disputa se resolverá en los tribunales del condado de Nueva York.',
  },
  questions: { heading: 'Preguntas', call: 'Llámenos al ', orWriteTo: ' o escríbanos a ', end: '.' },
};

export default terms;
