import { homeCrumb, MAX_TITLE_LENGTH, type PageHead } from '../../../shared/page-head';
import { projectJsonLd } from '../../../shared/structured-data';
import { itemQuery, listQuery, projectCardsQuery } from '../../data/queries';
import { defineRoute, prefetchAll } from '../define-route';
import { photoOf } from '../card-photos';

/** "Kitchen floor, Forest Hills, Queens" where it fits a search result's title, else the project's title alone. */
const withPlace = (title: string, location: string) =>
  title.length + location.length + 2 <= MAX_TITLE_LENGTH ? `${title}, ${location}` : title;

const route = defineRoute({
  id: 'project',
  path: '/gallery/:slug',
  page: () => import('./page'),
  head: ({ data, params, business, path }) => {
    const project = data(itemQuery('gallery', params.slug ?? ''));
    if (!project) {
      const head: PageHead = { title: 'Project Not Found', notFound: true };
      SERVER: head.description = "The project you're looking for isn't in our gallery.";
      return head;
    }
    const head: PageHead = {
      title: withPlace(project.title, project.location),
      breadcrumb: [homeCrumb, { label: 'Gallery', href: '/gallery' }, { label: project.title }],
    };
    SERVER: {
      // A search result's line, whatever the length of the project's own text.
      head.description = `${project.serviceType} by ${business.name} in ${project.location}: ${project.title.toLowerCase()}. Photos and project facts.`;
      head.jsonLd = [projectJsonLd(project, business, path)];
      head.card = { label: `${project.location} · Project`, title: project.title, photo: photoOf(project.image) };
    }
    return head;
  },
});

SERVER: {
  route.prefetch = (queryClient, { slug = '' }) =>
    prefetchAll(queryClient, [itemQuery('gallery', slug), projectCardsQuery(), listQuery('reviews')]);
  route.notFound = ({ data, params }) => !data(itemQuery('gallery', params.slug ?? ''));
  route.sitemap = {
    section: 'Projects',
    entries: (data) => (data(projectCardsQuery()) ?? []).map((project) => ({ path: `/gallery/${project.slug}`, label: project.title })),
  };
}

export default route;
