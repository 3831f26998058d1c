import { BOROUGHS } from '../../../shared/constants';
import { homeCrumb, type PageHead } from '../../../shared/page-head';
import { boroughFromListSlug, boroughListPath } from '../../../shared/slugs';
import { placesQuery } from '../../data/queries';
import notFoundRoute from '../not-found/route';
import { defineRoute, prefetchAll, type RouteContext } from '../define-route';
import { boroughPhoto } from '../card-photos';

/** How many neighborhoods the borough of a "/{borough}-neighborhoods" path has (0 when it is no borough). */
function placesIn({ params, data }: RouteContext): number {
  const borough = boroughFromListSlug(params.listSlug ?? '')?.toLowerCase();
  if (!borough) return 0;
  return (data(placesQuery()) ?? []).filter((place) => place.borough.toLowerCase() === borough).length;
}

const route = defineRoute({
  id: 'borough-list',
  // "/{borough}-neighborhoods": React Router matches whole segments, so the
  // suffix is checked here and by the page.
  path: '/:listSlug',
  page: () => import('./page'),
  head: (ctx) => {
    const borough = boroughFromListSlug(ctx.params.listSlug ?? '');
    if (!borough) return notFoundRoute.head(ctx);
    const head: PageHead = {
      title: `Terrazzo Contractor in ${borough} Neighborhoods`,
      breadcrumb: [homeCrumb, { label: `${borough} Neighborhoods` }],
    };
    SERVER: {
      head.description = `Terrazzo installation, restoration and precast work in every ${borough} neighborhood we serve. Find your area for local details and a free estimate.`;
      head.notFound = placesIn(ctx) === 0;
      head.card = { label: 'Neighborhoods we serve', title: `Terrazzo in ${borough}`, photo: boroughPhoto(ctx.data, borough) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient, { listSlug = '' }) => prefetchAll(queryClient, boroughFromListSlug(listSlug) ? [placesQuery()] : []);
  route.notFound = (ctx) => placesIn(ctx) === 0;
  // In sitemap.xml; the HTML sitemap links them as the headings of its local areas.
  route.sitemap = {
    entries: (data) => {
      const places = data(placesQuery()) ?? [];
      return BOROUGHS.filter((borough) => places.some((place) => place.borough === borough)).map((borough) => ({
        path: boroughListPath(borough),
        label: `${borough} Neighborhoods`,
      }));
    },
  };
}

export default route;
