import { listOutbox } from './support/admin-api';
import { createTextQuote, submitOrder } from './support/api-journey';
import { storeSession } from './support/session';
import { expect, test } from './support/test';

const PASSWORD = 'Correct-horse-battery-9';

test('a guest order appears on /dashboard once the account’s email is verified', async ({ page, request }) => {
  const email = `e2e-guest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  // 1. A guest order with that email (no account yet).
  const quote = await createTextQuote(request, { sourceLanguage: 'french', targetLanguage: 'english' });
  const order = await submitOrder(request, quote.quoteId, {
    firstName: 'Gabriel',
    lastName: 'Guest',
    email,
    phone: '+1 312 555 0142',
  });

  // 2. An account with the same email (the sign-up dialog has its own test), signed in.
  const signUp = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Gabriel', lastName: 'Guest' },
  });
  expect(signUp.status()).toBe(201);
  await storeSession(page, await signUp.json());

  // Not verified yet: the guest order is not attached, and the dashboard says why.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Gabriel' })).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();

  // 3. Follow the emailed link (read from the outbox, as an admin would see it).
  let link = '';
  await expect(async () => {
    const message = (await listOutbox(request)).find((m) => m.template === 'verify-email' && m.to === email);
    link = message?.textBody.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  // Nothing happens on load, and the token leaves the address bar; signed in to the account, one click confirms.
  const verifyButton = page.getByRole('button', { name: 'Verify my email' });
  await expect(verifyButton).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await verifyButton.click();
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expect(page.getByText('1 earlier order was added to your account.')).toBeVisible();

  // 4. The order is on the dashboard.
  await page.getByRole('link', { name: 'Go to my orders' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: order.orderNumber });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card.getByText('French → English')).toBeVisible();
  await expect(card.getByText('letter.txt')).toBeVisible();
  await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
  await card.getByRole('link', { name: order.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));

  // The link works once.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
});
