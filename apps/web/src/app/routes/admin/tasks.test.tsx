import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBoard, makeTaskSummary, ORDER_ID, TRANSLATOR } from '@/features/production/testing/make-task';
import { jsonResponse } from '@/testing/auth-fixtures';
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
});
