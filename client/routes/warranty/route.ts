import { defineRoute, staticHead } from '../define-route';

const route = defineRoute({
  id: 'warranty',
  path: '/warranty',
  page: () => import('./page'),
  head: ({ business }) => {
    const head = staticHead('Terrazzo Warranty, Care & Maintenance');
    SERVER: head.card = { label: 'Warranty & care' };
    SERVER: head.description = `What our ${business.claims.warrantyYears} year terrazzo warranty covers, how to care for your floor, and the service commitments behind it.`;
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Main pages', label: 'Warranty & Care' };
}

export default route;
