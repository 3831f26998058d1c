import type { Catalog } from '../catalog';

const heads: Catalog['heads'] = {};

export default heads;
