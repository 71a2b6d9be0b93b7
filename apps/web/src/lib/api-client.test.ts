import { EXISTING_ACCOUNT_MESSAGE, ZAuthResponse } from '@sello/shared/auth-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerUser, deferred, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';

// Fresh modules per test so the store and the client share a clean state.
let client: typeof import('./api-client');
let store: typeof import('./auth-store');
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  store = await import('./auth-store');
  client = await import('./api-client');
  store.authStore.restore();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const signIn = (suffix = 'old') => store.authStore.setSession(makeTokens(suffix), customerUser);

const refreshAnswer = (suffix: string) => jsonResponse(200, { tokens: makeTokens(suffix), user: customerUser });

/** A server where `access-new` is the only valid access token and the refresh endpoint answers `refresh`. */
const serverWith = (refresh: () => Promise<Response> | Response) =>
  fetchMock.mockImplementation(async (input, init) => {
    const call = describeCall([input, init]);
    if (call.url === '/api/auth/refresh-token') return refresh();
    if (call.authorization !== 'Bearer access-new')
      return jsonResponse(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' });
    return jsonResponse(200, { path: call.url });
  });

const refreshCalls = () => fetchMock.mock.calls.filter((call) => describeCall(call).url === '/api/auth/refresh-token');

describe('requests', () => {
  it('sends JSON to /api with the bearer token', async () => {
    signIn('now');
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));

    await expect(client.apiClient.post('/orders', { quoteId: 'q1' })).resolves.toEqual({ id: 1 });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toEqual({
      url: '/api/orders',
      method: 'POST',
      authorization: 'Bearer access-now',
      body: { quoteId: 'q1' },
    });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('sends no token when anonymous or when auth is off', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await client.apiClient.get('/config/all');
    signIn();
    await client.apiClient.get('/config/all', { auth: false });

    expect(fetchMock.mock.calls.map((call) => describeCall(call).authorization)).toEqual([null, null]);
  });

  it('validates the answer with the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { tokens: {} }));
    await expect(client.apiClient.get('/x', { schema: ZAuthResponse })).rejects.toMatchObject({
      message: client.BAD_RESPONSE_MESSAGE,
      code: 'BAD_RESPONSE',
    });
  });

  it('validates with a schema imported beside the request, and reports a failed import as a network failure', async () => {
    const { z } = await import('zod');
    const ZPing = z.object({ pong: z.literal(true) });
    const importSchema = vi.fn(async () => ZPing);
    fetchMock.mockImplementation(async () => jsonResponse(200, { pong: true }));
    await expect(client.apiClient.get('/ping', { schema: importSchema })).resolves.toEqual({ pong: true });
    expect(importSchema).toHaveBeenCalledTimes(1);

    fetchMock.mockImplementation(async () => jsonResponse(200, { pong: 'no' }));
    await expect(client.apiClient.get('/ping', { schema: importSchema })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });

    fetchMock.mockImplementation(async () => jsonResponse(200, { pong: true }));
    const failedImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(client.apiClient.get('/ping', { schema: failedImport })).rejects.toMatchObject({
      message: client.NETWORK_MESSAGE,
      code: 'NETWORK',
    });
  });

  it("reports a failed request's own error when its lazy schema failed to import as well", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchMock.mockImplementation(async () => jsonResponse(404, { error: 'Quote not found', code: 'NOT_FOUND' }));
      const failedImport = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      await expect(client.apiClient.get('/quotes/x', { schema: failedImport })).rejects.toMatchObject({
        status: 404,
        serverMessage: 'Quote not found',
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('resolves undefined on 204', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204, null));
    await expect(client.apiClient.post('/auth/signout', { refreshToken: 'r' })).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it("surfaces the server's message, status and code", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: EXISTING_ACCOUNT_MESSAGE, code: 'CONFLICT' }));

    const error = await client.apiClient.post('/auth/signup', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ message: EXISTING_ACCOUNT_MESSAGE, status: 409, code: 'CONFLICT' });
    expect(error).toMatchObject({ serverMessage: EXISTING_ACCOUNT_MESSAGE });
    expect(client.errorMessage(error, 'Fallback')).toBe(EXISTING_ACCOUNT_MESSAGE);
  });

  it('gives a generic message when the error has no readable body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.apiClient.get('/x')).rejects.toMatchObject({
      message: 'Request failed (502)',
      status: 502,
      code: 'UNKNOWN',
      serverMessage: null,
    });
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.apiClient.get('/x')).rejects.toMatchObject({
      message: client.NETWORK_MESSAGE,
      code: 'NETWORK',
      serverMessage: null,
    });
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 5xx without an error field', async () => jsonResponse(503, { code: 'UNAVAILABLE' })],
    ['an unreadable error body', async () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['an unreadable success body', async () => new Response('<html>ok</html>', { status: 200 })],
  ])('errorMessage gives the fallback for %s', async (_, answer) => {
    fetchMock.mockImplementation(answer);
    const error = await client.apiClient.get('/x').catch((caught: unknown) => caught);
    expect(client.errorMessage(error, 'Failed to load quote')).toBe('Failed to load quote');
    expect(client.errorMessage(error)).toBe(client.GENERIC_ERROR_MESSAGE);
    expect(client.GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Please try again.');
  });

  it('errorMessage keeps the server message of a 5xx that has one, and falls back for anything else', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' }));
    const error = await client.apiClient.get('/x').catch((caught: unknown) => caught);
    expect(client.errorMessage(error, 'Fallback')).toBe('Something went wrong on our side.');
    expect(client.errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
    expect(client.errorMessage(null)).toBe(client.GENERIC_ERROR_MESSAGE);
  });

  it('gives up after 30 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const result = client.apiClient.get('/slow').catch((caught: unknown) => {
      settled = true;
      return caught;
    });

    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await result).toMatchObject({
      message: 'The server took too long to answer. Please try again.',
      code: 'TIMEOUT',
    });
  });

  it("passes the caller's own abort through untouched", async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const result = client.apiClient.get('/x', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();

    const error = await result;
    expect(error).not.toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('does not try to refresh on a 401 without a session (wrong password)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid email or password', code: 'UNAUTHORIZED' }));

    await expect(client.apiClient.post('/auth/signin', {}, { auth: false })).rejects.toMatchObject({
      message: 'Invalid email or password',
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('refresh on 401', () => {
  it('refreshes once and retries with the new token', async () => {
    signIn('old');
    serverWith(() => refreshAnswer('new'));

    await expect(client.apiClient.get('/orders')).resolves.toEqual({ path: '/api/orders' });

    expect(fetchMock.mock.calls.map((call) => describeCall(call))).toEqual([
      { url: '/api/orders', method: 'GET', authorization: 'Bearer access-old', body: null },
      {
        url: '/api/auth/refresh-token',
        method: 'POST',
        authorization: null,
        body: { refreshToken: 'refresh-old', email: customerUser.email },
      },
      { url: '/api/orders', method: 'GET', authorization: 'Bearer access-new', body: null },
    ]);
    expect(store.authStore.getState().tokens).toEqual(makeTokens('new'));
    expect(JSON.parse(window.localStorage.getItem(store.TOKENS_STORAGE_KEY) ?? 'null')).toEqual(makeTokens('new'));
  });

  it('makes exactly one refresh call for parallel 401s and retries them all', async () => {
    signIn('old');
    const refresh = deferred<Response>();
    serverWith(() => refresh.promise);

    const results = Promise.all([
      client.apiClient.get('/orders'),
      client.apiClient.get('/quotes/1'),
      client.apiClient.put('/quotes/1', { selectedService: 'sworn' }),
    ]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    // A request started while the refresh is running waits for it instead of failing first.
    const queued = client.apiClient.get('/orders/2');
    refresh.resolve(refreshAnswer('new'));

    await expect(results).resolves.toEqual([
      { path: '/api/orders' },
      { path: '/api/quotes/1' },
      { path: '/api/quotes/1' },
    ]);
    await expect(queued).resolves.toEqual({ path: '/api/orders/2' });
    expect(refreshCalls()).toHaveLength(1);
    const orders2 = fetchMock.mock.calls.map((call) => describeCall(call)).filter((c) => c.url === '/api/orders/2');
    expect(orders2).toEqual([{ url: '/api/orders/2', method: 'GET', authorization: 'Bearer access-new', body: null }]);
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    signIn('old');
    const late = deferred<Response>();
    fetchMock.mockImplementation(async (input, init) => {
      const call = describeCall([input, init]);
      if (call.url === '/api/auth/refresh-token') return refreshAnswer('new');
      if (call.url === '/api/slow' && call.authorization === 'Bearer access-old') return late.promise;
      if (call.authorization !== 'Bearer access-new')
        return jsonResponse(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' });
      return jsonResponse(200, { path: call.url });
    });

    const slow = client.apiClient.get('/slow');
    await expect(client.apiClient.get('/fast')).resolves.toEqual({ path: '/api/fast' });
    late.resolve(jsonResponse(401, { error: 'Unauthorized', code: 'UNAUTHORIZED' }));

    await expect(slow).resolves.toEqual({ path: '/api/slow' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it.each([
    [
      'the refresh token is rejected',
      () => jsonResponse(401, { error: 'Invalid refresh token', code: 'UNAUTHORIZED' }),
    ],
    ['the refresh answer is malformed', () => jsonResponse(200, { tokens: null })],
    [
      'the server cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('signs out with the expiry notice when %s', async (_label, refresh) => {
    signIn('old');
    serverWith(refresh);

    const results = await Promise.allSettled([client.apiClient.get('/orders'), client.apiClient.get('/quotes/1')]);

    for (const result of results) {
      expect(result).toMatchObject({
        status: 'rejected',
        reason: { message: 'Authentication expired. Please sign in again.', status: 401 },
      });
    }
    expect(refreshCalls()).toHaveLength(1);
    expect(store.authStore.getState()).toEqual({
      status: 'anonymous',
      user: null,
      tokens: null,
      notice: 'Authentication expired. Please sign in again.',
    });
    expect(window.localStorage.getItem(store.TOKENS_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(store.USER_STORAGE_KEY)).toBeNull();
  });

  it('refreshes only once: a second 401 after the retry is an ordinary error', async () => {
    signIn('old');
    fetchMock.mockImplementation(async (input, init) => {
      if (describeCall([input, init]).url === '/api/auth/refresh-token') return refreshAnswer('new');
      return jsonResponse(401, { error: 'Not allowed', code: 'UNAUTHORIZED' });
    });

    await expect(client.apiClient.get('/orders')).rejects.toMatchObject({ message: 'Not allowed', status: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.authStore.getState().status).toBe('authenticated');
  });

  it('does not show the expiry notice when the user signed out while the refresh was running', async () => {
    signIn('old');
    const refresh = deferred<Response>();
    serverWith(() => refresh.promise);

    const result = client.apiClient.get('/orders').catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    store.authStore.clear();
    refresh.resolve(jsonResponse(401, { error: 'Invalid refresh token', code: 'UNAUTHORIZED' }));

    await expect(result).resolves.toMatchObject({ status: 401 });
    expect(store.authStore.getState().notice).toBeNull();
  });
});
