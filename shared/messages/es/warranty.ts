import type { Catalog } from '../catalog';

const warranty: Catalog['warranty'] = {};

export default warranty;
