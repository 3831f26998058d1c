import { createContext, useContext, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Language } from '../shared/language';
import type { PageHead } from '../shared/page-head';

/** The page being shown, as the app shell matched its path in the route registry. */
export interface CurrentRoute {
  /** The route's page component (the app shell renders it). */
  Page: ComponentType;
  head: PageHead;
  params: Params;
  /** The page's language, from its path. */
  language: Language;
  /** The same page in the other language, or that language's home when it has no such page. */
  otherLanguage: { language: Language; path: string };
}

export const CurrentRouteContext = createContext<CurrentRoute>({
  Page: () => null,
  head: { title: '' },
  params: {},
  language: 'en',
  otherLanguage: { language: 'es', path: '/es' },
});

/** The current page's title and breadcrumb (pages show the breadcrumb in their hero). */
export function useRouteHead(): PageHead {
  return useContext(CurrentRouteContext).head;
}

/** The current path's parameters, named as in the route's pattern (`/services/:slug` → `slug`). */
export function useRouteParams(): Params {
  return useContext(CurrentRouteContext).params;
}

/** The current page's language. */
export function useLanguage(): Language {
  return useContext(CurrentRouteContext).language;
}

/** Where the header's language link leads: the same page in the other language (or its home). */
export function useOtherLanguage(): CurrentRoute['otherLanguage'] {
  return useContext(CurrentRouteContext).otherLanguage;
}
