import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeBoard,
  makeTask,
  makeTaskSummary,
  ORDER_ID,
  REVIEWER,
  TRANSLATOR,
} from '@/features/production/testing/make-task';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { AdminTasksRoute } from './tasks';

const fetchMock = vi.fn<typeof fetch>();

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/tasks', element: <AdminTasksRoute /> }], {
    initialEntries: ['/admin/tasks'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const soon = makeTaskSummary({
  role: null,
  dueAt: '2026-11-30T17:00:00.000Z',
  documents: [{ fileKey: 'k1', filename: 'diploma.pdf', pages: 1 }],
});
const lateLater = makeTaskSummary({
  role: null,
  overdue: true,
  dueAt: '2026-11-19T17:00:00.000Z',
  documents: [{ fileKey: 'k2', filename: 'marriage-certificate.pdf', pages: 3 }],
});
const lateFirst = makeTaskSummary({
  role: null,
  overdue: true,
  dueAt: '2026-11-15T17:00:00.000Z',
  state: 'declined',
  declineReason: 'Not my language pair',
  translator: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Marc Petit' },
  documents: [{ fileKey: 'k3', filename: 'passport.jpg', pages: 1 }],
});

describe('AdminTasksRoute (the manager’s board)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists every open task late first with assignee, due date and stage, the workload and the orders to assign', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        200,
        makeBoard({
          tasks: [soon, lateLater, lateFirst],
          workload: [{ translator: TRANSLATOR, openTasks: 2, overdueTasks: 1, openPages: 4 }],
          awaitingAssignment: [
            { orderId: ORDER_ID, orderNumber: 'TRS-20261121-ZZ99YY', unassignedDocuments: 2, paidAt: null },
          ],
        }),
      ),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Open tasks, late first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'passport.jpg',
      'marriage-certificate.pdf',
      'diploma.pdf',
    ]);
    expect(rows[0]).toHaveTextContent('Marc Petit');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[0]).toHaveTextContent('“Not my language pair”');
    expect(rows[2]).not.toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Lucía Gómez');
    expect(rows[2]).toHaveTextContent('Tom Reed');
    expect(rows[2]).toHaveTextContent('In translation');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'diploma.pdf' })).toHaveAttribute(
      'href',
      `/admin/work/${soon.id}`,
    );
    // Phones get one card per task, in the same order.
    const cards = within(screen.getByRole('list', { name: 'Open tasks, late first' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual([
      'passport.jpg',
      'marriage-certificate.pdf',
      'diploma.pdf',
    ]);

    expect(screen.getByRole('region', { name: 'Workload per translator' })).toHaveTextContent(
      'Lucía Gómez2 open tasks · 4 pages1 overdue task',
    );
    expect(screen.getByText(/^3 open tasks, \d+ late: who is doing what, and by when$/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Awaiting assignment (1)' })).getByRole('link', {
        name: 'Order TRS-20261121-ZZ99YY',
      }),
    ).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`);
  });

  it('finds tasks by translator name', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, makeBoard({ tasks: [soon, lateFirst] })));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Open tasks, late first' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'petit');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('passport.jpg');
  });

  it('reassigns a declined task: the current people preselected, the sworn refusal shown under the translator', async () => {
    const SECOND = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Ana Ruiz' };
    const SWORN = 'Ana Ruiz holds no sworn credential for English into Spanish.';
    let patches = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/admin/tasks/assignees') {
        return jsonResponse(200, {
          staff: [
            { ...TRANSLATOR, role: 'translator' },
            { ...SECOND, role: 'translator' },
            { ...REVIEWER, role: 'reviewer' },
          ],
        });
      }
      if (init?.method === 'PATCH') {
        patches += 1;
        return patches === 1
          ? jsonResponse(409, { error: SWORN, code: 'CONFLICT', fields: { translatorId: SWORN } })
          : jsonResponse(200, {
              task: {
                ...makeTask({ id: lateFirst.id, role: null, state: 'offered', translator: TRANSLATOR }),
                closed: false,
              },
            });
      }
      return jsonResponse(200, makeBoard({ tasks: [lateFirst] }));
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Open tasks, late first' });
    await user.click(within(table).getByRole('button', { name: 'Reassign passport.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign task' });
    const translator = within(dialog).getByLabelText(/^translator/i);
    expect(translator).toHaveValue(lateFirst.translator.id);
    await waitFor(() => expect(within(translator).getAllByRole('option', { name: /Ana Ruiz/ })).toHaveLength(1));
    await user.selectOptions(translator, SECOND.id);
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(translator).toHaveAccessibleDescription(new RegExp(SWORN)));

    await user.selectOptions(translator, TRANSLATOR.id);
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText(/passport\.jpg is now with Lucía Gómez \(translator\)/)).toBeInTheDocument();
    const bodies = fetchMock.mock.calls
      .map(describeCall)
      .filter((call) => call.method === 'PATCH')
      .map((call) => [call.url, call.body]);
    expect(bodies).toEqual([
      [`/api/admin/tasks/${lateFirst.id}`, { translatorId: SECOND.id, reviewerId: REVIEWER.id }],
      [`/api/admin/tasks/${lateFirst.id}`, { translatorId: TRANSLATOR.id, reviewerId: REVIEWER.id }],
    ]);
  });

  it('offers no change-free reassignment of a task at work, and cancels from a phone card', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/admin/tasks/assignees') return jsonResponse(200, { staff: [] });
      if (init?.method === 'POST') {
        // `closed`: the task page's field for its assignees (set here whether or not the fixture has it yet).
        return jsonResponse(200, {
          task: { ...makeTask({ id: soon.id, role: null, state: 'cancelled' }), closed: true },
        });
      }
      return jsonResponse(200, makeBoard({ tasks: [soon] }));
    });
    const user = userEvent.setup();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Open tasks, late first' });
    await user.click(within(cards).getByRole('button', { name: 'Reassign diploma.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign task' });
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(within(dialog).getByLabelText(/^translator/i)).toHaveAccessibleDescription(
      /Choose another translator, reviewer or due date/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(cards).getByRole('button', { name: 'Cancel task diploma.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this task?' });
    await user.type(within(confirm).getByLabelText(/^reason/i), 'Customer withdrew it');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Task' }));
    expect(await screen.findByText(/diploma\.pdf is cancelled/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(describeCall).filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ url: `/api/admin/tasks/${soon.id}/cancel`, body: { reason: 'Customer withdrew it' } }),
    ]);
  });
});
