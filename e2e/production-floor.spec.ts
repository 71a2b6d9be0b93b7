import { strToU8, zipSync } from 'fflate';
import { adminHeaders, listOutbox, openAsAdmin } from './support/admin-api';
import { createTextQuote } from './support/api-journey';
import { storeSession, type TSession } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'a-long-staff-password-2026';

/** A staff member invited by the owner through the API, the invitation read from the outbox and accepted. */
const joinStaff = async (
  request: APIRequestContext,
  role: 'translator' | 'reviewer',
  firstName: string,
): Promise<TSession & { user: { id: string } }> => {
  const email = `${unique(role)}@example.com`;
  const invited = await request.post('/api/admin/staff/invitations', {
    headers: await adminHeaders(request),
    data: { email, role, firstName, lastName: 'Staff' },
  });
  expect(invited.status()).toBe(201);
  const message = (await listOutbox(request)).find((email_) => email_.to === email);
  const token = message?.textBody.match(/token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  const accepted = await request.post('/api/auth/staff-invitation/accept', { data: { token, password: PASSWORD } });
  expect(accepted.status()).toBe(200);
  return accepted.json();
};

/** A sworn English → Spanish order that staff have started, ready to assign. */
const startedSwornOrder = async (request: APIRequestContext) => {
  const quote = await createTextQuote(request, { words: 250 });
  const created = await request.post('/api/orders', {
    data: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: `${unique('ana')}@example.com`,
        phone: '+1 312 555 0199',
      },
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()).order as { orderId: string; orderNumber: string };
  const started = await request.put(`/api/admin/orders/${order.orderId}/status`, {
    headers: await adminHeaders(request),
    data: { status: 'IN_PROGRESS' },
  });
  expect(started.status()).toBe(200);
  return order;
};

/** The smallest Word document: the parts Word itself needs, with one paragraph. */
const docx = () =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Carta traducida</w:t></w:r></w:p></w:body></w:document>',
      ),
    }),
  );

const openAs = async (page: Page, session: TSession, path: string) => {
  await storeSession(page, session);
  await page.goto(path);
};

test('a manager assigns a sworn document; the translator uploads a DOCX, the reviewer approves; the translator reaches nothing else', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const translator = await joinStaff(request, 'translator', 'Lucía');
  const reviewer = await joinStaff(request, 'reviewer', 'Tomás');
  const credential = await request.post(`/api/admin/staff/${translator.user.id}/credentials`, {
    headers: await adminHeaders(request),
    data: { kind: 'sworn', jurisdiction: 'spain', language: 'english', number: '12345', issuingAuthority: 'MAEC' },
  });
  expect(credential.status()).toBe(201);
  const order = await startedSwornOrder(request);
  const otherOrder = await startedSwornOrder(request);

  // The manager assigns the order's document from the order page.
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  const card = page.getByRole('region', { name: 'Assign work' });
  await card.getByRole('radio', { name: /Chosen documents/ }).check();
  await card.getByRole('checkbox', { name: /letter\.txt/ }).check();
  await card.getByLabel(/^Translator/).selectOption({ label: 'Lucía Staff (Translator)' });
  await card.getByLabel(/^Reviewer/).selectOption({ label: 'Tomás Staff (Reviewer)' });
  await card.getByLabel(/^Due/).fill('2099-12-01T17:00');
  await card.getByRole('button', { name: 'Assign' }).click();
  await expect(card.getByText('1 task assigned to Lucía Staff')).toBeVisible();

  // The translator sees only that task, accepts it, downloads the source and uploads a DOCX.
  const translatorPage = await (await browser.newContext()).newPage();
  await openAs(translatorPage, translator, '/admin/work');
  const todo = translatorPage.getByRole('region', { name: 'To do (1)' });
  await expect(todo).toContainText(order.orderNumber);
  await expect(translatorPage.getByText(otherOrder.orderNumber)).toHaveCount(0);
  await todo.getByRole('button', { name: /^Accept/ }).click();
  await expect(todo).toContainText('In translation');
  await todo.getByRole('link', { name: 'letter.txt' }).click();
  await expect(translatorPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const download = translatorPage.waitForEvent('download');
  await translatorPage.getByRole('button', { name: 'Download letter.txt' }).click();
  expect((await download).suggestedFilename()).toBe('letter.txt');
  await translatorPage.getByLabel('Choose the translated document').setInputFiles({
    name: 'letter-es.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx(),
  });
  await translatorPage.getByLabel(/Note to the reviewer/).fill('Names as in the passport.');
  await translatorPage.getByRole('button', { name: 'Send to review' }).click();
  await expect(translatorPage.getByText('Your translation is with the reviewer.')).toBeVisible();
  await expect(translatorPage.getByRole('region', { name: 'Versions (1)' })).toContainText('letter-es.docx');

  // The reviewer approves it.
  const reviewerPage = await (await browser.newContext()).newPage();
  await openAs(reviewerPage, reviewer, '/admin/work');
  await reviewerPage.getByRole('link', { name: 'letter.txt' }).click();
  const review = reviewerPage.getByRole('region', { name: 'Review version 1' });
  await expect(reviewerPage.getByRole('region', { name: 'Versions (1)' })).toContainText('Names as in the passport.');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(reviewerPage.getByText(/The reviewer approved the translation/)).toBeVisible();

  // The translator reaches no other order, no customer list and no payments.
  const headers = { authorization: `Bearer ${(translator.tokens as { accessToken: string }).accessToken}` };
  expect((await request.get(`/api/admin/orders/${otherOrder.orderId}`, { headers })).status()).toBe(403);
  expect((await request.get('/api/admin/customers', { headers })).status()).toBe(403);
  expect(
    (
      await request.post(`/api/admin/orders/${order.orderId}/payments`, {
        headers,
        data: { amount: 10, method: 'bank_transfer' },
      })
    ).status(),
  ).toBe(403);
  await translatorPage.goto('/admin/customers');
  await expect(translatorPage.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});
