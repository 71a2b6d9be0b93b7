import { makeSigningP12 } from '../apps/api/test/helpers/signing-certificate';
import { adminHeaders, listOutbox, openAsAdmin } from './support/admin-api';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { solidPng } from './support/png';
import { storeSession } from './support/session';
import { expect, test } from './support/test';

/** A 120×60 PNG (a red seal-like block), so the preview has something to show. */
const sealPng = () => solidPng({ width: 120, height: 60, rgb: [185, 28, 28] });

test('the back office adds a sworn appointment and a seal to a staff profile, readable on a phone', async ({
  page,
  request,
}, testInfo) => {
  const me = await request.get('/api/auth/me', { headers: await adminHeaders(request) });
  const { id: userId } = (await me.json()).user as { id: string };
  const number = `TIJ ${Date.now()}`;

  await openAsAdmin(page, request, `/admin/staff/${userId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Credentials' })).toBeVisible();
  await page.getByRole('button', { name: 'Add credential' }).click();
  const form = page.getByRole('form', { name: 'Add a credential' });
  await form.getByLabel('Appointment number').fill(number);
  await form
    .getByRole('group', { name: 'Title on the seal and the certification' })
    .getByRole('radio', { name: 'Traductora-Intérprete Jurada (Doña)' })
    .check();
  await attachScreenshot(page, testInfo, 'credential-form-1280', { fullPage: true });
  await expectAxeClean(page);
  await form.getByRole('button', { name: 'Add credential' }).click();
  const added = page.getByRole('listitem').filter({ hasText: number });
  await expect(added).toContainText('Sworn work: English → Spanish, Spanish → English');
  await expect(added).toContainText('Traductora-Intérprete Jurada (Spain) of English');
  await expect(added).toContainText('Title on the seal and the certification: Traductora-Intérprete Jurada (Doña)');

  await page.getByLabel(/^(Upload|Replace) seal$/).setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: sealPng(),
  });
  const seal = page.getByRole('img', { name: /^Seal of / });
  await expect(seal).toBeVisible();
  expect(await seal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);

  await attachScreenshot(page, testInfo, 'staff-profile-1280', { fullPage: true });
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'staff-profile-375', { fullPage: true });
  await added.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Edit credential' });
  await expect(editor.getByRole('radio', { name: 'Traductora-Intérprete Jurada (Doña)' })).toBeChecked();
  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'credential-form-375', { fullPage: true });
  await editor.getByRole('button', { name: 'Cancel' }).click();

  await added.getByRole('button', { name: 'Remove' }).click();
  await expect(added).toHaveCount(0);
});

test('a translator keeps their own profile: name and pairs editable, credentials read-only', async ({
  page,
  request,
}, testInfo) => {
  const email = `translator-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invited = await request.post('/api/admin/staff/invitations', {
    headers: await adminHeaders(request),
    data: { email, role: 'translator', firstName: 'Lucía', lastName: 'Gómez' },
  });
  expect(invited.status()).toBe(201);
  const token = (await listOutbox(request))
    .find((message) => message.to === email)
    ?.textBody.match(/token=([\w-]+)/)?.[1];
  const accepted = await request.post('/api/auth/staff-invitation/accept', {
    data: { token, password: 'a-long-staff-password-2026' },
  });
  expect(accepted.status()).toBe(200);
  await storeSession(page, await accepted.json());

  await page.goto('/admin/profile');
  await expect(page.getByText(/The agency owner enters credentials/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add credential' })).toHaveCount(0);
  await page.getByLabel(/Display name/).fill('Lucía Gómez Ruiz');
  await page.getByLabel('Spanish → English').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  // Their digital signing certificate: the server opens it with the passphrase and shows whose it is.
  const certificate = page.getByRole('region', { name: 'Digital signing certificate (optional)' });
  await certificate.getByLabel(/^Certificate file/).setInputFiles({
    name: 'lucia.p12',
    mimeType: 'application/x-pkcs12',
    buffer: makeSigningP12({ passphrase: 'e2e certificate passphrase', commonName: 'Lucía Gómez Ruiz' }),
  });
  await certificate.getByLabel(/^Certificate passphrase/).fill('e2e certificate passphrase');
  await certificate.getByRole('button', { name: 'Save certificate' }).click();
  await expect(certificate.getByText('Certificate saved: documents will be signed as Lucía Gómez Ruiz.')).toBeVisible();
  await expect(certificate.getByLabel(/^Certificate passphrase/)).toHaveValue('');

  await attachScreenshot(page, testInfo, 'my-profile-1280', { fullPage: true });
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'my-profile-375', { fullPage: true });
});
