import { createContext, useContext, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { PageHead } from '../shared/page-head';

/** The page being shown, as the app shell matched its path in the route registry. */
export interface CurrentRoute {
  /** The route's page component (the app shell renders it). */
  Page: ComponentType;
  head: PageHead;
  params: Params;
}

export const CurrentRouteContext = createContext<CurrentRoute>({ Page: () => null, head: { title: '' }, params: {} });

/** The current page's title and breadcrumb (pages show the breadcrumb in their hero). */
export function useRouteHead(): PageHead {
  return useContext(CurrentRouteContext).head;
}

/** The current path's parameters, named as in the route's pattern (`/services/:slug` → `slug`). */
export function useRouteParams(): Params {
  return useContext(CurrentRouteContext).params;
}
