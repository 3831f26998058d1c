import { BOROUGHS } from '../../../shared/constants';
import { homeCrumb, type PageHead } from '../../../shared/page-head';
import { kebabCase } from '../../../shared/slugs';
import { clip } from '../../../shared/text';
import { itemQuery, listQuery } from '../../data/queries';
import { photoOf } from '../card-photos';
import { defineRoute, prefetchAll } from '../define-route';

/** "Restoration in Brooklyn | Five Borough Terrazzo" → "Restoration in Brooklyn". */
const shortName = (title: string) => title.split(' | ')[0] ?? title;

const route = defineRoute({
  id: 'service-location',
  path: '/service-location/:slug',
  page: () => import('./page'),
  head: ({ data, params }) => {
    const page = data(itemQuery('serviceLocations', params.slug ?? ''));
    if (!page) {
      const head: PageHead = { title: 'Page Not Found', notFound: true };
      SERVER: head.description = "The service location page you're looking for doesn't exist.";
      return head;
    }
    const name = shortName(page.title);
    const head: PageHead = { title: page.title, breadcrumb: [homeCrumb, { label: 'Services', href: '/services' }, { label: name }] };
    SERVER: {
      head.description = clip(`${name}: ${page.content}`);
      const area = BOROUGHS.find((borough) => kebabCase(borough) === page.area) ?? page.area;
      head.card = { label: `${area} · Terrazzo service`, title: name, photo: photoOf(data(itemQuery('services', page.service))?.image) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = async (queryClient, { slug = '' }) => {
    await prefetchAll(queryClient, [itemQuery('serviceLocations', slug)]);
    // Its service: the hero shows the service's photo.
    const page = queryClient.getQueryData(itemQuery('serviceLocations', slug).queryKey);
    if (page) await prefetchAll(queryClient, [itemQuery('services', page.service)]);
  };
  route.notFound = ({ data, params }) => !data(itemQuery('serviceLocations', params.slug ?? ''));
  route.sitemap = {
    section: 'Services by area',
    entries: (data) => {
      const services = data(listQuery('services')) ?? [];
      const pages = data(listQuery('serviceLocations')) ?? [];
      return services.flatMap((service) =>
        pages
          .filter((page) => page.service === service.slug)
          .map((page) => ({
            path: `/service-location/${page.slug}`,
            label: BOROUGHS.find((area) => kebabCase(area) === page.area) ?? page.area,
            group: { label: `${service.name} in`, path: `/services/${service.slug}` },
          })),
      );
    },
  };
}

export default route;
