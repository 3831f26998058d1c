import type { Catalog } from '../catalog';

/** A service's name inside a sentence: "Terrazo comercial" → "terrazo comercial" (the names are common nouns). */
const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

const serviceDetail: Catalog['serviceDetail'] = {
  loading: 'Preparando los detalles del servicio…',
  notFound: {
    title: 'Servicio no encontrado',
    text: 'El servicio de terrazo que busca no existe.',
    back: 'Volver a Servicios',
  },
  eyebrow: 'Servicio de terrazo',
  secondLine: (main) => `Nuestra segunda línea. Línea principal: ${main}`,
  price: {
    label: 'Precio inicial',
    from: 'Desde',
    unit: 'por pie cuadrado, instalado',
    note: 'El precio final depende del área, del diseño y del acceso a la obra.',
  },
  scope: { eyebrow: 'Alcance', title: 'Qué incluye' },
  steps: {
    // A heading that reads well with every name: "Cómo trabajamos: restauración de terrazo".
    title: (serviceName) => `Cómo trabajamos: ${inSentence(serviceName)}`,
    items: {
      consultation: {
        title: 'Consulta',
        text: 'Recorremos el espacio, revisamos la base y acordamos con usted el alcance, el presupuesto y el calendario.',
      },
      design: {
        title: 'Diseño',
        text: 'Muestras, igualación de colores y planos de trazado para las tiras divisorias, las cenefas y las incrustaciones.',
      },
      preparation: {
        title: 'Preparación',
        text: 'Pruebas de humedad, tratamiento de grietas y una base limpia, nivelada y con el perfil adecuado para que el piso se adhiera.',
      },
      installation: {
        title: 'Instalación',
        text: 'Vaciado o colocación, desbaste, lechada, pulido y sellado, y al final un recorrido del piso con usted.',
      },
    },
  },
  projects: {
    eyebrow: 'Nuestro trabajo',
    // The full name: the short ones ("Comercial", "Prefabricados") do not fit one Spanish sentence.
    title: (service) => `Proyectos recientes de ${inSentence(service.name)}`,
  },
  areas: {
    eyebrow: 'Dónde trabajamos',
    nearYou: ' cerca de usted',
    in: ' en ',
    // As the Spanish pages say it: "Restauración de terrazo en el Bronx".
    area: (area) => (area === 'Bronx' ? 'el Bronx' : area),
  },
};

export default serviceDetail;
