import type { Catalog } from '../catalog';

const contact: Catalog['contact'] = {
  hero: {
    eyebrow: 'Estimados gratis',
    title: 'Pida su estimado gratis',
    lead: 'Cuéntenos de su piso, su escalera o la restauración que tiene en mente. Le contestamos en menos de 24 horas con un estimado detallado.',
  },
  formFrameTitle: 'Formulario para pedir un estimado',
  talk: {
    title: '¿Prefiere hablar con nosotros?',
    text: 'Llame a nuestra oficina de estimados. Contestamos en horario de oficina y devolvemos las llamadas el mismo día.',
  },
  serviceArea: 'Dónde trabajamos',
};

export default contact;
