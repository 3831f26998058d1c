import type { Catalog } from '../catalog';

const heads: Catalog['heads'] = {
  homeCrumb: 'Inicio',
  homeTitle: (business) => `${business}: pisos de terrazo en NYC y Long Island`,
  pages: {
    services: { title: 'Terrazo: instalación, prefabricados y restauración', crumb: 'Servicios' },
    gallery: { title: 'Galería de proyectos de terrazo', crumb: 'Galería' },
    about: { title: 'Quiénes somos' },
    process: { title: 'Nuestro proceso de terrazo en seis pasos', crumb: 'Nuestro proceso' },
    warranty: { title: 'Garantía, cuidado y mantenimiento del terrazo', crumb: 'Garantía y cuidado' },
    contact: { title: 'Pida un estimado gratis para su terrazo', crumb: 'Contacto' },
    privacy: { title: 'Política de privacidad' },
    terms: { title: 'Términos del servicio' },
  },
  serviceNotFound: 'Servicio no encontrado',
  projectNotFound: 'Proyecto no encontrado',
  pageNotFound: 'Página no encontrada',
};

export default heads;
