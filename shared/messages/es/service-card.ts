import type { Catalog } from '../catalog';

const serviceCard: Catalog['serviceCard'] = {
  price: { before: 'Desde ', after: ' por pie cuadrado' },
  learnMore: 'VER DETALLES',
  learnMoreAbout: ' de ',
};

export default serviceCard;
