import { deflateSync } from 'node:zlib';
import { adminHeaders, listOutbox, openAsAdmin } from './support/admin-api';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { storeSession } from './support/session';
import { expect, test } from './support/test';

/** A 120×60 PNG drawn here (a red seal-like block), so the preview has something to show. */
const sealPng = () => {
  const width = 120;
  const height = 60;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([185, 28, 28]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

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
  await form.getByRole('button', { name: 'Add credential' }).click();
  const added = page.getByRole('listitem').filter({ hasText: number });
  await expect(added).toContainText('Sworn work: English → Spanish, Spanish → English');

  await page.getByLabel(/^(Upload|Replace) seal$/).setInputFiles({
    name: 'seal.png',
    mimeType: 'image/png',
    buffer: sealPng(),
  });
  const seal = page.getByRole('img', { name: /^Seal of / });
  await expect(seal).toBeVisible();
  expect(await seal.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);

  await page.screenshot({ path: testInfo.outputPath('staff-profile-1280.png'), fullPage: true });
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('staff-profile-375.png'), fullPage: true });

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

  await page.screenshot({ path: testInfo.outputPath('my-profile-1280.png'), fullPage: true });
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('my-profile-375.png'), fullPage: true });
});
