import { createContext, useContext } from 'react';
import type { PageHead } from '../shared/page-head';

/** The current page's head, computed by the app shell from the route registry. */
export const RouteHeadContext = createContext<PageHead>({ title: '' });

/** The current page's title and breadcrumb (pages show the breadcrumb in their hero). */
export function useRouteHead(): PageHead {
  return useContext(RouteHeadContext);
}
