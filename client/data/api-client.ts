// The client's HTTP layer: credentials always sent, JSON bodies only when
// there is a body, and errors with the status and the body's text.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Any non-OK response raises `Error("<status>: <body text or status text>")` . */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * A signal that aborts after `ms`, so a request that gets no answer fails
 * rather than waits for good. A timer, not `AbortSignal.timeout`, which older
 * Safari lacks.
 */
export function abortAfter(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('No answer in time.', 'TimeoutError')), ms);
  return controller.signal;
}

/**
 * Sends credentials always, and a JSON body with its content type only when
 * there is a body. With `timeoutMs`, a request unanswered by then fails.
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
    ...(timeoutMs !== undefined && { signal: abortAfter(timeoutMs) }),
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: the query key joined with '/' is the GET URL. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const GC_TIME_MS = 5 * 60 * 1000;

/**
 * No refetch on a timer or on focus, data never stale, no
 * retries for reads or writes; unused data is collected after 5 minutes.
 * The server passes its in-process query function and `server: true`
 * (no garbage-collection timers for a client that lives one request).
 */
export function createQueryClient({
  queryFn = getQueryFn({ on401: 'throw' }),
  server = false,
}: { queryFn?: QueryFunction; server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        retryOnMount: false,
        gcTime: server ? Infinity : GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
