// What most pages use, in one module that the entry (header, footer, app
// shell) and every page import: the bundler then keeps all of it in one chunk
// with the libraries, so a first load is the entry, that chunk and the page's
// own chunk, not a dozen small files that compress worse. Only modules that
// never import the route registry belong here (no import cycle). React DOM's
// client is listed too: the entry is its only user, but it compresses best in
// the one file with React itself.
import 'react-dom/client';

export { useBusiness } from '../business';
export { apiRequest } from '../data/api-client';
export { useRouteHead } from '../route-head-context';
export { Breadcrumb } from './breadcrumb';
export { CallToAction } from './call-to-action';
export { ArrowRightIcon, ClockIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon, PinIcon } from './icons';
export { Link } from './link';
export { PageHero } from './page-hero';
export { PageLoading, PageMessage } from './page-state';
