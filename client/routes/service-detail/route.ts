import heads from '../../../shared/messages/en/heads';
import { seoIn } from '../../../shared/messages/seo';
import type { PageHead } from '../../../shared/page-head';
import { serviceJsonLd } from '../../../shared/structured-data';
import { clip } from '../../../shared/text';
import { filterOfService } from '../../../shared/gallery-filters';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { messagesIn } from '../../messages';
import { defineRoute, homeCrumbIn, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

const route = defineRoute({
  id: 'service-detail',
  path: '/services/:slug',
  es: '/es/servicios/:slug',
  page: () => import('./page'),
  head: ({ data, params, business, path, language }) => {
    const t = messagesIn(language, 'heads', heads);
    const service = data(itemQuery('services', params.slug ?? '', language));
    if (!service) {
      const head: PageHead = { title: t.serviceNotFound, notFound: true };
      SERVER: head.description = seoIn(language).serviceDetail.notFound;
      return head;
    }
    const head: PageHead = {
      title: service.name,
      breadcrumb: [homeCrumbIn(language), { label: t.pages.services.crumb!, href: '/services' }, { label: service.name }],
    };
    SERVER: {
      head.description = clip(service.description);
      head.jsonLd = [serviceJsonLd(service, business, path)];
      head.card = { label: seoIn(language).serviceDetail.cardLabel, photo: photoOf(service.image) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = async (queryClient, { slug = '' }, language) => {
    await prefetchAll(queryClient, [itemQuery('services', slug, language)]);
    const service = queryClient.getQueryData(itemQuery('services', slug, language).queryKey);
    const filter = service && filterOfService(service.slug);
    if (filter) await queryClient.prefetchQuery(projectCardsQuery({ filter }, language));
  };
  route.notFound = ({ data, params, language }) => !data(itemQuery('services', params.slug ?? '', language));
  route.sitemap = {
    section: 'Services',
    entries: (data) => (data(listQuery('services')) ?? []).map((service) => ({ path: `/services/${service.slug}`, label: service.name })),
  };
}

export default route;
