import type { TAuditEvent } from '@sello/shared/audit-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { StaffActivity } from './staff-activity';

const event = (overrides: Partial<TAuditEvent>): TAuditEvent => ({
  id: crypto.randomUUID(),
  orderId: null,
  orderNumber: null,
  action: 'staff_invited',
  actorRole: 'owner',
  actorName: 'Olive Owner',
  fileId: null,
  fileName: null,
  detail: {},
  createdAt: '2026-01-02T15:04:00.000Z',
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('StaffActivity', () => {
  it('lists the staff changes with whom they concern, what changed and who made them', async () => {
    const member = { memberId: 'u1', memberName: 'Tara Translator', memberEmail: 'tara@sello.test' };
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        events: [
          event({ action: 'staff_role_changed', detail: { ...member, from: 'translator', to: 'reviewer' } }),
          event({
            action: 'staff_credential_added',
            actorRole: 'project_manager',
            actorName: 'Pat Manager',
            detail: { ...member, kind: 'sworn', number: 'TIJ 7' },
          }),
          event({ action: 'staff_two_factor_requirement_changed', detail: { required: true } }),
          event({
            action: 'staff_signing_certificate_stored',
            actorRole: 'translator',
            actorName: 'Tara Translator',
            detail: { ...member, subject: 'TARA TRANSLATOR - 12345678Z', validUntil: '2030-01-01T00:00:00.000Z' },
          }),
        ],
        total: 4,
        page: 1,
        pageSize: 50,
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <h2 id="staff-activity">Staff activity</h2>
        <StaffActivity />
      </QueryClientProvider>,
    );
    const items = within(await screen.findByRole('list', { name: 'Staff activity' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(
        'Role changedTara Translator (tara@sello.test) · Translator → Reviewerby Olive Owner (Owner)',
      ),
      expect.stringContaining(
        'Credential addedTara Translator (tara@sello.test) · Sworn TIJ 7by Pat Manager (Project manager)',
      ),
      expect.stringContaining('Two-factor requirement changedRequired for staffby Olive Owner (Owner)'),
      expect.stringContaining(
        'Signing certificate uploadedTara Translator (tara@sello.test) · Certificate of TARA TRANSLATOR - 12345678Zby Tara Translator (Translator)',
      ),
    ]);
    expect(describeCall(fetchMock.mock.calls[0] ?? []).url).toBe('/api/admin/staff/activity?page=1');
  });
});
