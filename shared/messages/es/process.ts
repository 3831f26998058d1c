import type { Catalog } from '../catalog';

const process: Catalog['process'] = {
  hero: {
    eyebrow: 'Cómo trabajamos',
    title: 'Nuestro proceso en seis pasos',
    lead: 'Todo proyecto de terrazo sigue la misma secuencia comprobada, para que usted sepa qué viene después y cuánto tarda cada etapa.',
  },
  steps: [
    {
      title: 'Consulta y visita al lugar',
      duration: '1 a 2 días',
      text: 'Después de comunicarnos con usted (dentro de las 24 horas de su solicitud), vamos a medir, tomar fotos y revisar la base para ver si hay humedad o grietas, y hablamos del uso, el tráfico, el presupuesto y el calendario.',
    },
    {
      title: 'Diseño y muestras',
      duration: '3 a 5 días',
      text: 'Vaciamos muestras de color y de agregado para su aprobación, y preparamos los planos de trazado de las tiras divisorias, las cenefas y cualquier incrustación.',
    },
    {
      title: 'Preparación de la superficie',
      duration: '1 a 3 días',
      text: 'Desbaste o granallado para darle perfil a la losa, tratamiento de grietas, control de la humedad y una membrana flexible donde haga falta.',
    },
    {
      title: 'Instalación',
      duration: 'Depende del proyecto',
      text: 'Colocamos las tiras divisorias y luego vaciamos y allanamos el terrazo por secciones; las piezas prefabricadas se instalan en el lugar.',
    },
    {
      title: 'Desbaste y pulido',
      duration: '2 a 3 días',
      text: 'El desbaste progresivo deja ver el agregado, los poros se rellenan con lechada y el pulido lleva la superficie a su brillo final.',
    },
    {
      title: 'Sellado y recorrido final',
      duration: '1 día',
      text: 'Aplicamos un sellador penetrante, limpiamos el área, revisamos el piso con usted y le dejamos las instrucciones de cuidado.',
    },
  ],
  duration: 'Duración: ',
  quality: {
    eyebrow: 'Control de calidad',
    title: 'Revisado en cada etapa',
    checks: [
      'Pruebas de humedad y de pH de la losa antes de colocar cualquier material',
      'Revisión del nivel y de la planitud después de la preparación y después del vaciado',
      'Tiempos de curado respetados antes del desbaste y anotados para cada sección',
      'Revisión, grano por grano, del agregado expuesto y del relleno de lechada',
      'Revisión de la resistencia al resbalón y del brillo antes del sellado',
      'Una lista de pendientes por escrito, que cerramos con usted en el recorrido final',
    ],
  },
};

export default process;
