import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useContext, useEffect, useReducer, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageAssets } from './app-state';
import { LinkNavigation } from './components/link';
import { businessIn } from './business';
import { PageLoading } from './components/ui';
import { SiteLayout } from './components/site-layout';
import { Document } from './document';
import { CurrentRouteContext, type CurrentRoute } from './current-route';
import { localizedPath, matchRoute, otherLanguageOf } from './routes';
import { ServerFormContext, type ServerForm } from './server-form';

/** The current route's page (matched once, by CurrentRouteProvider), inside the shared header and footer. */
function AppRoutes({ onNavigate }: { onNavigate?: (path: string) => void }) {
  const { Page } = useContext(CurrentRouteContext);
  return (
    <SiteLayout>
      {onNavigate && <NavigationReporter onNavigate={onNavigate} />}
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </SiteLayout>
  );
}

/** Reports each client-side navigation to another page (the entry script counts it as a view, as it counts the first page). */
function NavigationReporter({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { pathname } = useLocation();
  const reported = useRef(pathname);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    onNavigate(pathname);
  }, [pathname, onNavigate]);
  return null;
}

/**
 * The route the registry matches for the current path: its page, its
 * parameters and its head, recomputed when query data arrives (a page's title
 * can come from its data).
 */
function useCurrentRoute(): CurrentRoute {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  // Only a query's state change can change the head; observer events fire on every render.
  useEffect(() => queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && refresh()), [queryClient]);
  const { route, params, language } = matchRoute(pathname);
  const business = businessIn(queryClient, language);
  const head = route.head({ params, path: pathname, language, business, data: (options) => queryClient.getQueryData(options.queryKey) });
  return { Page: route.page.Component, head, params, language, otherLanguage: otherLanguageOf(route, params, language) };
}

function CurrentRouteProvider({ children }: { children: ReactNode }) {
  return <CurrentRouteContext.Provider value={useCurrentRoute()}>{children}</CurrentRouteContext.Provider>;
}

/** Links below lead to the pages of the current page's language. */
function LocalizedLinks({ children }: { children: ReactNode }) {
  const { language } = useContext(CurrentRouteContext);
  const localize = useCallback((path: string) => localizedPath(path, language), [language]);
  return <LinkNavigation localize={localize}>{children}</LinkNavigation>;
}

/** The same tree on server (StaticRouter, with every head tag) and client (BrowserRouter). */
export function Root({
  queryClient,
  assets,
  stateJson,
  serverForm,
  Router,
  headTags,
  onNavigate,
}: {
  queryClient: QueryClient;
  assets: PageAssets;
  stateJson: string;
  serverForm: ServerForm;
  Router: ComponentType<{ children: ReactNode }>;
  headTags?: ReactNode;
  /** In the browser: told of each client-side navigation's new path. */
  onNavigate?: (path: string) => void;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFormContext.Provider value={serverForm}>
        <Router>
          <CurrentRouteProvider>
            <LocalizedLinks>
              <Document assets={assets} stateJson={stateJson} headTags={headTags}>
                <AppRoutes onNavigate={onNavigate} />
              </Document>
            </LocalizedLinks>
          </CurrentRouteProvider>
        </Router>
      </ServerFormContext.Provider>
    </QueryClientProvider>
  );
}
