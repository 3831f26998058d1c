import { defineRoute, staticHead } from '../define-route';

const route = defineRoute({
  id: 'terms',
  path: '/terms',
  page: () => import('./page'),
  head: ({ business }) => {
    const head = staticHead('Terms of Service');
    SERVER: head.card = { label: 'Legal' };
    SERVER: head.description = `The terms for estimates, deposits, payment and warranty work with ${business.name}. Last updated January 2024.`;
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Legal', label: 'Terms of Service' };
}

export default route;
