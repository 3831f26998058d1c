import type { DehydratedState } from '@tanstack/react-query';

/** The page's files, from the build manifest. */
export interface PageAssets {
  entry: string;
  css: string;
  modulepreload: string[];
}

/** What the server hands the client in the page's one JSON data block. */
export interface AppState {
  queries: DehydratedState;
  assets: PageAssets;
}

export const STATE_ELEMENT_ID = 'app-state';
