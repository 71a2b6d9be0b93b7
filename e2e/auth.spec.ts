import { attachScreenshot } from './support/page-checks';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const PASSWORD = 'Correct-horse-battery-9';

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/** Header buttons live in the collapsed menu on small screens: open it first when it is there. */
const headerButton = async (page: Page, name: string) => {
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('banner').getByRole('button', { name, exact: true });
};

const expectWelcome = async (page: Page, firstName: string) => {
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByText(`Welcome, ${firstName}`).filter({ visible: true })).toBeVisible();
};

const signInThroughModal = async (page: Page, email: string, password: string) => {
  await (await headerButton(page, 'Log in')).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  return dialog;
};

/** An account made straight through the API (the UI flow has its own test). */
const createAccount = async (request: APIRequestContext, firstName: string) => {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName, lastName: 'Tester' },
  });
  expect(response.status()).toBe(201);
  return { email, firstName };
};

test.describe('authentication', () => {
  test('sign up signs in right away, says to check the email, and the session survives a reload', async ({
    page,
  }, testInfo) => {
    const firstName = 'Robin';
    const email = uniqueEmail('signup');
    await page.goto('/');

    await (await headerButton(page, 'Sign up')).click();
    const signUp = page.getByRole('dialog', { name: 'Create account' });
    await signUp.getByLabel('First name').fill(firstName);
    await signUp.getByLabel('Last name').fill('Tester');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create account', exact: true }).click();

    // Signing up signs in right away, and never closes silently: the email waits to be confirmed.
    await expect(signUp).toBeHidden();
    const created = page.getByRole('dialog', { name: 'Check your email' });
    await expect(created.getByRole('status')).toContainText(`We sent a link to ${email}`);
    await attachScreenshot(page, testInfo, `signed-up-${page.viewportSize()?.width}`);
    await created.getByRole('button', { name: 'Continue' }).click();
    await expect(created).toBeHidden();
    await expectWelcome(page, firstName);

    // The session survives a reload (restored from storage).
    await page.reload();
    await expectWelcome(page, firstName);
  });

  test('sign in through the dialog, then sign out', async ({ page, request }) => {
    const { email, firstName } = await createAccount(request, 'Robin');
    await page.goto('/');

    const signIn = await signInThroughModal(page, email, PASSWORD);
    await expect(signIn).toBeHidden();
    await expectWelcome(page, firstName);

    await (await headerButton(page, 'Sign out')).click();
    await expect(await headerButton(page, 'Log in')).toBeVisible();
    await expect(page.getByText(`Welcome, ${firstName}`).filter({ visible: true })).toHaveCount(0);
  });

  test('a wrong password is refused with the server message', async ({ page, request }) => {
    const { email } = await createAccount(request, 'Wrongpass');
    await page.goto('/');

    const dialog = await signInThroughModal(page, email, 'not-the-password');

    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  });

  test('signing up with an email that is taken shows the server message', async ({ page, request }) => {
    const { email } = await createAccount(request, 'Taken');
    await page.goto('/');

    await (await headerButton(page, 'Sign up')).click();
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByLabel('First name').fill('Taken');
    await dialog.getByLabel('Last name').fill('Again');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account', exact: true }).click();

    await expect(dialog.getByRole('alert')).toHaveText(
      'An account with this email already exists. Please sign in or use a different email.',
    );
  });
});

test.describe('route guard', () => {
  test('an anonymous visitor to /dashboard lands on /', async ({ page }) => {
    await page.goto('/dashboard');
    await expect.poll(() => pathnameOf(page)).toBe('/');
    await expect(await headerButton(page, 'Log in')).toBeVisible();
  });

  test('a signed-in customer visiting /admin is told admin access is required', async ({ page, request }) => {
    const { email, firstName } = await createAccount(request, 'Customer');
    await page.goto('/');
    await expect(await signInThroughModal(page, email, PASSWORD)).toBeHidden();
    await expectWelcome(page, firstName);

    await page.goto('/admin');

    await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible();
    expect(pathnameOf(page)).toBe('/admin');
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page.getByText('No orders yet')).toBeVisible();
  });

  test('a signed-in admin visiting /dashboard lands on /admin', async ({ page }) => {
    const email = process.env.E2E_ADMIN_EMAIL;
    const password = process.env.E2E_ADMIN_PASSWORD;
    test.skip(!email || !password, 'E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD are not set');
    if (!email || !password) return;

    await page.goto('/');
    await expect(await signInThroughModal(page, email, password)).toBeHidden();

    await page.goto('/dashboard');

    await expect.poll(() => pathnameOf(page)).toBe('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});
