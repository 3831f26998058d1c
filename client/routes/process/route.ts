import { defineRoute, staticHead } from '../define-route';

const route = defineRoute({
  id: 'process',
  path: '/process',
  page: () => import('./page'),
  head: () => {
    const head = staticHead('Our Six-Step Terrazzo Process');
    SERVER: head.card = { label: 'How we work' };
    SERVER: head.description =
      'From site visit to final polish: the six steps of a terrazzo project, how long each takes, and the quality checks at every stage.';
    return head;
  },
});

SERVER: {
  route.sitemap = { section: 'Main pages', label: 'Our Process' };
}

export default route;
