import type { Catalog } from '../catalog';

const serviceLocation: Catalog['serviceLocation'] = {};

export default serviceLocation;
