import type { Catalog } from '../catalog';

const about: Catalog['about'] = {
  hero: {
    eyebrow: 'Nuestra historia',
    title: (businessName) => `Conozca a ${businessName}`,
    lead: (years) => `${years} años de terrazo en Nueva York, piso por piso.`,
  },
  story: {
    title: 'Un oficio de Nueva York que sigue vivo',
    history: {
      before:
        'El terrazo llegó a Nueva York con los artesanos italianos del mosaico, y a lo largo del siglo XX cubrió los vestíbulos, las estaciones del metro, las escuelas y las grandes tiendas de la ciudad. Nuestra empresa nació de esa tradición: por más de',
      after: ' años, nuestras cuadrillas han vaciado, desbastado y pulido pisos en los cinco condados y en Long Island.',
    },
    today: {
      before:
        'Hoy trabajamos en los dos mundos. Instalamos terrazo epóxico moderno de capa delgada para escuelas, restaurantes y obras de transporte, fabricamos escalones y encimeras prefabricados en nuestro propio taller, y restauramos los pisos cementicios originales que hacen que valga la pena entrar a un vestíbulo de antes de la guerra. Después de ',
      after:
        ' proyectos, el trabajo sigue siendo el mismo: preparación cuidadosa, materiales honestos y un acabado que dura tanto como el edificio.',
    },
  },
  method: {
    title: 'Cómo trabajamos',
    text: {
      before:
        'Todo proyecto empieza con una visita y termina con un recorrido final con usted. Durante la obra, un solo encargado del proyecto contesta sus llamadas, coordina con su junta, su arquitecto o su contratista general, y mantiene la obra limpia y segura. Nuestra mano de obra tiene una garantía de',
      after: ' años.',
    },
  },
  figures: { boroughs: 'Condados', neighborhoods: 'Vecindarios', services: 'Servicios' },
  range: {
    eyebrow: 'De nuestras cuadrillas y nuestro taller',
    title: 'Todo lo que hacemos',
    // The cards lead to the gallery, which is in English only.
    lead: 'Pisos nuevos vaciados en sitio, escalones fabricados en nuestro taller y vestíbulos que vuelven a verse como el día en que abrieron.',
  },
  values: {
    eyebrow: 'Lo que nos define',
    title: 'Nuestros valores',
    quality: {
      title: 'Calidad',
      text: 'Antes de vaciar, revisamos la humedad y el movimiento de cada losa, y desbastamos hasta que el agregado se vea tal como se diseñó.',
    },
    craftsmanship: {
      title: 'Artesanía',
      text: 'Tiras colocadas a mano, chips sembrados a ojo, bordes terminados contra la pared: el terrazo es un oficio, y nuestras cuadrillas lo aprendieron en la obra.',
    },
    service: {
      title: 'Servicio',
      text: 'Un solo encargado desde el estimado hasta el recorrido final, un calendario por escrito y una cuadrilla que regresa si algo necesita atención.',
    },
  },
};

export default about;
