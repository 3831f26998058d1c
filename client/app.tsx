import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { PageHead } from '../shared/page-head';
import type { PageAssets } from './app-state';
import { PageLoading, useBusiness } from './components/ui';
import { SiteLayout } from './components/site-layout';
import { Document } from './document';
import { RouteHeadContext } from './route-head-context';
import { matchRoute, routes } from './routes';
import { ServerFormContext, type ServerForm } from './server-form';
import { countView } from './visit-counter';

/** The page routes of the registry, inside the shared header and footer. */
function AppRoutes() {
  return (
    <SiteLayout>
      <CountViews />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {routes.map(({ id, path, page }) => (
            <Route key={id} path={path} element={<page.Component />} />
          ))}
        </Routes>
      </Suspense>
    </SiteLayout>
  );
}

/** Counts each client-side navigation to another page (the entry script counts the first page once it is seen). */
function CountViews() {
  const { pathname } = useLocation();
  const counted = useRef(pathname);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    countView(pathname);
  }, [pathname]);
  return null;
}

/** The current route's head, recomputed when query data arrives (a page's title can come from its data). */
function useCurrentHead(): PageHead {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const business = useBusiness();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  // Only a query's state change can change the head; observer events fire on every render.
  useEffect(() => queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && refresh()), [queryClient]);
  const { route, params } = matchRoute(pathname);
  return route.head({ params, path: pathname, business, data: (options) => queryClient.getQueryData(options.queryKey) });
}

function HeadProvider({ children }: { children: ReactNode }) {
  return <RouteHeadContext.Provider value={useCurrentHead()}>{children}</RouteHeadContext.Provider>;
}

/** The same tree on server (StaticRouter, with every head tag) and client (BrowserRouter). */
export function Root({
  queryClient,
  assets,
  stateJson,
  serverForm,
  Router,
  headTags,
}: {
  queryClient: QueryClient;
  assets: PageAssets;
  stateJson: string;
  serverForm: ServerForm;
  Router: ComponentType<{ children: ReactNode }>;
  headTags?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFormContext.Provider value={serverForm}>
        <Router>
          <HeadProvider>
            <Document assets={assets} stateJson={stateJson} headTags={headTags}>
              <AppRoutes />
            </Document>
          </HeadProvider>
        </Router>
      </ServerFormContext.Provider>
    </QueryClientProvider>
  );
}
