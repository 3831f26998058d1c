import { capitalized } from '../../text';
import type { SeoMessages } from './en';

const seo: SeoMessages = {
  home: {
    cardLabel: 'Nueva York y Long Island',
    cardTitle: 'Pisos de terrazo hechos para durar más que el edificio',
    description: (business) =>
      `Terrazo a medida, prefabricados y restauración en los cinco condados y Long Island. ${business.claims.yearsExperience} años de oficio, ${business.claims.projects} proyectos. Estimados gratis.`,
  },
  services: {
    cardLabel: 'Lo que hacemos',
    description: (business) =>
      `Seis servicios de terrazo para hogares y edificios comerciales en ${business.claims.neighborhoodsServicesPage} vecindarios de NYC y Long Island, desde ${business.claims.startingPrice}.`,
  },
  serviceDetail: { cardLabel: 'Servicio de terrazo', notFound: 'El servicio de terrazo que busca no existe.' },
  gallery: {
    cardLabel: 'Portafolio',
    description: (business) =>
      `Pisos, escaleras y restauraciones de terrazo de ${business.claims.projects} proyectos en escuelas, restaurantes, vestíbulos y casas de la ciudad de Nueva York y Long Island.`,
  },
  project: {
    cardLabel: (location) => `${location} · Proyecto`,
    // Without the business's name (Spanish runs longer): within a search result's 160 characters.
    description: (project) =>
      `${project.serviceType} en ${project.location}: ${project.title.charAt(0).toLowerCase()}${project.title.slice(1)}. Fotos y datos del proyecto.`,
    notFound: 'El proyecto que busca no está en nuestra galería.',
  },
  serviceLocation: {
    cardLabel: (area) => `${area} · Servicio de terrazo`,
    notFound: 'La página de servicio que busca no existe.',
  },
  about: {
    cardLabel: 'Nuestra historia',
    cardTitle: (business) => `Conozca a ${business.name}`,
    description: (business) =>
      `${business.name}: ${business.claims.yearsExperience} años de oficio en terrazo en los ${business.claims.boroughs} condados de Nueva York y Long Island, en ${business.claims.neighborhoods} vecindarios.`,
  },
  process: {
    cardLabel: 'Cómo trabajamos',
    description:
      'De la visita al lugar al pulido final: los seis pasos de un proyecto de terrazo, cuánto dura cada uno y los controles de calidad en cada etapa.',
  },
  warranty: {
    cardLabel: 'Garantía y cuidado',
    description: (business) =>
      `Qué cubre nuestra garantía de ${business.claims.warrantyYears} años en terrazo, cómo cuidar su piso y los compromisos de servicio que la respaldan.`,
  },
  contact: {
    cardLabel: 'Estimados gratis',
    description: (business) =>
      `Cuéntenos de su proyecto de terrazo o llame al ${business.phone.display}. Le respondemos en menos de 24 horas en los cinco condados de NYC y Long Island.`,
  },
  legal: { cardLabel: 'Información legal' },
  privacy: {
    description: (business) =>
      `Cómo ${business.name} recopila, usa y protege la información que usted envía por este sitio web. Traducción; prevalece la versión en inglés.`,
  },
  terms: {
    description: (business) =>
      `Las condiciones de estimados, depósitos, pagos y trabajos de garantía con ${business.name}. Traducción; prevalece la versión en inglés.`,
  },
  notFound: {
    description: 'La página que busca no existe. Aquí encontrará nuestros servicios de terrazo, la galería y cómo contactarnos.',
  },
  sampleAlt: (alt) => `Muestra de la mezcla del proyecto: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`,
  projectFacts: {
    strips: (metals) => {
      const names = { brass: 'latón', zinc: 'zinc', aluminum: 'aluminio', 'white-metal': 'metal blanco', plastic: 'plástico' };
      return capitalized(new Intl.ListFormat('es').format(metals.map((metal) => names[metal])));
    },
    clientTypes: {
      home: 'Una casa particular',
      'residential-building': 'Un edificio de apartamentos',
      office: 'Una oficina',
      retail: 'Una tienda',
      hospitality: 'Un restaurante u hotel',
      education: 'Una escuela o universidad',
      healthcare: 'Un hospital o clínica',
      transportation: 'Un aeropuerto o estación de transporte',
      public: 'Un edificio público',
      worship: 'Un templo',
    },
    creditRoles: { architect: 'Arquitecto', designer: 'Diseñador de interiores', 'general-contractor': 'Contratista general' },
  },
};

export default seo;
