import type { Catalog } from '../catalog';

const serviceCard: Catalog['serviceCard'] = {
  price: { before: 'Desde ', after: ' por pie cuadrado' },
  learnMore: 'MÁS INFORMACIÓN',
  learnMoreAbout: ' sobre ',
};

export default serviceCard;
