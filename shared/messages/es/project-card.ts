import type { Catalog } from '../catalog';

const projectCard: Catalog['projectCard'] = {
  mixSample: 'Muestra de la mezcla',
};

export default projectCard;
