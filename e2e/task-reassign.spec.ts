import type { APIRequestContext, Locator } from '@playwright/test';
import { adminHeaders, openAsAdmin } from './support/admin-api';
import { attachScreenshot, screenshotsWanted } from './support/page-checks';
import { addSwornCredential, joinStaff, startedSwornOrder, type TStaffSession } from './support/production-api';
import { storeSession } from './support/session';
import { expect, type Page, type TestInfo, test } from './support/test';

const openAs = async (page: Page, session: TStaffSession, path: string) => {
  await storeSession(page, session);
  await page.goto(path);
};

const bearer = (session: TStaffSession) => ({ authorization: `Bearer ${session.tokens.accessToken}` });

/** The board, or one card of a page, at 1280 and 375 px, kept with the test's output to look at. */
const shoot = async (page: Page, testInfo: TestInfo, name: string, card?: Locator) => {
  if (!screenshotsWanted) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await attachScreenshot(card ?? page, testInfo, `${name}-${width}`, { fullPage: !card });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** A started sworn order (document `letter.txt`) assigned whole to the translator, reviewed by the e2e owner. */
const assignedOrder = async (request: APIRequestContext, translator: TStaffSession) => {
  const headers = await adminHeaders(request);
  const owner = (await (await request.get('/api/auth/me', { headers })).json()).user as { id: string };
  const order = await startedSwornOrder(request);
  const assigned = await request.post(`/api/admin/orders/${order.orderId}/tasks`, {
    headers,
    data: { wholeOrder: true, translatorId: translator.user.id, reviewerId: owner.id, dueAt: '2099-12-01T17:00:00Z' },
  });
  expect(assigned.status()).toBe(201);
  return { ...order, taskId: (await assigned.json()).tasks[0].id as string };
};

/*
 * One test, and the e2e owner as the manager: every staff member joins through the emailed invitation, whose route
 * allows 5 a minute per address for all the specs together. A project manager sees the same pages and may call the
 * same routes (apps/api/test/authorization-matrix.test.ts).
 */
test('the manager reassigns a declined task to a second translator and cancels another, whose document can be assigned again', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = await joinStaff(request, 'translator', 'Lucía');
  const second = await joinStaff(request, 'translator', 'Marta');
  await addSwornCredential(request, first);
  await addSwornCredential(request, second);

  // Reassign: the first translator declined; the manager gives the task to the second one on the board.
  const declinedOrder = await assignedOrder(request, first);
  const declined = await request.post(`/api/staff/tasks/${declinedOrder.taskId}/decline`, {
    headers: bearer(first),
    data: { reason: 'Away that week' },
  });
  expect(declined.status()).toBe(200);
  await openAsAdmin(page, request, '/admin/tasks');
  const row = page
    .getByRole('table', { name: 'Open tasks, late first' })
    .getByRole('row')
    .filter({ hasText: declinedOrder.orderNumber });
  await expect(row).toContainText('“Away that week”');
  await shoot(page, testInfo, 'board');
  await row.getByRole('button', { name: /^Reassign Whole order/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reassign task' });
  await dialog.getByLabel(/^Translator/).selectOption({ label: 'Marta Staff (Translator)' });
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText(/is now with Marta Staff \(translator\)/)).toBeVisible();
  await expect(row).toContainText('Marta Staff');
  await expect(row).toContainText('Waiting for acceptance');

  const secondPage = await (await browser.newContext()).newPage();
  await openAs(secondPage, second, '/admin/work');
  await expect(secondPage.getByRole('region', { name: 'To do (1)' })).toContainText(declinedOrder.orderNumber);
  const firstPage = await (await browser.newContext()).newPage();
  await openAs(firstPage, first, '/admin/work');
  await expect(firstPage.getByText('Nothing assigned to you right now.')).toBeVisible();
  await expect(firstPage.getByText(declinedOrder.orderNumber)).toHaveCount(0);

  // Cancel: on the order page, with a reason; the document can then go to someone again.
  const order = await assignedOrder(request, first);
  await page.goto(`/admin/orders/${order.orderId}`);
  const card = page.getByRole('region', { name: 'Assign work' });
  const work = card.getByRole('list', { name: 'Assigned work' });
  await expect(work).toContainText('Lucía Staff translates');
  await shoot(page, testInfo, 'order-tasks', card);
  await work.getByRole('button', { name: /^Cancel task Whole order/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this task?' });
  await confirm.getByLabel(/^Reason/).fill('The customer sent a clearer scan; it goes to someone else.');
  await confirm.getByRole('button', { name: 'Cancel Task' }).click();
  await expect(card.getByText(/is cancelled: its documents can be assigned again/)).toBeVisible();
  await expect(work).toHaveCount(0);
  await card.getByRole('radio', { name: /Chosen documents/ }).check();
  await card.getByRole('checkbox', { name: /letter\.txt/ }).check();
  await card.getByLabel(/^Translator/).selectOption({ label: 'Marta Staff (Translator)' });
  await card.getByLabel(/^Reviewer/).selectOption({ label: 'Lucía Staff (Translator)' });
  await card.getByLabel(/^Due/).fill('2099-12-02T17:00');
  await card.getByRole('button', { name: 'Assign' }).click();
  await expect(card.getByText('1 task assigned to Marta Staff')).toBeVisible();
});
