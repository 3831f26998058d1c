import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { unpackState } from '../shared/state-codec';
import { Root } from './app';
import { STATE_ELEMENT_ID, type AppState } from './app-state';
import { createQueryClient } from './data/api-client';
import { matchRoute } from './routes';
import { rememberVisit } from './visit-source';
import './styles/app.css';

rememberVisit();

const stateElement = document.getElementById(STATE_ELEMENT_ID);
const stateJson = stateElement?.textContent ?? '';
const state = unpackState(JSON.parse(stateJson)) as AppState;

const queryClient = createQueryClient();
hydrate(queryClient, state.queries);

// Load the current page's chunk first, so hydration renders exactly what the server did.
await matchRoute(location.pathname).route.page.preload();

hydrateRoot(
  document,
  <Root
    queryClient={queryClient}
    assets={state.assets}
    stateJson={stateJson}
    serverForm={{ token: state.formToken, result: state.formResult }}
    Router={BrowserRouter}
  />,
);
