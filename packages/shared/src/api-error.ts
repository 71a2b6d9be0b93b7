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

/** Every error the API returns has this shape; some errors add one of the optional fields (docs/api.md). */
export const ZApiError = z
  .object({
    error: z.string().describe('What went wrong, in a sentence a person can read'),
    code: z.enum(ERROR_CODES),
    reason: z.string().optional().describe('Why, where the client can act on it (e.g. `sign-in-required`)'),
    allowed: z.array(z.string()).optional().describe('The statuses an order may move to instead (409)'),
    orderId: z.string().optional().describe('The order a quote already became (409, for its owner and staff)'),
    retryAfter: z.number().int().optional().describe('Seconds to wait before trying again (sign-in throttle, 429)'),
    fields: z.record(z.string(), z.string()).optional().describe('A message per invalid field (settings, 400)'),
  })
  .loose();
export type TApiError = z.infer<typeof ZApiError>;
