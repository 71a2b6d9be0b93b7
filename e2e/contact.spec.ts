import { listOutbox } from './support/admin-api';
import { expect, test } from './support/test';

test('the contact form sends a message that lands in the outbox for the support address', async ({ page, request }) => {
  const marker = `Please translate my diploma ${Date.now()}`;
  await page.goto('/contact');
  const submit = page.getByRole('button', { name: /send/i });
  await expect(submit).toBeDisabled();

  await page.getByRole('textbox', { name: /^Full name/ }).fill('Jane Doe');
  await page.getByRole('textbox', { name: /^Email/ }).fill('jane.e2e@example.com');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 312 555 0100');
  await page.getByRole('combobox', { name: /^Subject/ }).selectOption('quote');
  await page.getByRole('textbox', { name: /^Message/ }).fill(marker);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  // The form resets after the confirmation.
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('', { timeout: 6_000 });

  await expect
    .poll(async () => (await listOutbox(request)).find((message) => message.textBody.includes(marker)))
    .toMatchObject({ template: 'contact-message', to: 'support@sello.test', replyTo: 'jane.e2e@example.com' });
});

test('a failed send keeps what the visitor typed and says why', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Mail is down', code: 'UNAVAILABLE' }),
    }),
  );
  await page.goto('/contact');
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Jane Doe');
  await page.getByRole('textbox', { name: /^Email/ }).fill('jane.e2e@example.com');
  await page.getByRole('combobox', { name: /^Subject/ }).selectOption('general');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Keep this text');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('alert')).toContainText('Mail is down');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Keep this text');
});
