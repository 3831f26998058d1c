import heads from '../../../shared/messages/en/heads';
import { seoIn } from '../../../shared/messages/seo';
import { MAX_TITLE_LENGTH, type PageHead } from '../../../shared/page-head';
import { projectJsonLd } from '../../../shared/structured-data';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { messagesIn } from '../../messages';
import { defineRoute, homeCrumbIn, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

/** "Kitchen floor, Forest Hills, Queens" where it fits a search result's title, else the project's title alone. */
const withPlace = (title: string, location: string) =>
  title.length + location.length + 2 <= MAX_TITLE_LENGTH ? `${title}, ${location}` : title;

const route = defineRoute({
  id: 'project',
  path: '/gallery/:slug',
  es: '/es/galeria/:slug',
  page: () => import('./page'),
  head: ({ data, params, business, path, language }) => {
    const t = messagesIn(language, 'heads', heads);
    const project = data(itemQuery('gallery', params.slug ?? '', language));
    if (!project) {
      const head: PageHead = { title: t.projectNotFound, notFound: true };
      SERVER: head.description = seoIn(language).project.notFound;
      return head;
    }
    const head: PageHead = {
      title: withPlace(project.title, project.location),
      breadcrumb: [homeCrumbIn(language), { label: t.pages.gallery.crumb!, href: '/gallery' }, { label: project.title }],
    };
    SERVER: {
      const seo = seoIn(language).project;
      head.description = seo.description(project, business);
      head.jsonLd = [projectJsonLd(project, business, path)];
      head.card = { label: seo.cardLabel(project.location), title: project.title, photo: photoOf(project.image) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient, { slug = '' }, language) =>
    prefetchAll(queryClient, [itemQuery('gallery', slug, language), projectCardsQuery({}, language), listQuery('reviews')]);
  route.notFound = ({ data, params, language }) => !data(itemQuery('gallery', params.slug ?? '', language));
  route.sitemap = {
    section: 'Projects',
    entries: (data) => (data(projectCardsQuery()) ?? []).map((project) => ({ path: `/gallery/${project.slug}`, label: project.title })),
  };
}

export default route;
