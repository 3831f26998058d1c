import type { Catalog } from '../catalog';

const home: Catalog['home'] = {};

export default home;
