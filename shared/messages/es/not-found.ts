import type { Catalog } from '../catalog';

const notFound: Catalog['notFound'] = {};

export default notFound;
