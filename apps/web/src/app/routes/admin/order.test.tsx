import type { TTaskSummary } from '@sello/shared/task-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminOrder, ORDER_ID } from '@/features/admin-orders/testing/make-admin-order';
import { makeTask, makeTaskSummary, REVIEWER, TRANSLATOR } from '@/features/production/testing/make-task';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { AdminOrderRoute } from './order';

const fetchMock = vi.fn<typeof fetch>();
const SWORN_MESSAGE = 'Lucía Gómez holds no sworn credential for English into Spanish.';
const paidOrder = makeAdminOrder({ status: 'PAID' });
const [birth, passport] = paidOrder.sourceFiles;

const installApi = (
  post: () => Response,
  tasks: () => TTaskSummary[] = () => [],
  taskWrite: (url: string) => Response = () => jsonResponse(500, {}),
) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/tasks/') && url !== '/api/admin/tasks/assignees') return taskWrite(url);
    if (init?.method === 'POST') return post();
    if (url === `/api/admin/orders/${ORDER_ID}/tasks`) return jsonResponse(200, { tasks: tasks() });
    if (url === `/api/admin/orders/${ORDER_ID}`) return jsonResponse(200, { order: paidOrder });
    if (url === '/api/admin/tasks/assignees') {
      return jsonResponse(200, {
        staff: [
          { id: TRANSLATOR.id, name: TRANSLATOR.name, role: 'translator' },
          { id: REVIEWER.id, name: REVIEWER.name, role: 'reviewer' },
          { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Ada Admin', role: 'owner' },
        ],
      });
    }
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/orders/:orderId', element: <AdminOrderRoute /> }], {
    initialEntries: [`/admin/orders/${ORDER_ID}`],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const taskPosts = () =>
  fetchMock.mock.calls
    .map(describeCall)
    .filter((call) => call.url === `/api/admin/orders/${ORDER_ID}/tasks` && call.method === 'POST');

const fill = async (card: HTMLElement, user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(card).getByRole('checkbox', { name: new RegExp(birth?.filename ?? '') }));
  await user.selectOptions(within(card).getByLabelText(/^translator/i), TRANSLATOR.id);
  await user.selectOptions(within(card).getByLabelText(/^reviewer/i), REVIEWER.id);
  await user.type(within(card).getByLabelText(/^due/i), '2099-12-01T17:00');
};

