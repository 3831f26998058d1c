import type { Catalog } from '../catalog';

const processSteps: Catalog['processSteps'] = {
  processEyebrow: 'Nuestro proceso',
};

export default processSteps;
