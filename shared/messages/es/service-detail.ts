import type { Catalog } from '../catalog';

const serviceDetail: Catalog['serviceDetail'] = {};

export default serviceDetail;
