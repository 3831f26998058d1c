import { BOROUGHS } from '../../../shared/constants';
import heads from '../../../shared/messages/en/heads';
import { seoIn } from '../../../shared/messages/seo';
import type { PageHead } from '../../../shared/page-head';
import { kebabCase } from '../../../shared/slugs';
import { clip } from '../../../shared/text';
import { itemQuery, listQuery } from '../../data/queries';
import { photoOf } from '../card-photos';
import { messagesIn } from '../../messages';
import { defineRoute, homeCrumbIn, prefetchAll } from '../define-route';

/** "Restoration in Brooklyn | Five Borough Terrazzo" → "Restoration in Brooklyn". */
const shortName = (title: string) => title.split(' | ')[0] ?? title;

const route = defineRoute({
  id: 'service-location',
  path: '/service-location/:slug',
  es: '/es/servicio-por-zona/:slug',
  page: () => import('./page'),
  head: ({ data, params, language }) => {
    const t = messagesIn(language, 'heads', heads);
    const page = data(itemQuery('serviceLocations', params.slug ?? '', language));
    if (!page) {
      const head: PageHead = { title: t.pageNotFound, notFound: true };
      SERVER: head.description = seoIn(language).serviceLocation.notFound;
      return head;
    }
    const name = shortName(page.title);
    const head: PageHead = {
      title: page.title,
      breadcrumb: [homeCrumbIn(language), { label: t.pages.services.crumb!, href: '/services' }, { label: name }],
    };
    SERVER: {
      head.description = clip(`${name}: ${page.content}`);
      const area = BOROUGHS.find((borough) => kebabCase(borough) === page.area) ?? page.area;
      const photo = photoOf(data(itemQuery('services', page.service, language))?.image);
      head.card = { label: seoIn(language).serviceLocation.cardLabel(area), title: name, photo };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = async (queryClient, { slug = '' }, language) => {
    await prefetchAll(queryClient, [itemQuery('serviceLocations', slug, language)]);
    // Its service: the hero shows the service's photo.
    const page = queryClient.getQueryData(itemQuery('serviceLocations', slug, language).queryKey);
    if (page) await prefetchAll(queryClient, [itemQuery('services', page.service, language)]);
  };
  route.notFound = ({ data, params, language }) => !data(itemQuery('serviceLocations', params.slug ?? '', language));
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
