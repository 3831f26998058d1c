// The blog index's data: its featured articles' cards, and every article as its list shows them.
import { listQuery } from '../../data/api-query';

const FEATURED_POSTS_LIMIT = 3;

export const featuredPostsQuery = () => listQuery('posts', { featured: true, limit: FEATURED_POSTS_LIMIT, view: 'card' });
export const postArchiveQuery = () => listQuery('posts', { view: 'archive' });
