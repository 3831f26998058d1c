// Server rendering reads its data through the API's own read functions, in
// process (no HTTP to itself).
import type { QueryFunction } from '@tanstack/react-query';
import { resolveRead } from './read-routes';
import type { Content } from '../content/content-store';

/** The query function of a server render: the query key joined with "/" is the API URL. */
export function inProcessQueryFn(content: Content): QueryFunction {
  return ({ queryKey }) => {
    const url = queryKey.join('/');
    const result = resolveRead(content, url);
    if (!result) return Promise.reject(new Error(`404: no API endpoint at ${url}`));
    if (result.status !== 200) return Promise.reject(new Error(`${result.status}: ${JSON.stringify(result.body)}`));
    return Promise.resolve(result.body);
  };
}
