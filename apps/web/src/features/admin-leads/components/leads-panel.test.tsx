import type { TLead } from '@sello/shared/lead-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { LeadsPanel } from './leads-panel';

const fetchMock = vi.fn<typeof fetch>();

const lead: TLead = {
  id: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'maria@example.com',
  name: 'María López',
  phone: null,
  source: 'planner',
  totalPages: 3,
  documentDescription: 'Student visa, three documents',
  sourceLanguage: 'english',
  targetLanguages: ['spanish'],
  destinationCountry: 'Spain',
  planId: null,
  status: 'new',
  notes: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const calls = () => fetchMock.mock.calls.map((call) => describeCall(call));

describe('LeadsPanel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { lead: { ...lead, ...JSON.parse(String(init.body)) } })
        : jsonResponse(200, { leads: [lead] }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('changes a lead’s status and saves a note', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LeadsPanel />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('María López')).toBeInTheDocument();
    expect(screen.getByText('Student visa, three documents')).toBeInTheDocument();
    expect(screen.getByText('3 pages · from english · into spanish · for Spain')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of the lead from maria@example.com' }),
      'contacted',
    );
    await waitFor(() =>
      expect(calls()).toContainEqual(
        expect.objectContaining({ url: `/api/admin/leads/${lead.id}`, method: 'PUT', body: { status: 'contacted' } }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Add a note on the lead from maria@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note on this lead' });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Call back Monday');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      calls()
        .filter((call) => call.method === 'PUT')
        .at(-1),
    ).toMatchObject({
      url: `/api/admin/leads/${lead.id}`,
      body: { status: 'new', notes: 'Call back Monday' },
    });
  });

  const renderPanel = () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LeadsPanel />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  };
  const changeStatus = async (user: ReturnType<typeof userEvent.setup>) => {
    await screen.findByText('María López');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of the lead from maria@example.com' }),
      'contacted',
    );
  };

  it("says 'Failed to update status' when the status change never reached the server", async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') throw new TypeError('Failed to fetch');
      return jsonResponse(200, { leads: [lead] });
    });
    const user = renderPanel();
    await changeStatus(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The status was not saved');
    expect(alert).toHaveTextContent('Failed to update status');
    expect(alert).not.toHaveTextContent(/connection|fetch/i);
  });

  it("shows the server's own message as it is", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(404, { error: 'Lead not found', code: 'NOT_FOUND' })
        : jsonResponse(200, { leads: [lead] }),
    );
    const user = renderPanel();
    await changeStatus(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Lead not found');
  });

  it("says 'Failed to load leads' when the list answers without a message", async () => {
    fetchMock.mockImplementation(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderPanel();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leads');
    expect(alert).not.toHaveTextContent(/502|Request failed/);
  });
});
