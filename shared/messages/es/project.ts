import type { Catalog } from '../catalog';

const project: Catalog['project'] = {
  loading: 'Preparando el proyecto...',
  notFound: {
    title: 'Proyecto no encontrado',
    text: 'El proyecto que busca no está en nuestra galería.',
    link: 'Ver todos los proyectos',
  },
  estimate: 'Pida un estimado gratis para un piso como este',
  call: (phone) => `Llame al ${phone}`,
  sampleCaption: 'Una muestra de la mezcla de terrazo de este proyecto, no una fotografía del piso.',
  beforeAfter: 'Antes y después',
  photos: 'Fotos del trabajo',
  pager: { label: 'Más proyectos', all: 'Todos los proyectos' },
  callToAction: {
    title: '¿Está planeando un piso como este?',
    text: 'Cuéntenos de su espacio: le contactaremos en menos de 24 horas con un estimado detallado.',
  },
  facts: {
    heading: 'Datos del proyecto',
    service: 'Servicio',
    system: 'Sistema',
    neighborhood: 'Vecindario',
    borough: 'Condado',
    size: 'Tamaño',
    completed: 'Terminado',
    squareFeet: (area) => `${area.toLocaleString('en-US')} pies cuadrados`,
    duration: 'Tiempo en la obra',
    workingDays: (days) => (days === 1 ? '1 día hábil' : `${days.toLocaleString('en-US')} días hábiles`),
    aggregate: 'Agregado',
    baseColor: 'Color del aglutinante',
    dividerStrips: 'Tiras divisorias',
    client: 'Cliente',
  },
  systems: {
    epoxy: 'Terrazo epóxico',
    cementitious: 'Terrazo cementicio',
    precast: 'Terrazo prefabricado',
    restoration: 'Restauración de un piso existente',
  },
  compare: {
    before: 'Antes',
    after: 'Después',
    sideBefore: (subject) => `${subject}, antes de la restauración`,
    sideAfter: (subject) => `${subject}, después de la restauración`,
    range: (subject) => `${subject}: compare el antes y el después de la restauración`,
    position: (after) =>
      after <= 0 ? 'Solo el antes'
      : after >= 100 ? 'Solo el después'
      : `${after}% después, ${100 - after}% antes`,
    illustration: 'Una ilustración, no una fotografía de nuestro trabajo: el tipo de cambio que logra una restauración.',
  },
};

export default project;
