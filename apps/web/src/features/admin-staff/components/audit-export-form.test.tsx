import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { AuditExportForm, defaultExportRange } from './audit-export-form';

const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn(() => 'blob:audit');
const clicked: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  fetchMock.mockReset();
  clicked.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  authStore.setSession(makeTokens('owner'), adminUser);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.clear();
});

const renderForm = () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AuditExportForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

describe('AuditExportForm', () => {
  it('offers the last 30 days and saves the CSV the API answers, with the bearer token', async () => {
    expect(defaultExportRange(Date.parse('2026-03-31T23:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    fetchMock.mockResolvedValue(
      new Response('\uFEFF"Time (UTC)"\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="audit-2026-01-01-to-2026-01-31.csv"',
        },
      }),
    );
    const user = renderForm();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(to).toHaveValue(defaultExportRange().to);
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Export audit trail (CSV)' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/admin/audit/export?from=2026-01-01&to=2026-01-31',
      method: 'GET',
      authorization: 'Bearer access-owner',
    });
    expect(clicked[0]).toEqual({ href: 'blob:audit', download: 'audit-2026-01-01-to-2026-01-31.csv' });
  });

  it('refuses a reversed range before asking, and shows the server refusal', async () => {
    const user = renderForm();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Export audit trail (CSV)' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'Owner access required', code: 'FORBIDDEN' }));
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-12-01');
    await user.click(screen.getByRole('button', { name: 'Export audit trail (CSV)' }));
    expect(await screen.findByText('Owner access required')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
