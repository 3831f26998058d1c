// An article's related articles: up to 3 cards of its category, itself left out.
import { listQuery } from '../../data/api-query';
import { categorySlug } from '../../../shared/slugs';

const RELATED_POSTS_LIMIT = 3;

export const relatedPostsQuery = (category: string, excludeSlug: string) => ({
  ...listQuery('posts', { category: categorySlug(category), exclude: excludeSlug, limit: RELATED_POSTS_LIMIT, view: 'card' }),
  enabled: Boolean(category),
});
