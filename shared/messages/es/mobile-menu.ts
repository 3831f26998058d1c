import type { Catalog } from '../catalog';

const mobileMenu: Catalog['mobileMenu'] = {
  label: 'Menú',
  title: 'Menú',
  close: 'Cerrar el menú',
  navLabel: 'Secciones',
  getQuote: 'ESTIMADO GRATIS',
  callNow: 'LLAME AHORA',
  secondLine: 'nuestra segunda línea',
};

export default mobileMenu;
