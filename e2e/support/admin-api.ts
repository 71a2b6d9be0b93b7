import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { storeSession } from './session';

export const adminCredentials = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@sello.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
});

const adminSession = async (request: APIRequestContext) => {
  const res = await request.post('/api/auth/signin', { data: adminCredentials() });
  expect(res.status()).toBe(200);
  return (await res.json()) as { tokens: { accessToken: string }; user: unknown };
};

let cachedToken: { value: string; until: number } | null = null;

/**
 * A bearer token of the e2e admin for API calls, signed in once per worker and reused while it is valid (access
 * tokens last 15 minutes): signing in for every call spent the server's per-address sign-in limit.
 */
export const adminToken = async (request: APIRequestContext): Promise<string> => {
  if (cachedToken && cachedToken.until > Date.now()) return cachedToken.value;
  const session = await adminSession(request);
  cachedToken = { value: session.tokens.accessToken, until: Date.now() + 10 * 60_000 };
  return cachedToken.value;
};

export const adminHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await adminToken(request)}`,
});

export type TOutboxMessage = {
  template: string;
  to: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  status: string;
};

export const listOutbox = async (request: APIRequestContext): Promise<TOutboxMessage[]> => {
  const token = await adminToken(request);
  const res = await request.get('/api/admin/outbox?limit=100', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).messages;
};

/** Opens an admin page already signed in as the e2e admin (for tests about an admin screen, not the sign-in). */
export const openAsAdmin = async (page: Page, request: APIRequestContext, path: string) => {
  await storeSession(page, await adminSession(request));
  await page.goto(path);
};

/** Opens an admin page signed out, then signs in as the e2e admin from its 'Admin authentication required' screen. */
export const signInAsAdmin = async (page: Page, path = '/admin') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin authentication required' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const { email, password } = adminCredentials();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
};
