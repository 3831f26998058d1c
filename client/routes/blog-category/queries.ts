// A category's articles: every article's card (the page shows the category's own).
import { listQuery } from '../../data/api-query';

export const postCardsQuery = () => listQuery('posts', { view: 'card' });
