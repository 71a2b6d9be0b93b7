import type { Page } from '@playwright/test';

export type TSession = { tokens: unknown; user: unknown };

/**
 * Starts the page signed in: the session (as /api/auth/signin or /api/auth/signup return it) is stored the way
 * the site stores its own, before any page script runs. For tests about a signed-in screen; the sign-in and
 * sign-up dialogs have their own tests.
 */
export const storeSession = async (page: Page, { tokens, user }: TSession) => {
  await page.addInitScript(
    ([savedTokens, savedUser]) => {
      window.localStorage.setItem('sello.auth.tokens', savedTokens as string);
      window.localStorage.setItem('sello.auth.user', savedUser as string);
    },
    [JSON.stringify(tokens), JSON.stringify(user)],
  );
};
