import type { PageHead } from '../../../shared/page-head';
import { listQuery } from '../../data/queries';
import { defineRoute, prefetchAll, staticHead } from '../define-route';

const route = defineRoute({
  id: 'contact',
  path: '/contact',
  page: () => import('./page'),
  head: ({ business }) => {
    const head: PageHead = staticHead('Request a Free Terrazzo Estimate', 'Contact');
    SERVER: head.card = { label: 'Free estimates' };
    SERVER: head.description = `Tell us about your terrazzo project or call ${business.phone.display}. We answer within 24 hours across NYC's five boroughs and Long Island.`;
    return head;
  },
});

SERVER: {
  // The estimate form's range panel lists the prices, and works them out as the visitor types.
  route.prefetch = (queryClient) => prefetchAll(queryClient, [listQuery('prices')]);
  // `?sent=1`: the page a form sent without JavaScript lands on; `?sent=photos` when some of its photos could not be kept.
  route.search = { sent: (value) => value === '1' || value === 'photos' };
  route.sitemap = { section: 'Main pages', label: 'Contact' };
}

export default route;
