// A borough's neighborhood pages: every page's name and borough (the page lists its borough's).
import { listQuery } from '../../data/api-query';

export const placesQuery = () => listQuery('neighborhoods', { view: 'link' });
