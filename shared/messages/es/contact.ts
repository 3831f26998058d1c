import type { Catalog } from '../catalog';

const contact: Catalog['contact'] = {};

export default contact;
