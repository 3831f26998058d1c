import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { unpackState } from '../shared/state-codec';
import { Root } from './app';
import type { AppState } from './app-state';
import { createQueryClient } from './data/api-client';
import { loadSpanish } from './messages';
import { matchRoute } from './routes';

/**
 * Takes over the server's HTML: the query cache from the page's state, then
 * React on the whole document. `packed` is the state block as parsed
 * (`stateJson` its text, which the document renders again); `onNavigate` is
 * told of each client-side navigation (the entry script counts the views).
 */
export async function hydrateApp(stateJson: string, packed: unknown, onNavigate: (path: string) => void): Promise<void> {
  const state = unpackState(packed) as AppState;
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);

  // Load the current page's chunk (and a Spanish page's catalog) first, so hydration renders exactly what the server did.
  const { route, language } = matchRoute(location.pathname);
  await Promise.all([route.page.preload(), language === 'es' && loadSpanish()]);

  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      document,
      <Root
        queryClient={queryClient}
        assets={state.assets}
        stateJson={stateJson}
        serverForm={{ token: state.formToken, result: state.formResult }}
        Router={BrowserRouter}
        onNavigate={onNavigate}
      />,
    );
  });
}
