import type { Catalog } from '../catalog';

const about: Catalog['about'] = {};

export default about;
