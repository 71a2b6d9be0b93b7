/**
 * A provider failure, worded for the admin who reads it on the order page. `retryable`: worth trying again later
 * (timeouts, network trouble, 429, 5xx, a garbled answer); otherwise the same request would fail the same way.
 */
export class TranslationError extends Error {
  readonly retryable: boolean;
  constructor(message: string, { retryable }: { retryable: boolean }) {
    super(message);
    this.name = 'TranslationError';
    this.retryable = retryable;
  }
}

type TPostJsonOptions = {
  /** The provider's name as the admin knows it, e.g. "DeepL". */
  label: string;
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  timeoutMs: number;
  /** Values that must never appear in an error message (API keys). */
  secrets?: Array<string | undefined>;
};

const MAX_DETAIL = 300;

const redact = (text: string, secrets: Array<string | undefined>) =>
  secrets.reduce<string>((result, secret) => (secret ? result.split(secret).join('***') : result), text);

/** The provider's own explanation from an error body: `message`, `error.message`, `error`, else the text. */
const errorDetail = (text: string): string => {
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    const nested = body?.error as Record<string, unknown> | string | undefined;
    const candidates = [body?.message, typeof nested === 'object' && nested ? nested.message : nested, body?.detail];
    const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (found) return found.trim();
  } catch {
    // Not JSON: a proxy's HTML page, say.
  }
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

const statusHint = (status: number): string => {
  if (status === 401 || status === 403) return ' (check the API key)';
  if (status === 429) return ' (rate limited)';
  if (status === 456) return ' (quota exceeded)';
  return '';
};

/** POSTs JSON and returns the parsed answer; every failure becomes a TranslationError with a readable message. */
export const postJson = async ({
  label,
  url,
  headers = {},
  body,
  timeoutMs,
  secrets = [],
}: TPostJsonOptions): Promise<unknown> => {
  const fail = (message: string, retryable: boolean) =>
    new TranslationError(redact(message, secrets).slice(0, 1000), { retryable });
  let text: string;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw fail(`${label} did not answer within ${Math.round(timeoutMs / 100) / 10} s`, true);
    }
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    throw fail(`${label} could not be reached${cause ? ` (${cause})` : ''}`, true);
  }
  if (!response.ok) {
    const detail = errorDetail(text).slice(0, MAX_DETAIL);
    const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
    throw fail(
      `${label} answered HTTP ${response.status}${statusHint(response.status)}${detail ? `: ${detail}` : ''}`,
      retryable,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail(`${label} sent an answer that is not valid JSON`, true);
  }
};

/** For an answer that parsed but lacks the expected fields. */
export const unexpectedAnswer = (label: string, what: string) =>
  new TranslationError(`${label} sent an unexpected answer (${what})`, { retryable: true });

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
