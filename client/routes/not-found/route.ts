import type { PageHead } from '../../../shared/page-head';
import { defineRoute } from '../define-route';

/** Any path no other route matches. */
const route = defineRoute({
  id: 'not-found',
  path: '*',
  page: () => import('./page'),
  head: () => {
    const head: PageHead = { title: 'Page Not Found', notFound: true };
    SERVER: head.description = "The page you're looking for doesn't exist. Find our terrazzo services, gallery and contact details here.";
    return head;
  },
});

SERVER: {
  route.notFound = () => true;
}

export default route;
