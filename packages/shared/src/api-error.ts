import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** Every error the API returns has this shape. */
export const ZApiError = z.object({ error: z.string(), code: z.string() }).loose();
export type TApiError = z.infer<typeof ZApiError>;
