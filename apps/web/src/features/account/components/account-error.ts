import { ApiError } from '@/lib/api-client';

/** The server's message when it sent one, else `fallback`. */
export const accountErrorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.code !== 'UNKNOWN' && error.code !== 'BAD_RESPONSE' && error.message
    ? error.message
    : fallback;
