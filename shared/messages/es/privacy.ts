import type { Catalog } from '../catalog';

const privacy: Catalog['privacy'] = {};

export default privacy;
