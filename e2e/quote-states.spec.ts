import { createTextQuote, submitOrder } from './support/api-journey';
import { expect, test } from './support/test';

test('an expired quote says so and offers a new one', async ({ page, request }) => {
  const quote = await createTextQuote(request);
  // The browser's clock moves past expiresAt; the server refuses changes on its own clock (API tests).
  await page.clock.setFixedTime(new Date((quote.expiresAt + 60) * 1000));
  await page.goto(`/quote?id=${quote.quoteId}`);
  await expect(page.getByText('This quote has expired. Please create a new quote.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a new quote' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});

test('an accepted guest quote sends to tracking without giving its order away', async ({ page, request }) => {
  const quote = await createTextQuote(request);
  const order = await submitOrder(request, quote.quoteId);
  await page.goto(`/quote?id=${quote.quoteId}`);
  await expect(page.getByText('Quote already accepted')).toBeVisible();
  // A quote's link is shared and bookmarked; a guest order's id opens the order, so the quote page does not hold it.
  await expect(page.getByText(/open it from the confirmation email/)).toBeVisible();
  expect(await page.content()).not.toContain(order.orderId);
  await page.getByRole('main').getByRole('link', { name: 'Track your order', exact: true }).click();
  await expect(page).toHaveURL(/\/order-tracking$/);
});

test('sworn translation cannot be chosen for English → French', async ({ page, request }) => {
  const quote = await createTextQuote(request, { targetLanguage: 'french' });
  await page.goto(`/quote?id=${quote.quoteId}`);
  await expect(page.getByText('Not available')).toBeVisible();
  const res = await request.put(`/api/quotes/${quote.quoteId}`, { data: { selectedService: 'sworn' } });
  expect(res.status()).toBe(400);
});

test('a quote page without an id or with an unknown id offers to start over', async ({ page }) => {
  await page.goto('/quote');
  await expect(page.getByText('Quote ID is required')).toBeVisible();
  await page.goto('/quote?id=11111111-1111-4111-8111-111111111111');
  await expect(page.getByText('Failed to load quote')).toBeVisible();
  await page.getByRole('link', { name: 'Start over' }).click();
  await expect(page).toHaveURL(/\/upload$/);
});
