// The client modules the server uses, in one place: the server imports
// client/ only through this file (a test of the import graph holds it to
// that), so what the server depends on is visible at a glance.
import { spanish } from '../shared/messages/es';
import { registerSpanish } from './messages';

export { Root } from './app';
export type { AppState, FormResult, PageAssets } from './app-state';
export { createQueryClient } from './data/api-client';
export { readQuery } from './data/queries';
export { localizedPath, matchRoute, notFoundRoute, pathIn, routes } from './routes';

export type { DataReader, RouteModule, SitemapEntry } from './routes/define-route';
export { ContactFormFrame } from './components/contact-form-frame';

// The server renders pages in every language: the Spanish catalog is registered once, at start.
registerSpanish(spanish);
