import type { Catalog } from '../catalog';

const site: Catalog['site'] = {};

export default site;
