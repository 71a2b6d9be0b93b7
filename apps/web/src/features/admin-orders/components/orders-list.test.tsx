import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { OrdersList } from './orders-list';

const fetchMock = vi.fn<typeof fetch>();

const renderList = (entry = '/admin/orders') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <OrdersList />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const lastUrl = () => describeCall(fetchMock.mock.calls.at(-1) ?? []).url;

describe('OrdersList awaiting-payment filter', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse(200, { orders: [], count: 0, limit: 50, offset: 0 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for awaitingPayment=true when ticked, and drops it when unticked', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastUrl()).not.toContain('awaitingPayment');

    await user.click(screen.getByRole('checkbox', { name: 'Awaiting payment' }));
    await waitFor(() => expect(lastUrl()).toBe('/api/admin/orders?limit=50&offset=0&awaitingPayment=true'));

    await user.click(screen.getByRole('checkbox', { name: 'Awaiting payment' }));
    await waitFor(() => expect(lastUrl()).toBe('/api/admin/orders?limit=50&offset=0'));
  });

  it('reads the filter from the address', async () => {
    renderList('/admin/orders?awaitingPayment=true&status=PENDING');
    expect(screen.getByRole('checkbox', { name: 'Awaiting payment' })).toBeChecked();
    await waitFor(() => expect(lastUrl()).toContain('status=PENDING&awaitingPayment=true'));
  });
});
