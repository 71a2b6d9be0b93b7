import { ZApiError } from '@sello/shared/api-error';
import { ZAuthResponse } from '@sello/shared/auth-schemas';
import type { z } from 'zod';
import { authStore } from './auth-store';

const API_BASE = '/api';
const TIMEOUT_MS = 30_000;
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please sign in again.';

/** The one error type the web app sees from the API: a message a person can read, plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  constructor(message: string, status: number, code: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

type TRequestOptions<T> = {
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Send the bearer token and refresh it on a 401 (default true). */
  auth?: boolean;
};

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh at a time: requests that get a 401 meanwhile wait for it and then retry. */
const refreshSession = (): Promise<boolean> => {
  refreshInFlight ??= (async () => {
    const current = authStore.getState();
    if (current.status !== 'authenticated') return false;
    try {
      const response = await send('POST', '/auth/refresh-token', {
        body: { refreshToken: current.tokens.refreshToken, email: current.user.email },
        token: null,
      });
      if (!response.ok) return false;
      const parsed = ZAuthResponse.safeParse(await response.json());
      if (!parsed.success) return false;
      authStore.setSession(parsed.data.tokens, parsed.data.user);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

const send = (
  method: string,
  path: string,
  { body, signal, token }: { body?: unknown; signal?: AbortSignal | undefined; token: string | null },
): Promise<Response> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  return fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
};

const toApiError = async (response: Response): Promise<ApiError> => {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): fall back to a generic message below.
  }
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data.error, response.status, parsed.data.code, body);
  return new ApiError(`Request failed (${response.status})`, response.status, 'UNKNOWN', body);
};

const request = async <T>(method: string, path: string, options: TRequestOptions<T> = {}): Promise<T> => {
  const useAuth = options.auth ?? true;
  const tokenNow = () => {
    const current = authStore.getState();
    return useAuth && current.status === 'authenticated' ? current.tokens.accessToken : null;
  };

  let response: Response;
  try {
    if (refreshInFlight && useAuth) await refreshInFlight;
    const token = tokenNow();
    response = await send(method, path, { body: options.body, signal: options.signal, token });
    if (response.status === 401 && token) {
      if (await refreshSession()) {
        response = await send(method, path, { body: options.body, signal: options.signal, token: tokenNow() });
      } else {
        authStore.clear(AUTH_EXPIRED_MESSAGE);
        throw new ApiError(AUTH_EXPIRED_MESSAGE, 401, 'UNAUTHORIZED');
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError('The server took too long to answer. Please try again.', 0, 'TIMEOUT');
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0, 'NETWORK');
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiError('The server sent an unexpected answer.', response.status, 'BAD_RESPONSE');
  return parsed.data;
};

export const apiClient = {
  get: <T>(path: string, options?: Omit<TRequestOptions<T>, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<TRequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
};
