import type { z } from 'zod';
import { authStore } from './auth-store';
import { isApiErrorBody, isAuthResponse } from './session-guards';

const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const AUTH_EXPIRED_MESSAGE = 'Authentication expired. Please sign in again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const BAD_RESPONSE_MESSAGE = 'The server sent an unexpected answer.';

/**
 * The one error type the web app sees from the API: a message, plus the HTTP status.
 * `code` is the server's code, or TIMEOUT / NETWORK / BAD_RESPONSE from the client, or UNKNOWN when the
 * server answered with an error but no readable message.
 * `serverMessage` is the server's own words (the `error` field of its answer), null when it gave none
 * (network failure, timeout, a 5xx without `error`, an unreadable body): screens then show their own
 * fallback text through `errorMessage(error, fallback)`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;
  readonly serverMessage: string | null;
  /** The server's `reason` (ERROR_REASONS), finer than `code`: what the web words in the visitor's language. */
  readonly reason: string | null;
  constructor(
    message: string,
    status: number,
    code: string,
    body: unknown = null,
    serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.serverMessage = serverMessage;
    const reason = (body as { reason?: unknown } | null)?.reason;
    this.reason = typeof reason === 'string' ? reason : null;
  }
}

/**
 * The retry rule of the reads a page depends on (TanStack Query's `retry`): a missing record or a bad link (4xx) will
 * not fix itself; timeouts, network and server errors are retried once.
 */
export const retryUnlessClientError = (failureCount: number, error: Error): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** What a screen says when the server gave no reason and the action has no text of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The fallback texts of the specification, one per action: shown when the server said nothing a person can
 * read (the server's own message, such as 'Order not found…', is shown as it is).
 */
export const FALLBACK_MESSAGES = {
  submitProject: 'Failed to submit project',
  loadQuote: 'Failed to load quote',
  createQuote: 'Failed to create quote',
  loadOrder: 'Failed to load order. The link may be invalid or expired.',
  updateStatus: 'Failed to update status',
  generic: GENERIC_ERROR_MESSAGE,
} as const;

/**
 * The server's message for `error` when it sent one, else `fallback`: the English of the back office. Customer pages
 * use `useErrorMessage` (lib/error-messages), which words the error in the page's language.
 */
export const errorMessage = (error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/** The server's per-field messages of a refused request (`{ translatorId: '…' }`, the ApiError's `fields`), if any. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { fields?: unknown } | null;
  if (!body || typeof body.fields !== 'object' || body.fields === null) return {};
  return Object.fromEntries(
    Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

type TRequestOptions<T> = {
  body?: unknown;
  /**
   * The response's zod schema, or a function that imports it: the pages a visitor lands on (the upload page, the
   * public forms) pass the import, so zod and the schemas load with the first request instead of with the page.
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  signal?: AbortSignal;
  /** Send the bearer token and refresh it on a 401 (default true). */
  auth?: boolean;
  /** The answer is a file (a CSV export…): read as a Blob with its attachment name, not as JSON. */
  file?: boolean;
};

/** A file the API answered, with the name its Content-Disposition gives. */
export type TApiFile = { blob: Blob; filename: string | null };

const attachmentName = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
};

type TReply = { ok: boolean; status: number; data: unknown; invalidJson: boolean };

/**
 * One fetch, body included, under the 30 s timeout. Throws ApiError for timeouts and network failures, and
 * rethrows the caller's own abort untouched so TanStack Query can tell a cancellation from a failure.
 */
const send = async (
  method: string,
  path: string,
  {
    body,
    signal,
    token,
    file = false,
  }: { body?: unknown; signal?: AbortSignal | undefined; token: string | null; file?: boolean },
): Promise<TReply> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A Blob (an image a staff member uploads) goes as it is, under its own type; anything else as JSON.
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? null : raw ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    if (file && response.ok) {
      const answer: TApiFile = {
        blob: await response.blob(),
        filename: attachmentName(response.headers.get('Content-Disposition')),
      };
      return { ok: true, status: response.status, data: answer, invalidJson: false };
    }
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown = null;
    let invalidJson = false;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch {
        // A proxy's HTML error page, say.
        invalidJson = true;
      }
    }
    return { ok: response.ok, status: response.status, data, invalidJson };
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, 'TIMEOUT');
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0, 'NETWORK');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
};

