import type { Catalog } from '../catalog';

const proofStrip: Catalog['proofStrip'] = {
  label: 'Lo que dicen nuestros clientes y nuestras credenciales',
  credentials: 'Credenciales',
  posted: (source, month) => `Publicada en ${source}, ${month}`,
};

export default proofStrip;
