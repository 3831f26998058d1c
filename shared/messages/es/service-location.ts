import type { Catalog } from '../catalog';

const serviceLocation: Catalog['serviceLocation'] = {
  loading: 'Cargando…',
  notFound: {
    title: 'Página no encontrada',
    text: 'La página de servicio que busca no existe.',
    back: 'Volver a Servicios',
  },
  eyebrow: 'Servicio de terrazo',
  aside: {
    label: 'Contacto',
    title: 'Estimado gratis en el lugar',
    quote: 'Pida su estimado gratis',
    areas: 'Zonas de servicio',
  },
};

export default serviceLocation;