describe('AdminOrderRoute: assigning the work', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers every staff member, translators first, and says what is missing before sending anything', async () => {
    installApi(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Assign work' });
    const translator = within(card).getByLabelText(/^translator/i);
    await waitFor(() => expect(within(translator).getAllByRole('option')).toHaveLength(4));
    expect(
      within(translator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a translator', 'Lucía Gómez (Translator)', 'Tom Reed (Reviewer)', 'Ada Admin (Owner)']);
    expect(within(within(card).getByLabelText(/^reviewer/i)).getAllByRole('option')[1]).toHaveTextContent(
      'Tom Reed (Reviewer)',
    );

    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(within(card).getByText('Choose at least one document')).toBeInTheDocument();
    expect(translator).toHaveAccessibleDescription(/Choose a translator/);
    expect(within(card).getByLabelText(/^due/i)).toHaveAccessibleDescription(/Enter the due date and time/);
    expect(taskPosts()).toHaveLength(0);
  });

  it("shows the server's refusal of sworn work as the translator's error", async () => {
    installApi(() =>
      jsonResponse(409, { error: SWORN_MESSAGE, code: 'CONFLICT', fields: { translatorId: SWORN_MESSAGE } }),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Assign work' });
    await waitFor(() => expect(within(card).getAllByRole('option', { name: /Lucía Gómez/ })).toHaveLength(2));
    await fill(card, user);
    await user.click(within(card).getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(taskPosts()).toHaveLength(1));
    expect(taskPosts()[0]?.body).toEqual({
      fileKeys: [birth?.fileKey],
      translatorId: TRANSLATOR.id,
      reviewerId: REVIEWER.id,
      dueAt: new Date('2099-12-01T17:00').toISOString(),
    });
    await waitFor(() =>
      expect(within(card).getByLabelText(/^translator/i)).toHaveAccessibleDescription(new RegExp(SWORN_MESSAGE)),
    );
  });

  it('lists the work already assigned and keeps its documents out of a new task', async () => {
    const task = makeTaskSummary({
      role: null,
      documents: [{ fileKey: passport?.fileKey ?? '', filename: passport?.filename ?? '', pages: 1 }],
    });
    installApi(
      () => jsonResponse(201, { tasks: [makeTaskSummary()] }),
      () => [task],
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Assign work' });
    const assigned = await within(card).findByRole('list', { name: 'Assigned work' });
    expect(assigned).toHaveTextContent('Lucía Gómez translates · Tom Reed reviews');
    expect(within(card).getByRole('checkbox', { name: new RegExp(passport?.filename ?? '') })).toBeDisabled();

    await waitFor(() => expect(within(card).getAllByRole('option', { name: /Lucía Gómez/ })).toHaveLength(2));
    await fill(card, user);
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    expect(await within(card).findByText(/1 task assigned to Lucía Gómez/)).toBeInTheDocument();
  });
  it("lets a declined task's documents be assigned again and offers Reassign and Cancel Task on open tasks", async () => {
    const declined = makeTaskSummary({
      role: null,
      state: 'declined',
      declineReason: 'Away that week',
      documents: [{ fileKey: passport?.fileKey ?? '', filename: passport?.filename ?? '', pages: 1 }],
    });
    const approved = makeTaskSummary({
      role: null,
      state: 'approved',
      documents: [{ fileKey: birth?.fileKey ?? '', filename: birth?.filename ?? '', pages: 2 }],
    });
    installApi(
      () => jsonResponse(500, {}),
      () => [approved, declined],
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'Assign work' });
    const assigned = await within(card).findByRole('list', { name: 'Assigned work' });
    const [approvedRow, declinedRow] = within(assigned).getAllByRole('listitem') as HTMLElement[];
    expect(declinedRow).toHaveTextContent('Declined: “Away that week”');
    expect(within(card).getByRole('checkbox', { name: new RegExp(passport?.filename ?? '') })).toBeEnabled();
    expect(within(card).getByRole('checkbox', { name: new RegExp(birth?.filename ?? '') })).toBeDisabled();
    expect(within(declinedRow as HTMLElement).getByRole('button', { name: /^Reassign/ })).toBeInTheDocument();
    expect(within(declinedRow as HTMLElement).getByRole('button', { name: /^Cancel task/i })).toBeInTheDocument();
    expect(within(approvedRow as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('cancels a task after a confirmation with a reason, then reads the tasks again', async () => {
    const open = makeTaskSummary({
      role: null,
      documents: [{ fileKey: passport?.fileKey ?? '', filename: passport?.filename ?? '', pages: 1 }],
    });
    let tasks = [open];
    installApi(
      () => jsonResponse(500, {}),
      () => tasks,
      () => {
        tasks = [];
        return jsonResponse(200, {
          task: { ...makeTask({ id: open.id, role: null, state: 'cancelled' }), closed: true },
        });
      },
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Assign work' });
    const assigned = await within(card).findByRole('list', { name: 'Assigned work' });
    expect(within(card).getByRole('checkbox', { name: new RegExp(passport?.filename ?? '') })).toBeDisabled();
    await user.click(within(assigned).getByRole('button', { name: /^Cancel task/i }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this task?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Task' }));
    expect(within(dialog).getByLabelText(/^reason/i)).toHaveAccessibleDescription(/Please give a reason/);
    await user.type(within(dialog).getByLabelText(/^reason/i), 'The customer withdrew the passport');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Task' }));

    expect(await within(card).findByText(/its documents can be assigned again/)).toBeInTheDocument();
    const cancels = fetchMock.mock.calls.map(describeCall).filter((call) => call.url.endsWith('/cancel'));
    expect(cancels).toEqual([
      expect.objectContaining({
        url: `/api/admin/tasks/${open.id}/cancel`,
        method: 'POST',
        body: { reason: 'The customer withdrew the passport' },
      }),
    ]);
    await waitFor(() =>
      expect(within(card).getByRole('checkbox', { name: new RegExp(passport?.filename ?? '') })).toBeEnabled(),
    );
    expect(within(card).queryByRole('list', { name: 'Assigned work' })).toBeNull();
  });
});

describe('AdminOrderRoute: the activity', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the order's audit trail in an Activity card", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === `/api/admin/orders/${ORDER_ID}`) return jsonResponse(200, { order: makeAdminOrder() });
      if (url === `/api/admin/orders/${ORDER_ID}/audit?page=1`) {
        return jsonResponse(200, {
          events: [
            {
              id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
              orderId: ORDER_ID,
              orderNumber: 'ORD-20260101-ABC123',
              action: 'document_opened',
              actorRole: 'project_manager',
              actorName: 'Pat Manager',
              fileId: null,
              fileName: 'passport.jpg',
              detail: {},
              createdAt: '2026-01-02T15:04:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        });
      }
      return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(card).findByText('Document opened')).toBeInTheDocument();
    expect(within(card).getByText('Pat Manager (Project manager)')).toBeInTheDocument();
  });
});
