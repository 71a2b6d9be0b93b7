import type { TAuthTokens, TAuthUser } from '@sello/shared/auth-schemas';

// Hand-written shape checks for what the initial page load reads (stored session, refresh answers,
// error bodies). They keep zod out of the bundle every visitor downloads; forms load zod with their own chunk.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const isAuthTokens = (value: unknown): value is TAuthTokens =>
  isRecord(value) && isText(value.accessToken) && isText(value.refreshToken) && typeof value.expiresIn === 'number';

export const isAuthUser = (value: unknown): value is TAuthUser =>
  isRecord(value) &&
  isText(value.id) &&
  isText(value.email) &&
  typeof value.firstName === 'string' &&
  typeof value.lastName === 'string' &&
  typeof value.isAdmin === 'boolean';

export const isAuthResponse = (value: unknown): value is { tokens: TAuthTokens; user: TAuthUser } =>
  isRecord(value) && isAuthTokens(value.tokens) && isAuthUser(value.user);

export const isApiErrorBody = (value: unknown): value is { error: string; code: string } =>
  isRecord(value) && isText(value.error) && typeof value.code === 'string';
