import { createContext, useContext } from 'react';
import type { FormResult } from './app-state';

/** What the server gave a page with a contact form: its signed token, and its verdict on a form sent without JavaScript. */
export interface ServerForm {
  token?: string;
  result?: FormResult;
}

export const ServerFormContext = createContext<ServerForm>({});

export function useServerForm(): ServerForm {
  return useContext(ServerFormContext);
}
