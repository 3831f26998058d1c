import { homeCrumb, type PageHead } from '../../../shared/page-head';
import { BOROUGHS } from '../../../shared/constants';
import { boroughListPath } from '../../../shared/slugs';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { defineRoute, prefetchAll } from '../define-route';
import { boroughPhoto, photoOf } from '../card-photos';

const route = defineRoute({
  id: 'neighborhood',
  path: '/local/:slug',
  page: () => import('./page'),
  head: ({ data, params }) => {
    const place = data(itemQuery('neighborhoods', params.slug ?? ''));
    if (!place) {
      const head: PageHead = { title: 'Location Not Found', notFound: true };
      SERVER: head.description = "The terrazzo service area you're looking for doesn't exist.";
      return head;
    }
    const head: PageHead = {
      title: place.title,
      breadcrumb: [homeCrumb, { label: place.borough, href: boroughListPath(place.borough) }, { label: place.neighborhood }],
    };
    SERVER: {
      head.description = place.description;
      head.card = {
        label: `${place.borough} · Neighborhood`,
        title: `Terrazzo in ${place.neighborhood}, ${place.borough}`,
        photo: boroughPhoto(data, place.borough) ?? photoOf(data(listQuery('services'))?.[0]?.image),
      };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = async (queryClient, { slug = '' }) => {
    await prefetchAll(queryClient, [itemQuery('neighborhoods', slug), listQuery('services')]);
    const place = queryClient.getQueryData(itemQuery('neighborhoods', slug).queryKey);
    if (!place) return;
    await queryClient.prefetchQuery(projectCardsQuery({ neighborhood: slug }));
    // The borough's projects stand in for a neighborhood with none of its own.
    const own = queryClient.getQueryData(projectCardsQuery({ neighborhood: slug }).queryKey);
    if (own?.length === 0) await queryClient.prefetchQuery(projectCardsQuery({ borough: place.borough }));
  };
  route.notFound = ({ data, params }) => !data(itemQuery('neighborhoods', params.slug ?? ''));
  route.sitemap = {
    section: 'Local areas',
    entries: (data) =>
      [...(data(listQuery('neighborhoods', { view: 'link' })) ?? [])]
        .sort((a, b) => BOROUGHS.indexOf(a.borough) - BOROUGHS.indexOf(b.borough) || a.neighborhood.localeCompare(b.neighborhood))
        .map((place) => ({
          path: `/local/${place.slug}`,
          label: place.neighborhood,
          group: { label: place.borough, path: boroughListPath(place.borough) },
        })),
  };
}

export default route;
