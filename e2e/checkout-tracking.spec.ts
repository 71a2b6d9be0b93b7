import { createTextQuote, submitOrder } from './support/api-journey';
import { expectAxeClean } from './support/page-checks';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const ORDER_NUMBER = /TRS-\d{8}-[A-Z0-9]{6}/;

const selectService = async (request: APIRequestContext, quoteId: string, selectedService = 'professional') => {
  const res = await request.put(`/api/quotes/${quoteId}`, { data: { selectedService } });
  expect(res.status()).toBe(200);
};

/** A quote for a small uploaded .txt with the professional service selected: ready for checkout. */
const readyQuote = async (request: APIRequestContext) => {
  const quote = await createTextQuote(request, { words: 120 });
  await selectService(request, quote.quoteId);
  return quote.quoteId;
};

/** An order placed through the API for a ready quote, as the checkout page places it. */
const placedOrder = async (request: APIRequestContext) => submitOrder(request, await readyQuote(request));

const fillGuestDetails = async (page: Page, email = 'ana.checkout@example.com') => {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ruiz');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 312 555 0199');
};

const submitButton = (page: Page) => page.getByRole('button', { name: /Submit project for review|Submitting/ });

/** The order number shown on the confirmation page. */
const confirmedOrderNumber = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Project submitted' })).toBeVisible({ timeout: 15_000 });
  const text = await page.getByText(ORDER_NUMBER).first().textContent();
  const orderNumber = text?.match(ORDER_NUMBER)?.[0];
  expect(orderNumber).toBeTruthy();
  return orderNumber as string;
};

// The guest journey (checkout → confirmation → tracking → order page) as one test per screen: each later screen
// starts from an order placed through the API, so no test replays the checkout of the one before.
test('the checkout page: the project summary, and submit waits for the details', async ({ page, request }) => {
  const quoteId = await readyQuote(request);
  await page.goto(`/checkout?quoteId=${quoteId}`);

  const summary = page.getByRole('region', { name: 'Project summary' });
  await expect(summary.getByText('letter.txt')).toBeVisible();
  await expect(summary.getByText('Professional translation')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Back to quote' })).toHaveAttribute('href', `/quote?id=${quoteId}`);
  await expect(submitButton(page)).toBeDisabled();
  await expectAxeClean(page);
  await fillGuestDetails(page);
  await expect(submitButton(page)).toBeEnabled();
});

test('guest checkout submits; the confirmation page sums it up and links to tracking', async ({ page, request }) => {
  await page.goto(`/checkout?quoteId=${await readyQuote(request)}`);
  await fillGuestDetails(page);
  // Names as in the passport: optional, folded away until asked for.
  await page.getByRole('button', { name: /How should names be written/ }).click();
  await page.getByRole('button', { name: 'Add a name' }).click();
  await page.getByLabel('Name 1: as written in the passport').fill('Ana María RUIZ NÚÑEZ');
  await submitButton(page).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByText('We’ve emailed a confirmation to ana.checkout@example.com.')).toBeVisible();
  await expect(page.getByText('Pending review')).toBeVisible();
  await expect(page.getByText('+1 312 555 0199')).toBeVisible();
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next.getByText('You receive an official quote')).toBeVisible();
  await expect(next.getByText('You approve and pay')).toBeVisible();
  await expect(next).not.toContainText(/reply to our email to go ahead/i);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAxeClean(page);

  // The tracking link from the confirmation searches on load.
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/order-tracking\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();

  await page.getByRole('link', { name: 'Order page' }).click();
  const names = page.getByRole('region', { name: 'Names and instructions' });
  await expect(names.getByLabel('Name 1: what it is')).toHaveValue('full_name');
  await expect(names.getByLabel('Name 1: as written in the passport')).toHaveValue('Ana María RUIZ NÚÑEZ');
});

