import type { TOrder } from '@sello/shared/order-schemas';
import { adminHeaders } from './support/admin-api';
import { createTextQuote, uploadTextFile } from './support/api-journey';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// Issue 32: the order page, tracking and /verify in Spanish and French, at 1280 and 375 px (screens attached).

/** A sworn order (500 words, 2 pages estimated) whose official quote (3 pages, rush) staff sent. */
const quotedOrder = async (request: APIRequestContext) => {
  const quote = await createTextQuote(request, { words: 500 });
  const placed = await request.post('/api/orders', {
    data: {
      quoteId: quote.quoteId,
      serviceType: 'sworn',
      customerInfo: {
        firstName: 'Élise',
        lastName: 'Moreau',
        email: `elise.moreau.internationale+${Date.now()}@example.com`,
        phone: '+33 1 23 45 67 89',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).order as TOrder;
  const deliveryDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post(`/api/admin/orders/${order.orderId}/official-quote`, {
    headers: await adminHeaders(request),
    data: {
      files: [{ fileKey: order.files[0]?.fileKey, pages: 3, wordCount: 500, reason: 'Two-sided scan' }],
      extras: [{ code: 'rush' }],
      deliveryDate,
    },
  });
  expect(sent.status()).toBe(201);
  return order;
};

const screens = async (page: Page, name: string, check: () => Promise<void>) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await check();
    await expectNoSidewaysScroll(page);
    await attachScreenshot(page, test.info(), `${name} at ${width} px`, { fullPage: true });
  }
};

test('the order page in Spanish: the official quote, approved, and the bank transfer details', async ({
  page,
  request,
}) => {
  const order = await quotedOrder(request);
  await page.goto(`/es/orders/${order.orderId}`);
  const official = page.getByRole('region', { name: 'Presupuesto oficial' });
  await expect(official).toContainText('No se cobra nada hasta que usted lo apruebe.');
  await expect(official).toContainText('Entrega urgente (+50 %)');
  await expect(page.getByRole('main')).toContainText('Pendiente de su aprobación');
  await screens(page, 'es order awaiting approval', async () => {
    await expect(official.getByRole('button', { name: /^Aprobar y pagar/ })).toBeVisible();
  });
  await expectAxeClean(page);

  await official.getByRole('button', { name: /^Aprobar y pagar/ }).click();
  const details = official.getByRole('group', { name: /pague por transferencia bancaria/ });
  await expect(details).toContainText('Beneficiario');
  await expect(details.getByRole('button', { name: 'Copiar la referencia' })).toBeVisible();
  await screens(page, 'es bank transfer', async () => {
    await expect(details).toBeVisible();
  });
  await expectAxeClean(page);
});

test('tracking in French by order number, after approval: the quote’s steps and the stage', async ({
  page,
  request,
}) => {
  const order = await quotedOrder(request);
  const officialQuoteId = ((await (await request.get(`/api/orders/${order.orderId}`)).json()).order as TOrder)
    .officialQuote?.officialQuoteId;
  const approved = await request.post(`/api/orders/${order.orderId}/approve`, { data: { officialQuoteId } });
  expect(approved.status()).toBe(200);

  await page.goto(`/fr/order-tracking?id=${order.orderNumber}`);
  await screens(page, 'fr tracking by number', async () => {
    await expect(page.getByRole('progressbar', { name: 'Avancement de la commande' })).toHaveAttribute(
      'aria-valuetext',
      'Étape 3 sur 6 : Devis accepté',
    );
    await expect(page.getByRole('region', { name: 'Statut actuel' })).toContainText('En attente de paiement');
  });
  await expectAxeClean(page);

  await page.goto(`/fr/order-tracking?id=${order.orderId}`);
  await screens(page, 'fr tracking by link', async () => {
    await expect(page.getByRole('region', { name: 'Détails de la commande' })).toContainText('Traduction assermentée');
  });
});

test('a delivered order in French, then its documents deleted', async ({ page, request }) => {
  const order = await quotedOrder(request);
  const admin = await adminHeaders(request);
  const fileKey = await uploadTextFile(request, 'acte-traduit.txt', 'La traduction de l’acte.', {
    orderId: order.orderId,
    headers: admin,
  });
  const completed = await request.post(`/api/admin/orders/${order.orderId}/complete`, {
    headers: admin,
    data: { translatedFileKeys: [fileKey], message: 'Votre traduction est prête.' },
  });
  expect(completed.status()).toBe(200);
  await page.goto(`/fr/orders/${order.orderId}`);
  await screens(page, 'fr completed order', async () => {
    const ready = page.getByRole('region', { name: 'Votre traduction est prête' });
    await expect(ready.getByRole('link', { name: 'Télécharger acte-traduit.txt' })).toBeInViewport();
  });
  await expectAxeClean(page);

  const storage = page.getByRole('region', { name: 'Vos documents sur nos serveurs' });
  await storage.getByRole('button', { name: 'Supprimer mes documents maintenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer maintenant les documents de cette commande ?' });
  await dialog.getByRole('button', { name: 'Supprimer mes documents', exact: true }).click();
  await expect(storage).toContainText('Vous avez supprimé les documents de cette commande le');
  await screens(page, 'fr documents deleted', async () => {
    await expect(page.getByRole('region', { name: 'Vos documents', exact: true })).toContainText('Supprimé le');
  });
});

test('/verify in Spanish: the code form and an unknown code', async ({ page }) => {
  await page.goto('/es/verify');
  await page.getByRole('button', { name: 'Comprobar el código' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Introduzca el código de verificación impreso al pie de cada página.',
  );
  await page.goto('/es/verify/AAAA-BBBB-CCCC');
  await screens(page, 'es verify unknown code', async () => {
    await expect(
      page.getByRole('heading', { name: 'No se ha emitido ningún documento con este código' }),
    ).toBeVisible();
  });
  await expectAxeClean(page);
});
