// What most pages use, in one module that the app (hydrate-app.tsx: header,
// footer, app shell) and every page import: the bundler then keeps all of it
// in one chunk with the libraries, so a first load is the entry, the app,
// that chunk and the page's own chunk, not a dozen small files that compress
// worse. Only modules that never import the route registry belong here (no
// import cycle). React DOM's client is listed too: the app is its only user,
// but it compresses best in the one file with React itself.
import 'react-dom/client';

export { useBusiness } from '../business';
export { useServerForm } from '../server-form';
export { useHydrated } from '../use-hydrated';
export { abortAfter, apiRequest } from '../data/api-client';
export { useLanguage, useOtherLanguage, useRouteHead, useRouteParams } from '../current-route';
export { useMessages } from '../messages';
export { ActionBar, ESTIMATE_FORM_ID, PAGE_ACTIONS } from './action-bar';
export { Breadcrumb } from './breadcrumb';
export { CallToAction, ContactActions } from './call-to-action';
export { Credentials } from './credentials';
export { EmailLink } from './email-link';
export { Figures } from './figures';
export { SectionHeader } from './section-header';
export { ArrowRightIcon, ClockIcon, CloseIcon, MailIcon, MenuIcon, PhoneIcon, PinIcon } from './icons';
export { Link } from './link';
export { LanguageLink } from './language-link';
export { TOP_LINKS, useIsActiveLink } from './nav-links';
export { OpeningHours } from './opening-hours';
export { PageHero } from './page-hero';
export { PageLoading, PageMessage } from './page-state';
