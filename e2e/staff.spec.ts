import { readFile } from 'node:fs/promises';
import { listOutbox, openAsAdmin } from './support/admin-api';
import { expect, test } from './support/test';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('the owner invites a translator, who sets a password from the emailed link and sees only their work', async ({
  page,
  request,
  browser,
}) => {
  const email = `${unique('staff')}@example.com`;
  await openAsAdmin(page, request, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('First name').fill('Tomás');
  await invite.getByLabel('Last name').fill('Vidal');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('translator');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);

  const message = (await listOutbox(request)).find((sent) => sent.to === email && sent.template === 'staff-invitation');
  const link = message?.textBody.match(/https?:\/\/\S+\/staff-invitation\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(invitee.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill('a-long-staff-password-2026');
  await invitee.getByLabel('Confirm password').fill('a-long-staff-password-2026');
  await invitee.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(invitee.getByText('Welcome to the team')).toBeVisible();
  await invitee.getByRole('link', { name: 'Open the back office' }).click();
  await expect(invitee).toHaveURL(/\/admin\/work$/);
  const nav = invitee.getByRole('navigation', { name: 'Admin' }).first();
  await expect(nav.getByRole('link', { name: 'My work' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await invitee.goto('/admin/orders');
  await expect(invitee.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  // The used link says so.
  const again = await (await browser.newContext()).newPage();
  await again.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(again.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();

  // The owner sees the new member and removes them, which signs them out.
  await page.reload();
  const members = page.getByRole('list', { name: 'Staff members' });
  await expect(members).toContainText(email);
  const row = members.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove from staff' }).click();
  await expect(members).not.toContainText(email);

  // The staff changes are in the owner's staff activity, and in the audit trail's CSV export.
  const activity = page.getByRole('list', { name: 'Staff activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: 'Removed from the staff' }).first()).toContainText(
    email,
  );
  await expect(activity.getByRole('listitem').filter({ hasText: 'Invitation accepted' }).first()).toContainText(email);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export audit trail (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('"Staff member invited"');
  expect(csv).toContain(email);
});
