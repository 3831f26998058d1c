import type { Catalog } from '../catalog';

const gallery: Catalog['gallery'] = {
  loading: 'Preparando nuestro portafolio...',
  eyebrow: 'Portafolio',
  title: 'Nuestros trabajos de terrazo',
  lead: 'Pisos, escaleras y restauraciones en escuelas, restaurantes, vestíbulos y casas de todo Nueva York.',
  stats: { projects: 'Proyectos terminados', boroughs: 'Condados', years: 'Años' },
  projectsHeading: 'Proyectos',
  filterLabel: 'Filtrar los proyectos por servicio',
  filters: {
    all: 'Todos los proyectos',
    custom: 'A medida',
    precast: 'Prefabricados',
    restoration: 'Restauración',
    commercial: 'Comercial',
    residential: 'Residencial',
  },
  shown: (count) => `${count} ${count === 1 ? 'proyecto' : 'proyectos'} en pantalla`,
  empty: {
    title: 'No se encontraron proyectos',
    text: 'Todavía no hay proyectos con este filtro. Elija Todos los proyectos para ver el portafolio completo.',
    button: 'Ver todos los proyectos',
  },
  signature: {
    eyebrow: 'Instalaciones destacadas',
    title: 'Proyectos emblemáticos',
    link: 'Ver el proyecto',
    projects: {
      'airport-concourse-floor': {
        title: 'Área de embarque de una terminal aérea',
        size: '50,000 pies cuadrados',
        text: 'Terrazo epóxico vaciado por secciones durante la noche para que las puertas de embarque siguieran abiertas, con franjas de orientación de zinc cortadas con chorro de agua.',
      },
      'upper-east-side-museum-floor-restoration': {
        title: 'Restauración de la sala de un museo',
        size: 'Piso histórico',
        text: 'Un piso cementicio de los años treinta desbastado de nuevo, reparado con agregado igual y sellado, conservando cada tira de latón original.',
      },
    },
  },
  callToAction: '¿Tiene un proyecto como estos?',
};

export default gallery;
