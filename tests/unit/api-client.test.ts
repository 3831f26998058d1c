import { afterEach, describe, expect, it, vi } from 'vitest';
import { GC_TIME_MS, apiRequest, createQueryClient, getQueryFn, throwIfResNotOk } from '../../client/data/api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type, and credentials', async () => {
    fetchMock.mockResolvedValue(json({ id: '1' }, 201));
    await apiRequest('POST', '/api/contacts', { name: 'Ada' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
      credentials: 'include',
    });
  });

  it('sends no body and no content type when there is no body', async () => {
    fetchMock.mockResolvedValue(json([]));
    await apiRequest('GET', '/api/services');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe('include');
  });

  it('with timeoutMs, fails when no answer has come by then', async () => {
    vi.useFakeTimers();
    try {
      // A server that never answers: the request ends only when its signal aborts.
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason as Error))),
      );
      let outcome = 'waiting';
      const sent = apiRequest('POST', '/api/contacts', {}, {}, { timeoutMs: 30_000 }).then(
        () => (outcome = 'answered'),
        (error: Error) => (outcome = error.name),
      );
      await vi.advanceTimersByTimeAsync(29_999);
      expect(outcome).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      await sent;
      expect(outcome).toBe('TimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises "<status>: <body text>" for a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"bad"}', { status: 400 }));
    await expect(apiRequest('POST', '/api/contacts', {})).rejects.toThrow('400: {"message":"bad"}');
  });
});

describe('throwIfResNotOk', () => {
  it('uses the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('passes an OK answer', async () => {
    await expect(throwIfResNotOk(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });
});

describe('the default query function', () => {
  const context = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('joins the query key with "/" to form the GET URL, with credentials', async () => {
    fetchMock.mockResolvedValue(json({ slug: 'restoration' }));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/services', 'restoration']));
    expect(fetchMock).toHaveBeenCalledWith('/api/services/restoration', { credentials: 'include' });
    expect(data).toEqual({ slug: 'restoration' });
  });

  it('by default raises on 401', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/x']))).rejects.toThrow('401: Unauthorized');
  });

  it('can yield null on 401 instead', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/x']))).resolves.toBeNull();
  });

  it('raises with the body text on 404', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"none"}', { status: 404 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/blog', 'x']))).rejects.toThrow('404: {"message":"none"}');
  });
});

describe('the query client defaults', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it('never refetches on a timer or on focus, and never goes stale', () => {
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
  });

  it('never retries reads or writes', () => {
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('collects unused data after 5 minutes', () => {
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(GC_TIME_MS).toBe(300_000);
  });

  it('a failed read is not retried: the query function runs once', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 500 }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/services'] })).rejects.toThrow('500: nope');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fresh data is served from the cache without a second request', async () => {
    fetchMock.mockResolvedValue(json([1]));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/services'] });
    await client.fetchQuery({ queryKey: ['/api/services'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
