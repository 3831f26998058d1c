import heads from '../../../shared/messages/en/heads';
import { seoIn } from '../../../shared/messages/seo';
import type { PageHead } from '../../../shared/page-head';
import { messagesIn } from '../../messages';
import { defineRoute } from '../define-route';

/** Any path no other route matches. */
const route = defineRoute({
  id: 'not-found',
  path: '*',
  es: '/es/*',
  page: () => import('./page'),
  head: ({ language }) => {
    const head: PageHead = { title: messagesIn(language, 'heads', heads).pageNotFound, notFound: true };
    SERVER: head.description = seoIn(language).notFound.description;
    return head;
  },
});

SERVER: {
  route.notFound = () => true;
}

export default route;
