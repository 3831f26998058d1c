import type { Catalog } from '../catalog';

const services: Catalog['services'] = {
  loading: 'Preparando nuestros servicios…',
  hero: {
    eyebrow: 'Lo que hacemos',
    title: 'Servicios de terrazo',
    lead: 'Instalación, prefabricados, restauración y diseño, para edificios comerciales y casas particulares.',
  },
  figures: {
    services: 'Servicios',
    neighborhoods: 'Vecindarios',
    projects: 'Proyectos',
    warranty: 'Garantía',
    warrantyYears: (years) => `${years} años`,
  },
  price: { before: 'Desde ', after: ' por pie cuadrado' },
  included: 'Qué incluye',
  // Screen readers hear "Ver detalles de Restauración de terrazo".
  learnMore: { label: 'VER DETALLES', hidden: ' de ' },
  getQuote: { label: 'PEDIR ESTIMADO', hidden: ' para ' },
  steps: {
    title: 'Cómo avanza un proyecto',
    items: [
      {
        title: 'Consulta',
        text: 'Una visita al lugar para medir, hacerle pruebas a la losa y hablar del uso, el presupuesto y el calendario.',
      },
      {
        title: 'Diseño',
        text: 'Paneles de muestra, igualación de colores y planos de taller para las tiras divisorias, las cenefas y las incrustaciones.',
      },
      {
        title: 'Fabricación',
        text: 'Las piezas prefabricadas se vacían, se curan y se desbastan en nuestro taller mientras se prepara la obra.',
      },
      {
        title: 'Instalación',
        text: 'Vaciado, desbaste, lechada, pulido y sellado, y un recorrido final con usted antes de entregarle el trabajo.',
      },
    ],
  },
};

export default services;
