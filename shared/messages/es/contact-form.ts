import type { Catalog } from '../catalog';

const contactForm: Catalog['contactForm'] = {};

export default contactForm;