const currentAccessToken = (): string | null => {
  const current = authStore.getState();
  return current.status === 'authenticated' ? current.tokens.accessToken : null;
};

let refreshInFlight: Promise<boolean> | null = null;

/**
 * One refresh at a time: every request that gets a 401 meanwhile shares it and then retries.
 * Resolves true when a fresh access token is in the store. On failure the session is cleared with
 * AUTH_EXPIRED_MESSAGE, unless it already ended or changed meanwhile (the user signed out, say).
 */
const refreshSession = (rejectedToken: string): Promise<boolean> => {
  refreshInFlight ??= (async () => {
    const current = authStore.getState();
    if (current.status !== 'authenticated') return false;
    // Another request or tab already replaced the rejected token.
    if (current.tokens.accessToken !== rejectedToken) return true;
    try {
      const reply = await send('POST', '/auth/refresh-token', {
        body: { refreshToken: current.tokens.refreshToken, email: current.user.email },
        token: null,
      });
      if (reply.ok && isAuthResponse(reply.data)) {
        authStore.setSession(reply.data.tokens, reply.data.user);
        return true;
      }
    } catch {
      // Timeout or network failure: the server may have rotated the token already, so the old one is spent.
    }
    const after = authStore.getState();
    if (after.status === 'authenticated' && after.tokens.refreshToken === current.tokens.refreshToken) {
      authStore.clear(AUTH_EXPIRED_MESSAGE);
    }
    return false;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

const toApiError = (reply: TReply): ApiError => {
  if (isApiErrorBody(reply.data)) {
    return new ApiError(reply.data.error, reply.status, reply.data.code, reply.data, reply.data.error);
  }
  return new ApiError(`Request failed (${reply.status})`, reply.status, 'UNKNOWN', reply.data);
};

/** Starts importing a lazy schema beside the request; a failed import (a dropped connection) is a network error. */
const loadSchema = <T>(schema: TRequestOptions<T>['schema']): Promise<z.ZodType<T> | undefined> => {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema().catch(() => {
    throw new ApiError(NETWORK_MESSAGE, 0, 'NETWORK');
  });
  // Awaited only once the request succeeds: a failed request must not also report an unhandled rejection.
  loading.catch(() => {});
  return loading;
};

const request = async <T>(method: string, path: string, options: TRequestOptions<T> = {}): Promise<T> => {
  const schemaReady = loadSchema(options.schema);
  const useAuth = options.auth ?? true;
  const sendWith = (token: string | null) =>
    send(method, path, { body: options.body, signal: options.signal, token, file: options.file ?? false });

  // A refresh is under way: wait for it rather than spend a request on a token about to be replaced.
  if (useAuth && refreshInFlight) await refreshInFlight;
  const token = useAuth ? currentAccessToken() : null;
  let reply = await sendWith(token);

  if (reply.status === 401 && token) {
    if (!(await refreshSession(token))) throw new ApiError(AUTH_EXPIRED_MESSAGE, 401, 'UNAUTHORIZED');
    reply = await sendWith(currentAccessToken());
  }

  if (!reply.ok) throw toApiError(reply);
  if (reply.invalidJson) throw new ApiError(BAD_RESPONSE_MESSAGE, reply.status, 'BAD_RESPONSE');
  const schema = await schemaReady;
  if (!schema) return (reply.data ?? undefined) as T;
  const parsed = schema.safeParse(reply.data);
  if (!parsed.success) throw new ApiError(BAD_RESPONSE_MESSAGE, reply.status, 'BAD_RESPONSE');
  return parsed.data;
};

export const apiClient = {
  get: <T>(path: string, options?: Omit<TRequestOptions<T>, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions<T>, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<TRequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
  /** GET a file the route streams behind the bearer token (the audit export), to save with `saveFile`. */
  getFile: (path: string, options?: { signal?: AbortSignal }) =>
    request<TApiFile>('GET', path, { ...options, file: true }),
};
