import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openAsAdmin } from './support/admin-api';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import {
  addSealAndSignature,
  addSwornCredential,
  approveFinalTranslation,
  docx,
  joinStaff,
  startedSwornOrder,
} from './support/production-api';
import { expect, test } from './support/test';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

test("a sworn order's approved translation becomes its certified translation: staff preview and deliver it, the customer downloads it, and the office receiving it verifies it byte for byte", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const translator = await joinStaff(request, 'translator', 'Lucía');
  const reviewer = await joinStaff(request, 'reviewer', 'Tomás');
  await addSwornCredential(request, translator);
  await addSealAndSignature(request, translator);
  const order = await startedSwornOrder(request);
  await approveFinalTranslation(request, order.orderId, {
    translator,
    reviewer,
    translation: docx('Certificado de nacimiento de Ana RUIZ GARCÍA'),
  });

  // Staff: the certified translation is made by itself; its card shows it, with its code, and previews its PDF.
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  const certified = page.getByRole('region', { name: 'Certified translations (1)' });
  await expect(certified).toBeVisible({ timeout: 120_000 });
  await expect(certified).toContainText('letter — sworn translation (Spanish).pdf');
  await expect(certified).toContainText('Spanish sworn translation (Orden AEC/2125/2014)');
  const code = (await certified.getByText(/^Verification code:/).textContent())?.match(CODE)?.[0] ?? '';
  expect(code).toMatch(CODE);
  await attachScreenshot(certified, testInfo, 'certified translations card');
  const preview = page.waitForEvent('download');
  await certified.getByRole('button', { name: /^Preview / }).click();
  const previewed = await readFile((await (await preview).path()) ?? '');
  expect(previewed.subarray(0, 5).toString()).toBe('%PDF-');

  // Staff deliver it.
  const next = page.getByRole('region', { name: 'Deliver to the client' });
  await expect(next).toContainText('The certified translation is ready.');
  await next.getByRole('button', { name: 'Deliver to Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize Order Completion' });
  await dialog.getByRole('button', { name: 'Complete Order & Send Email' }).click();
  await expect(dialog).toBeHidden();

  // The customer (the guest order's link) downloads it: the very bytes the verification page vouches for.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`/orders/${order.orderId}`);
  const files = customer.getByRole('region', { name: 'Your translation is ready' });
  const row = files.getByRole('listitem').filter({ hasText: 'sworn translation' });
  await expect(row).toContainText(`Certified translation · verification code ${code}`);
  const href = await row.getByRole('link', { name: /^Download / }).getAttribute('href');
  const downloaded = await request.get(href ?? '');
  expect(downloaded.status()).toBe(200);
  const pdf = await downloaded.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const verified = await request.get(`/api/verify/${code}`);
  expect(verified.status()).toBe(200);
  const issued = await verified.json();
  expect(issued.sha256).toBe(sha256(pdf));
  expect(JSON.stringify(issued)).not.toContain('Ruiz');

  // The office receiving it follows the link: the page confirms it, and checks the PDF it holds.
  await row.getByRole('link', { name: 'How the office receiving it can check it' }).click();
  await expect(customer).toHaveURL(new RegExp(`/verify/${code}$`));
  await expect(customer.getByRole('heading', { name: /this document is genuine$/ })).toBeFocused();
  const facts = customer.getByRole('region', { name: 'What was issued under this code' });
  await expect(facts).toContainText('Lucía Staff');
  await expect(facts).toContainText('12345');
  await expect(facts).toContainText(issued.sha256);
  await expect(facts).not.toContainText(order.orderNumber);
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const check = customer.getByLabel('PDF to check');
  await check.setInputFiles({ name: 'received.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(customer.getByText('This file is exactly the document issued')).toBeVisible();
  const altered = Buffer.from(pdf);
  altered[altered.length - 10] = (altered[altered.length - 10] ?? 0) ^ 1;
  await check.setInputFiles({ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(
    customer.getByText('This file is not the document issued under this code: it differs from it (even by one byte)'),
  ).toBeVisible();
  await expectAxeClean(customer);

  for (const width of [1280, 375]) {
    await customer.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(customer);
    await attachScreenshot(customer, testInfo, `verification page at ${width} px`, { fullPage: true });
  }

  // A code nothing was issued under.
  const unknown = code === '0000-0000-0000' ? '0000-0000-0001' : '0000-0000-0000';
  await customer.goto(`/verify/${unknown}`);
  await expect(customer.getByRole('heading', { name: 'No document was issued with this code' })).toBeVisible();
  await expect(customer.getByText('Check the code printed at the foot of each page.')).toBeVisible();
});
