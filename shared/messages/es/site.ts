import type { Catalog } from '../catalog';

const site: Catalog['site'] = {
  skipLink: 'Ir al contenido principal',
  logoLabel: (businessName) => `${businessName}, inicio`,
  nav: {
    label: 'Principal',
    // BLOG leads to English pages, which say so themselves: no room for "(en inglés)" in the header.
    links: { home: 'INICIO', services: 'SERVICIOS', gallery: 'GALERÍA', blog: 'BLOG', contact: 'CONTACTO' },
  },
  requestQuote: 'Estimado gratis',
  openMenu: 'Abrir el menú',
  footer: {
    blurb:
      'Instalación, prefabricados y restauración de terrazo para casas y edificios comerciales en los cinco condados de la ciudad de Nueva York y en Long Island.',
    company: 'La empresa',
    companyLinks: {
      about: 'Quiénes somos',
      services: 'Servicios',
      gallery: 'Proyectos',
      process: 'Nuestro proceso',
      warranty: 'Garantía y cuidado',
      contact: 'Pida su estimado',
    },
    services: 'Servicios',
    // The borough and neighborhood pages are in English only.
    boroughs: 'Condados (en inglés)',
    boroughAreas: (borough, count) => `${borough} (${count} zonas)`,
    popularAreas: 'Zonas destacadas (en inglés)',
    copyright: { before: '© ', after: '. Todos los derechos reservados.' },
    legalLinks: { privacy: 'Política de privacidad', terms: 'Términos del servicio', sitemap: 'Mapa del sitio (en inglés)' },
  },
  actionBar: {
    label: 'Llamar o pedir un estimado',
    callLabel: (phone) => `Llamar al ${phone}`,
    call: 'Llamar',
    estimate: 'Estimado gratis',
  },
  breadcrumb: 'Ruta de navegación',
  loading: { title: 'Cargando…', text: 'Preparando la página…' },
  callToAction: {
    title: 'Hablemos de su proyecto de terrazo',
    text: 'Cuéntenos cómo es su espacio. En menos de 24 horas nos comunicamos con usted con un estimado detallado.',
    estimate: 'Estimado gratis',
    call: 'Llame al',
  },
  heroFacts: {
    label: 'En resumen',
    years: 'Años en el oficio del terrazo',
    projects: 'Proyectos terminados',
    warranty: 'Años de garantía',
    desk: 'Oficina de estimados: ',
  },
};

export default site;
