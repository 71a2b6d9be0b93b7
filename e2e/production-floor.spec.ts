import { openAsAdmin } from './support/admin-api';
import {
  addSealAndSignature,
  addSwornCredential,
  docx,
  joinStaff,
  startedSwornOrder,
  waitForOfferedDraft,
} from './support/production-api';
import { storeSession, type TSession } from './support/session';
import { expect, type Page, test } from './support/test';

const openAs = async (page: Page, session: TSession, path: string) => {
  await storeSession(page, session);
  await page.goto(path);
};

test('a manager assigns a sworn document; the translator uploads a DOCX, the reviewer approves; the translator reaches nothing else; the customer has a name corrected in the draft, then approves it: ready for delivery', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const translator = await joinStaff(request, 'translator', 'Lucía');
  const reviewer = await joinStaff(request, 'reviewer', 'Tomás');
  await addSwornCredential(request, translator);
  // What the certified translation made on the final approval carries (issue 31).
  await addSealAndSignature(request, translator);
  const order = await startedSwornOrder(request);
  const otherOrder = await startedSwornOrder(request);

  // The manager assigns the order's document from the order page.
  await openAsAdmin(page, request, `/admin/orders/${order.orderId}`);
  const card = page.getByRole('region', { name: 'Assign work' });
  await card.getByRole('radio', { name: /Chosen documents/ }).check();
  await card.getByRole('checkbox', { name: /letter\.txt/ }).check();
  // By id: other tests invite staff with the same names at the same time.
  await card.getByLabel(/^Translator/).selectOption(translator.user.id);
  await card.getByLabel(/^Reviewer/).selectOption(reviewer.user.id);
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
  const headers = { authorization: `Bearer ${translator.tokens.accessToken}` };
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

  await waitForOfferedDraft(request, order.orderId, 1);
  // The customer (the guest order's link) opens the draft and asks for a name's spelling to be corrected on page 1.
  const customerPage = await (await browser.newContext()).newPage();
  await customerPage.goto(`/orders/${order.orderId}`);
  const draft = customerPage.getByRole('region', { name: 'Your draft is ready to check' });
  await expect(draft).toContainText(/If we do not hear from you by .+, we will take the draft as approved\./);
  const stamped = await request.get(
    (await draft.getByRole('link', { name: /Open draft of letter\.txt/ }).getAttribute('href')) ?? '',
  );
  expect(stamped.status()).toBe(200);
  expect((await stamped.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await draft.getByRole('button', { name: 'Request corrections' }).click();
  const corrections = customerPage.getByRole('form', { name: 'Request corrections' });
  await corrections.getByLabel(/Correction 1: page/).fill('1');
  await corrections
    .getByLabel(/Correction 1: what to correct/)
    .fill('The surname is RUIZ GARCÍA, with the accent, as in the passport.');
  await corrections.getByRole('button', { name: 'Send corrections' }).click();
  await expect(
    customerPage.getByText('Your translator is making the corrections; you will get a new draft.'),
  ).toBeVisible();

  // The translator reads the correction on the task and uploads a second version.
  await translatorPage.goto('/admin/work');
  await translatorPage.getByRole('link', { name: 'letter.txt' }).click();
  const asked = translatorPage.getByRole('region', { name: "Customer's corrections" });
  await expect(asked).toContainText('letter.txt · page 1');
  await expect(asked).toContainText('RUIZ GARCÍA');
  await translatorPage.getByLabel('Choose the translated document').setInputFiles({
    name: 'letter-es-v2.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx('Certificado de nacimiento: Ana RUIZ GARCÍA'),
  });
  await translatorPage.getByLabel(/Note to the reviewer/).fill('Surname corrected as the customer asked.');
  await translatorPage.getByRole('button', { name: 'Send to review' }).click();
  await expect(translatorPage.getByRole('region', { name: 'Versions (2)' })).toContainText('letter-es-v2.docx');

  // The reviewer approves the second version.
  await reviewerPage.goto('/admin/work');
  await reviewerPage.getByRole('link', { name: 'letter.txt' }).click();
  await reviewerPage.getByRole('region', { name: 'Review version 2' }).getByRole('button', { name: 'Approve' }).click();
  await expect(reviewerPage.getByText(/The reviewer approved the translation/)).toBeVisible();

  // The customer approves the second draft; the order is ready for delivery.
  await waitForOfferedDraft(request, order.orderId, 2);
  await customerPage.reload();
  const second = customerPage.getByRole('region', { name: 'Your draft is ready to check' });
  await expect(second).toContainText('Draft 2');
  await second.getByRole('button', { name: 'Approve draft' }).click();
  await second.getByRole('button', { name: 'Yes, approve the draft' }).click();
  await expect(customerPage.getByText('Approved — we are preparing your final translation.')).toBeVisible();
  await expect(customerPage.getByRole('button', { name: 'Earlier drafts (1)' })).toBeVisible();

  // The certified translation is made first (the order page follows it), then it can be delivered.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Deliver to the client' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Certified translations (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Customer's draft (round 2)" })).toContainText(
    'Approved by the customer',
  );
});
