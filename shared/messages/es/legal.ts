import type { Catalog } from '../catalog';

const legal: Catalog['legal'] = {
  lastUpdated: (date) => `Última actualización: ${date}`,
  translation: {
    before: 'Esta página es una traducción de cortesía. Si hubiera alguna diferencia con el ',
    link: 'original en inglés',
    after: ', prevalece el original.',
  },
};

export default legal;
