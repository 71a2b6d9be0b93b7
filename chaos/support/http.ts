/**
 * The chaos suite's one HTTP client. Never throws for an HTTP or network outcome: a refused connection is status 0
 * with `error`, and a request still unanswered after `timeoutMs` is status 0 with `error: 'timeout'` — a hang, which
 * every scenario counts as a failure.
 */
export type TResponse = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: scenarios read answers as an outside client does, untyped JSON
  json: any;
  text: string;
  headers: Headers;
  ms: number;
  error?: string;
};

export type TRequestOptions = {
  method?: string;
  path: string;
  body?: unknown;
  /** Sent as is (with `contentType`), instead of `body` as JSON. */
  rawBody?: string | Uint8Array;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The customer's address as the proxy in front of the instances reports it (X-Forwarded-For; the instances trust
   * loopback, TRUST_PROXY): rate limits then apply per scripted customer, as they would per real one.
   */
  clientIp?: string;
  timeoutMs?: number;
};

export const HANG_TIMEOUT_MS = 30_000;

export const request = async (baseUrl: string, options: TRequestOptions): Promise<TResponse> => {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  let body: string | Buffer | undefined;
  if (options.rawBody !== undefined) {
    body = typeof options.rawBody === 'string' ? options.rawBody : Buffer.from(options.rawBody);
    if (options.contentType) headers['content-type'] = options.contentType;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const url = /^https?:/.test(options.path) ? options.path : `${baseUrl}${options.path}`;
  try {
    const response = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? HANG_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown = null;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    return { status: response.status, json, text, headers: response.headers, ms: performance.now() - started };
  } catch (error) {
    const name = (error as Error).name;
    return {
      status: 0,
      json: null,
      text: '',
      headers: new Headers(),
      ms: performance.now() - started,
      error:
        name === 'TimeoutError' ? 'timeout' : ((error as Error & { cause?: Error }).cause?.message ?? String(error)),
    };
  }
};

/** Downloads bytes (a signed link, a bucket URL), following redirects; null on any failure. */
export const download = async (url: string, timeoutMs = HANG_TIMEOUT_MS): Promise<Buffer | null> => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    return Buffer.from(await response.arrayBuffer());
  } catch {
    return null;
  }
};
