import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { FormResult, PageAssets } from './app-state';
import { PageLoading } from './components/page-state';
import { SiteLayout } from './components/site-layout';
import { Document } from './document';
import { notFoundPage, routes } from './routes';

const FormResultContext = createContext<FormResult | undefined>(undefined);

/** The server's answer to a contact form sent without JavaScript, if this page is one. */
export function useFormResult(): FormResult | undefined {
  return useContext(FormResultContext);
}

/** The page routes, inside the shared header and footer. */
export function AppRoutes() {
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
  formResult,
  Router,
}: {
  queryClient: QueryClient;
  assets: PageAssets;
  stateJson: string;
  formResult?: FormResult;
  Router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <FormResultContext.Provider value={formResult}>
        <Router>
          <Document assets={assets} stateJson={stateJson}>
            <AppRoutes />
          </Document>
        </Router>
      </FormResultContext.Provider>
    </QueryClientProvider>
  );
}
