import type { Catalog } from '../catalog';

const home: Catalog['home'] = {
  hero: {
    eyebrow: ' · NYC y Long Island',
    title: 'Pisos de terrazo hechos para durar más que el edificio.',
    lead: {
      before:
        'Terrazo vaciado en sitio y prefabricado para vestíbulos, escuelas, restaurantes y casas en los cinco condados y Long Island, instalado, restaurado y pulido por nuestras propias cuadrillas, con ',
      after: ' años de oficio.',
    },
    call: 'Llame al',
    quote: 'Estimado gratis',
    guides: {
      label: 'Guías de terrazo (en inglés)',
      intro: 'Lea primero (en inglés):',
      links: {
        installation: 'Guía de instalación y costos',
        comparison: 'Concreto pulido o epóxico',
        care: 'Guía de cuidado y limpieza',
      },
    },
  },
  stats: {
    label: 'En resumen',
    years: 'Años de experiencia',
    projects: 'Proyectos terminados',
    neighborhoods: 'Vecindarios atendidos',
    warranty: 'Años de garantía',
  },
  services: {
    eyebrow: 'Nuestras especialidades',
    title: ' servicios de terrazo, una sola cuadrilla responsable',
    lead: 'Desde el primer panel de muestra hasta el último pulido, cada paso lo hace nuestra propia gente.',
    loading: 'Cargando nuestros servicios…',
    // As the Spanish service descriptions name the shop.
    facility: { from: 'taller de Brooklyn', to: 'taller de Queens' },
  },
  planning: {
    title: '¿Está planeando un piso, una escalera o una restauración?',
    text: (startingPrice) =>
      `Desde ${startingPrice}, instalado. En menos de 24 horas nos comunicamos con usted con un estimado detallado y sin compromiso.`,
  },
  projectTypes: {
    eyebrow: 'Tipos de proyecto',
    title: 'Hecho para los lugares de más uso en Nueva York',
    types: [
      { title: 'Escuelas', text: 'Pasillos, comedores y gimnasios que aguantan décadas de pisadas y limpieza diaria con agua.' },
      {
        title: 'Restaurantes',
        text: 'Pisos sin juntas que resisten las manchas, y frentes de barra que aguantan la grasa y los carritos de cocina.',
      },
      {
        title: 'Aeropuertos',
        text: 'Terrazo epóxico a escala de terminal, con señalización, logotipos y diseños incrustados en latón o zinc.',
      },
      { title: 'Casas particulares', text: 'Cocinas, baños, entradas y escaleras, vaciados en sitio o prefabricados según su diseño.' },
    ],
  },
  featured: {
    eyebrow: 'Trabajos destacados',
    title: 'Proyectos recientes de terrazo',
    gallery: 'Vea toda la galería',
  },
  serviceArea: {
    eyebrow: 'Zona de servicio',
    title: 'En toda la ciudad de Nueva York',
    text: {
      before: 'Nuestras cuadrillas trabajan en los cinco condados y en Nassau y Suffolk, en ',
      after: ' vecindarios, desde Tottenville hasta Great Neck. Busque el suyo para ver notas de proyectos de su zona.',
    },
    // The borough pages are in English only.
    neighborhoods: ' vecindarios (en inglés)',
  },
  closing: 'Pida su estimado gratis',
};

export default home;
