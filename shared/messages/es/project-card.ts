import type { Catalog } from '../catalog';

const projectCard: Catalog['projectCard'] = {
  mixSample: 'Muestra de la mezcla',
  sampleNote: {
    summary: '¿Qué es una muestra de la mezcla?',
    text: 'Hasta que agreguemos las fotografías de un trabajo, su imagen es una muestra de su mezcla de terrazo.',
  },
};

export default projectCard;
