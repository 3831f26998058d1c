import { homeCrumb, type PageHead } from '../../../shared/page-head';
import { serviceJsonLd } from '../../../shared/structured-data';
import { clip } from '../../../shared/text';
import { filterOfService } from '../../../shared/gallery-filters';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { defineRoute, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'service-detail',
  path: '/services/:slug',
  page: () => import('./page'),
  head: ({ data, params, business, path }) => {
    const service = data(itemQuery('services', params.slug ?? ''));
    if (!service) {
      const head: PageHead = { title: 'Service Not Found', notFound: true };
      SERVER: head.description = "The terrazzo service you're looking for doesn't exist.";
      return head;
    }
    const head: PageHead = {
      title: service.name,
      breadcrumb: [homeCrumb, { label: 'Services', href: '/services' }, { label: service.name }],
    };
    SERVER: {
      head.description = clip(service.description);
      head.jsonLd = [serviceJsonLd(service, business, path)];
      head.card = { label: 'Terrazzo service', photo: photoOf(service.image) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = async (queryClient, { slug = '' }) => {
    await prefetchAll(queryClient, [itemQuery('services', slug)]);
    const service = queryClient.getQueryData(itemQuery('services', slug).queryKey);
    const filter = service && filterOfService(service.name);
    if (filter) await queryClient.prefetchQuery(projectCardsQuery({ filter }));
  };
  route.notFound = ({ data, params }) => !data(itemQuery('services', params.slug ?? ''));
  route.sitemap = {
    section: 'Services',
    entries: (data) => (data(listQuery('services')) ?? []).map((service) => ({ path: `/services/${service.slug}`, label: service.name })),
  };
}

export default route;
