import type { Catalog } from '../catalog';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
    strips: (metals) => capitalized(new Intl.ListFormat('es').format(metals)),
    client: 'Cliente',
  },
  stripMetals: { brass: 'latón', zinc: 'zinc', aluminum: 'aluminio', 'white-metal': 'metal blanco', plastic: 'plástico' },
  clientTypes: {
    home: 'Una casa particular',
    'residential-building': 'Un edificio de apartamentos',
    office: 'Una oficina',
    retail: 'Una tienda',
    hospitality: 'Un restaurante u hotel',
    education: 'Una escuela o universidad',
    healthcare: 'Un hospital o clínica',
    transportation: 'Un aeropuerto o estación de transporte',
    public: 'Un edificio público',
    worship: 'Un templo',
  },
  creditRoles: { architect: 'Arquitecto', designer: 'Diseñador de interiores', 'general-contractor': 'Contratista general' },
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
