import { listOutbox, type TOutboxMessage } from './support/admin-api';
import { expect, type Page, test } from './support/test';

const OLD_PASSWORD = 'Old-horse-battery-1';
const NEW_PASSWORD = 'New-horse-battery-2';

const uniqueEmail = () => `e2e-reset-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Header buttons live in the collapsed menu on small screens: open it first when it is there. */
const headerButton = async (page: Page, name: string) => {
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('banner').getByRole('button', { name, exact: true });
};

const expectWelcome = async (page: Page, firstName: string) => {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByText(`Welcome, ${firstName}`).filter({ visible: true })).toBeVisible();
};

test('password reset through the outbox: the emailed link sets a new password, the old one stops working', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  const firstName = 'Reset';
  // An account made through the API (the sign-up dialog has its own test); the visitor is signed out.
  const signUp = await request.post('/api/auth/signup', {
    data: { email, password: OLD_PASSWORD, firstName, lastName: 'Tester' },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/');

  // Forgot password? in the sign-in dialog.
  await (await headerButton(page, 'Log in')).click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset password' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText('If an account exists for that email')).toBeVisible();
  await page.keyboard.press('Escape');

  // The email, read from the outbox as an admin sees it.
  const messages = await listOutbox(request);
  const message = messages.find((item) => item.template === 'password-reset' && item.to === email);
  expect(message, 'the reset email is in the outbox').toBeDefined();
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message?.textBody ?? '')?.[0];
  expect(link, 'the email carries the reset link').toBeDefined();

  // Set the new password.
  await page.goto(link ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  // The completed reset signed this browser in (issue 28, item 2).
  await expect(page.getByText('You are signed in here with your new password')).toBeVisible();
  await expectWelcome(page, firstName);

  // The old password no longer works; the new one does.
  const old = await request.post('/api/auth/signin', { data: { email, password: OLD_PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/signin', { data: { email, password: NEW_PASSWORD } });
  expect(fresh.status()).toBe(200);
});

test('a reset link works once', async ({ page, request }) => {
  const email = uniqueEmail();
  const signUp = await request.post('/api/auth/signup', {
    data: { email, password: OLD_PASSWORD, firstName: 'Once', lastName: 'Tester' },
  });
  expect(signUp.status()).toBe(201);
  expect((await request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(202);
  let message: TOutboxMessage | undefined;
  await expect(async () => {
    message = (await listOutbox(request)).find((item) => item.template === 'password-reset' && item.to === email);
    expect(message).toBeDefined();
  }).toPass();
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message?.textBody ?? '')?.[0];
  expect(link, 'the email carries the reset link').toBeDefined();
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  const used = await request.post('/api/auth/reset-password', { data: { token, password: NEW_PASSWORD } });
  expect(used.status()).toBe(200);

  await page.goto(link ?? '/');
  await page.getByLabel('New password', { exact: true }).fill('Third-horse-battery-3');
  await page.getByLabel('Confirm new password').fill('Third-horse-battery-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This password reset link has already been used')).toBeVisible();
});
