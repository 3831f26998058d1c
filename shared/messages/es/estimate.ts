import type { Catalog } from '../catalog';

const estimate: Catalog['estimate'] = {};

export default estimate;
