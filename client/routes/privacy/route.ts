import { defineRoute, staticHead } from '../define-route';

const route = defineRoute({
  id: 'privacy',
  path: '/privacy',
  page: () => import('./page'),
  head: ({ business }) => {
    const head = staticHead('Privacy Policy');
    SERVER: head.card = { label: 'Legal' };
    SERVER: head.description = `How ${business.name} collects, uses and protects the information you send through this website. Last updated January 2024.`;
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Legal', label: 'Privacy Policy' };
}

export default route;
