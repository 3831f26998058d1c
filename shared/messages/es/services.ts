import type { Catalog } from '../catalog';

const services: Catalog['services'] = {};

export default services;
