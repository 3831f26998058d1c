import type { PageHead } from '../../../shared/page-head';
import { listQuery, readQuery } from '../../data/queries';
import { defineRoute, prefetchAll } from '../define-route';

const route = defineRoute({
  id: 'home',
  path: '/',
  page: () => import('./page'),
  head: ({ business }) => {
    const head: PageHead = { title: `${business.name}: Terrazzo Floors in NYC & Long Island` };
    SERVER: head.card = { label: 'New York City & Long Island', title: 'Terrazzo floors crafted to outlast the building' };
    SERVER: head.description = `Custom terrazzo installation, precast fabrication and restoration across the five boroughs and Long Island. ${business.claims.yearsExperience} years, ${business.claims.projects} projects. Free estimates.`;
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient) => prefetchAll(queryClient, [listQuery('services'), readQuery('featuredGallery'), listQuery('reviews')]);
  route.sitemap = { section: 'Main pages', label: 'Home' };
}

export default route;
