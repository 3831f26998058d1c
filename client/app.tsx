import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageAssets } from './app-state';
import { PageLoading } from './components/ui';
import { SiteLayout } from './components/site-layout';
import { Document } from './document';
import { notFoundPage, routes } from './routes';
import { ServerFormContext, type ServerForm } from './server-form';

/** The page routes, inside the shared header and footer. */
function AppRoutes() {
  return (
    <SiteLayout>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {routes.map(({ path, page }) => (
            <Route key={path} path={path} element={<page.Component />} />
          ))}
          <Route path="*" element={<notFoundPage.Component />} />
        </Routes>
      </Suspense>
    </SiteLayout>
  );
}

/** The same tree on server (StaticRouter) and client (BrowserRouter). */
export function Root({
  queryClient,
  assets,
  stateJson,
  serverForm,
  Router,
}: {
  queryClient: QueryClient;
  assets: PageAssets;
  stateJson: string;
  serverForm: ServerForm;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerFormContext.Provider value={serverForm}>
        <Router>
          <Document assets={assets} stateJson={stateJson}>
            <AppRoutes />
          </Document>
        </Router>
      </ServerFormContext.Provider>
    </QueryClientProvider>
  );
}
