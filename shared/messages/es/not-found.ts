import type { Catalog } from '../catalog';

const notFound: Catalog['notFound'] = {
  title: 'Página no encontrada',
  text: 'La página que busca no existe o cambió de dirección.',
  links: { home: 'Inicio', services: 'Servicios', contact: 'Contacto' },
};

export default notFound;
