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

/**
 * The `reason` of an error, finer than its `code`, for the errors a customer can meet: a stable machine key the web
 * turns into a message in the visitor's language (the English sentence stays in `error`). Values are never renamed.
 */
export const ERROR_REASONS = [
  // Any request
  'validation',
  'too-many-requests',
  'session-expired',
  // Signing in, signing up, the account
  'invalid-credentials',
  'sign-in-throttled',
  'email-taken',
  'wrong-password',
  'invalid-two-factor-code',
  'two-factor-expired',
  'two-factor-required',
  'staff',
  'named-on-tasks',
  'last-owner',
  // Links from emails (password reset, email verification, staff invitation)
  'invalid',
  'used',
  'expired',
  'revoked',
  'already-verified',
  'sign-in-required',
  'other-account',
  'verification-email-just-sent',
  // Signed links (uploads and downloads)
  'link-invalid',
  'link-expired',
  // Files
  'file-too-large',
  'unsupported-file-type',
  'empty-file',
  'too-many-files',
  'file-not-found',
  'file-not-uploaded',
  'documents-deleted',
  'analyser-busy',
  // Quotes and orders
  'quote-not-found',
  'quote-expired',
  'already-ordered',
  'sworn-unavailable',
  'no-documents',
  'document-unavailable',
  'plan-not-found',
  'order-not-found',
  'translations-not-ready',
  'task-in-progress',
  'order-open',
  'already-deleted',
  'no-correction-rounds-left',
  'draft-already-answered',
] as const;
export type TErrorReason = (typeof ERROR_REASONS)[number];

/** Every error the API returns has this shape; some errors add one of the optional fields (docs/api.md). */
export const ZApiError = z
  .object({
    error: z.string().describe('What went wrong, in a sentence a person can read'),
    code: z.enum(ERROR_CODES),
    reason: z
      .enum(ERROR_REASONS)
      .optional()
      .describe('Why, finer than `code` and stable, where a client can act on it or word it (e.g. `quote-expired`)'),
    allowed: z.array(z.string()).optional().describe('The statuses an order may move to instead (409)'),
    orderId: z.string().optional().describe('The order a quote already became (409, for its owner and staff)'),
    retryAfter: z.number().int().optional().describe('Seconds to wait before trying again (sign-in throttle, 429)'),
    fields: z.record(z.string(), z.string()).optional().describe('A message per invalid field (settings, 400)'),
  })
  .loose();
export type TApiError = z.infer<typeof ZApiError>;
