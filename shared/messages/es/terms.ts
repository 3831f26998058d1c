import type { Catalog } from '../catalog';

const terms: Catalog['terms'] = {};

export default terms;
