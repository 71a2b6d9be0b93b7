import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTask, makeTaskSummary } from '@/features/production/testing/make-task';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { AdminWorkRoute } from './work';

const fetchMock = vi.fn<typeof fetch>();

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/admin/work', element: <AdminWorkRoute /> }], {
    initialEntries: ['/admin/work'],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const posts = () => fetchMock.mock.calls.map(describeCall).filter((call) => call.method === 'POST');

const later = makeTaskSummary({
  dueAt: '2026-12-10T17:00:00.000Z',
  documents: [{ fileKey: 'k1', filename: 'diploma.pdf', pages: 1 }],
});
const overdue = makeTaskSummary({
  dueAt: '2026-11-18T17:00:00.000Z',
  overdue: true,
  documents: [{ fileKey: 'k2', filename: 'marriage-certificate.pdf', pages: 3 }],
});
const offered = makeTaskSummary({
  state: 'offered',
  dueAt: '2026-12-02T17:00:00.000Z',
  documents: [{ fileKey: 'k3', filename: 'birth-certificate.pdf', pages: 2 }],
});
const approved = makeTaskSummary({
  state: 'approved',
  dueAt: '2026-11-10T17:00:00.000Z',
  documents: [{ fileKey: 'k4', filename: 'transcript.pdf', pages: 4 }],
});

describe('AdminWorkRoute ("My work")', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the tasks to do by due date, marks the overdue one in words, and keeps finished ones apart', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { tasks: [later, approved, offered, overdue] }));
    renderPage();
    const todo = await screen.findByRole('region', { name: 'To do (3)' });
    const cards = within(todo).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'marriage-certificate.pdf',
      'birth-certificate.pdf',
      'diploma.pdf',
    ]);
    expect(cards[0]).toHaveTextContent('Overdue');
    expect(cards[1]).not.toHaveTextContent('Overdue');
    expect(cards[2]).not.toHaveTextContent('Overdue');
    expect(screen.getByText(/1 task is overdue/)).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/admin/work/${overdue.id}`);
    const finished = screen.getByRole('region', { name: 'Finished (1)' });
    expect(finished).toHaveTextContent('transcript.pdf');
    expect(finished).toHaveTextContent('Approved');
  });

  it('accepts an offered task (only that one offers it)', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { task: makeTask({ id: offered.id, state: 'accepted' }) })
        : jsonResponse(200, { tasks: [later, offered] }),
    );
    renderPage();
    const accept = await screen.findByRole('button', { name: /accept birth-certificate\.pdf/i });
    expect(screen.getAllByRole('button', { name: /^accept/i })).toHaveLength(1);
    await userEvent.setup().click(accept);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toBe(`/api/staff/tasks/${offered.id}/accept`);
  });

  it('declines with a reason: none given, nothing is sent; then the reason goes to the server', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { task: makeTask({ id: offered.id, state: 'declined', declineReason: 'On leave' }) })
        : jsonResponse(200, { tasks: [offered] }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /decline birth-certificate\.pdf/i }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this task' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Task' }));
    expect(within(dialog).getByLabelText(/reason/i)).toHaveAccessibleDescription(/Please give a reason/);
    expect(posts()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/reason/i), 'On leave until December 5');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Task' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: `/api/staff/tasks/${offered.id}/decline`,
      body: { reason: 'On leave until December 5' },
    });
    expect(await screen.findByText(/went back to the project manager/)).toBeInTheDocument();
  });
});
