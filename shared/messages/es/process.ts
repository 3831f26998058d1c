import type { Catalog } from '../catalog';

const process: Catalog['process'] = {};

export default process;