test('tracking by link shows the progress, details, customer and files, and links to the order page', async ({
  page,
  request,
}) => {
  const order = await placedOrder(request);
  await page.goto(`/order-tracking?id=${order.orderId}`);
  await expect(page.getByRole('heading', { name: order.orderNumber })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.locator('li[aria-current="step"]')).toContainText('Order placed');
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details.getByText('Professional translation')).toBeVisible();
  await expect(details.getByText(order.orderId)).toBeVisible();
  const customer = page.getByRole('region', { name: 'Customer information' });
  await expect(customer.getByText('Ana Ruiz')).toBeVisible();
  await expect(customer.getByText('Company')).toHaveCount(0);
  const files = page.getByRole('region', { name: 'Files', exact: true });
  await expect(files.getByText('letter.txt')).toBeVisible();
  await expect(files.getByText('Received')).toBeVisible();
  // Before payment nothing counts down: the delivery time starts with the payment.
  await expect(page.getByTestId('time-remaining')).toHaveText('Starts when you pay');
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Order page' }).click();
  await expect(page).toHaveURL(`/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
});

test('tracking by the order number, typed in lower case, with Enter', async ({ page, request }) => {
  const order = await placedOrder(request);
  await page.goto('/order-tracking');
  const input = page.getByRole('textbox', { name: 'Order ID or order number' });
  await input.fill(order.orderNumber.toLowerCase());
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?id=${order.orderNumber.toLowerCase()}$`));
  await expect(page.getByRole('heading', { name: order.orderNumber })).toBeVisible();
  // A number can be guessed or forwarded: it shows the status only, and says where the rest is.
  const privateDetails = page.getByRole('region', { name: 'Order details and files' });
  await expect(privateDetails).toContainText('The tracking link in your confirmation email opens the whole order');
  await expect(privateDetails).not.toContainText(/sign in|log in/i);
  await expect(page.getByRole('region', { name: 'Customer information' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Files', exact: true })).toHaveCount(0);
});

test('the shared order page says where the translations will be, with nothing to download yet', async ({
  page,
  request,
}) => {
  const order = await placedOrder(request);
  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const translations = page.getByRole('region', { name: 'Translated files' });
  await expect(translations).toContainText('available here once your order is completed');
  await expect(translations.getByRole('link', { name: /download/i })).toHaveCount(0);
  await expectAxeClean(page);
});

test('checkout without a selected service goes back to the quote page', async ({ page, request }) => {
  const quote = await createTextQuote(request, { words: 50 });
  await page.goto(`/checkout?quoteId=${quote.quoteId}`);
  await expect(page).toHaveURL(`/quote?id=${quote.quoteId}`);
});

test('a manual-estimate quote gets its documents attached at checkout, then submits', async ({ page, request }) => {
  const created = await request.post('/api/quotes', {
    data: { manualEstimate: { pages: 2 }, sourceLanguage: 'en', targetLanguage: 'es', sessionId: 'e2e' },
  });
  expect(created.status()).toBe(201);
  const quoteId = (await created.json()).quote.quoteId as string;
  await selectService(request, quoteId);

  await page.goto(`/checkout?quoteId=${quoteId}`);
  await expect(page.getByRole('heading', { name: 'Add your documents' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Project summary' });
  await expect(summary.getByText(/No documents attached yet/)).toBeVisible();
  await expect(summary.getByText('2 pages', { exact: true })).toBeVisible();
  await fillGuestDetails(page, 'manual.checkout@example.com');
  await expect(submitButton(page)).toBeDisabled();
  await expect(page.getByText('Attach at least one document above to submit your project.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload and attach files' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one file to upload.' })).toBeVisible();

  const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
  await page.getByLabel('Choose documents to attach').setInputFiles({
    name: 'lease.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(words),
  });
  await expect(page.getByText('lease.txt')).toBeVisible();
  await page.getByRole('button', { name: 'Upload and attach files' }).click();

  await expect(page.getByText('Documents attached')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Add your documents' })).toHaveCount(0);
  await expect(summary.getByText('lease.txt')).toBeVisible();
  await expect(summary.getByText('400 words', { exact: true })).toBeVisible();

  const quote = await (await request.get(`/api/quotes/${quoteId}`)).json();
  expect(quote.quote.files).toHaveLength(1);
  expect(quote.quote.totalWords).toBe(400);

  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  await confirmedOrderNumber(page);
});

test('double-clicking submit creates one order; a second POST answers 409 without giving the guest order away', async ({
  page,
  request,
}) => {
  const quoteId = await readyQuote(request);
  await page.goto(`/checkout?quoteId=${quoteId}`);
  await fillGuestDetails(page, 'double.click@example.com');

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/orders') posts.push(req.url());
  });
  await submitButton(page).dblclick();
  const orderNumber = await confirmedOrderNumber(page);
  expect(posts).toHaveLength(1);
  const trackingHref = await page
    .getByRole('main')
    .getByRole('link', { name: 'Track your order' })
    .getAttribute('href');
  const orderId = new URL(trackingHref ?? '', 'http://x').searchParams.get('id') ?? '';
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // The quote's link is shared and bookmarked: it says the quote was ordered, not which order (a guest order's id
  // opens it).
  const quote = (await (await request.get(`/api/quotes/${quoteId}`)).json()).quote;
  expect(quote).toMatchObject({ status: 'ACCEPTED', orderId: null });
  const tracked = await request.get(`/api/orders/track?q=${orderNumber}`);
  expect((await tracked.json()).tracking).toMatchObject({ orderNumber, status: 'PENDING' });

  const again = await request.post('/api/orders', {
    data: {
      quoteId,
      serviceType: 'professional',
      customerInfo: { firstName: 'Ana', lastName: 'Ruiz', email: 'double.click@example.com', phone: '+1 312 555 0199' },
    },
  });
  expect(again.status()).toBe(409);
  const conflict = await again.json();
  expect(conflict).toMatchObject({ code: 'CONFLICT', reason: 'already-ordered' });
  expect(JSON.stringify(conflict)).not.toContain(orderId);

  // Coming back to checkout for that quote says it was ordered, where its link is and how to reach support.
  await page.goto(`/checkout?quoteId=${quoteId}`);
  await expect(page.getByRole('heading', { name: 'This quote has already been ordered' })).toBeVisible();
  await expect(page.getByText(/open it from the confirmation email/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expectAxeClean(page);
});

test('tracking asks for input, reports unknown orders, and the order page handles a bad link', async ({ page }) => {
  await page.goto('/order-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Order ID or order number' });
  await expect(input).toHaveAttribute('placeholder', 'TRS-20241201-ABC123');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter an order ID or order number');

  await input.fill('TRS-20000101-ZZZZZZ');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Order not found');

  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Order not found. Please check the link and try again.');
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('the confirmation page without a submitted order goes home', async ({ page }) => {
  await page.goto('/order-confirmation');
  await expect(page).toHaveURL('/');
});
