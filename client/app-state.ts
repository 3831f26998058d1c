import type { FieldCode } from '../shared/form-problems';
import type { DehydratedState } from '@tanstack/react-query';

/** The page's files, from the build manifest. */
export interface PageAssets {
  entry: string;
  css: string;
  fonts: string[];
  /** Modules the entry preloads after the first paint: the app and the page's chunk. */
  modulepreload: string[];
  /** The fingerprinted icons: the SVG one, and the 180 px PNG iOS puts on the home screen. */
  favicon: string;
  touchIcon: string;
}

/** The outcome of a contact form sent without JavaScript, rendered into the page. */
export interface FormResult {
  outcome: 'invalid' | 'limited' | 'failed';
  /** What the visitor typed and chose, kept in the form (a list for the fields that repeat: the visit windows, the access). */
  values: Record<string, string | string[]>;
  /** Each field's code (the catalog words it). */
  errors: Record<string, FieldCode>;
  /** Photos that came with the form: a file input cannot be filled in again, so the visitor is asked to choose them again. */
  photosChosen?: number;
}

/** What the server hands the client in the page's one JSON data block. */
export interface AppState {
  queries: DehydratedState;
  assets: PageAssets;
  formResult?: FormResult;
  /** The signed render time a contact form sends back (pages with a form only). */
  formToken?: string;
}

export const STATE_ELEMENT_ID = 'app-state';
