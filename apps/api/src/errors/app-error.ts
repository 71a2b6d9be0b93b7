import type { TErrorCode, TErrorReason } from '@sello/shared/api-error';

export const STATUS_BY_CODE: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export type TErrorDetails = { reason?: TErrorReason } & Record<string, unknown>;

/** The one error type services throw; the global handler turns it into `{ error, code }` with the mapped status. */
export class AppError extends Error {
  readonly code: TErrorCode;
  /**
   * Extra fields merged into the JSON body (e.g. the existing orderId on a duplicate submit); `reason` is the stable
   * key the web words in the customer's language (ERROR_REASONS).
   */
  readonly details: TErrorDetails | undefined;
  /** Sent as Retry-After (a busy service tells clients when to come back). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    details?: TErrorDetails,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}
