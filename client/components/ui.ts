// What every page uses, in one module: the bundler then keeps it in one
// chunk with React DOM, the router and the query client, so a first load is
// one well-compressed file plus the page's own chunk, not many small ones.
import 'react-dom/client';

export { apiRequest } from '../data/api-client';
export { useBusiness, useRouteMeta } from '../meta/route-head';
export { useServerForm } from '../server-form';
export { Breadcrumb } from './breadcrumb';
export { CallToAction } from './call-to-action';
export * from './icons';
export { Link } from './link';
export { PageHero } from './page-hero';
export { PageLoading, PageMessage } from './page-state';
