// The client modules the server uses, in one place: the server imports
// client/ only through this file (a test of the import graph holds it to
// that), so what the server depends on is visible at a glance.
export { Root } from './app';
export type { AppState, FormResult, PageAssets } from './app-state';
export { createQueryClient } from './data/api-client';
export { readQuery } from './data/queries';
export { matchRoute, notFoundRoute, routes } from './routes';
export type { DataReader, RouteModule, SitemapEntry } from './routes/define-route';
export { ContactFormFrame } from './components/contact-form-frame';
