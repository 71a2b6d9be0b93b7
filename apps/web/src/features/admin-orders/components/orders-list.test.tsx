import type { TOrderStatus } from '@sello/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeAdminOrder, ORDER_ID } from '../testing/make-admin-order';
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

describe('OrdersList inline status menu', () => {
  const summary = (status: TOrderStatus, orderNumber: string) => ({
    ...makeAdminOrder({ status, orderNumber, orderId: `${ORDER_ID.slice(0, -1)}${orderNumber.at(-1)}` }),
    totalWords: 300,
    totalPages: 2,
    sourceFileCount: 1,
    translatedFileCount: 0,
  });
  const pending = summary('PENDING', 'TRS-20261120-AAAAA1');
  const completed = summary('COMPLETED', 'TRS-20261120-AAAAA2');

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') return jsonResponse(200, { order: { ...makeAdminOrder(), status: 'IN_PROGRESS' } });
      return jsonResponse(200, { orders: [pending, completed], count: 2, limit: 50, offset: 0 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const optionsOf = (select: HTMLElement) =>
    Array.from((select as HTMLSelectElement).options).map((option) => option.value);

  it('offers only what the lifecycle allows staff: never Paid or Completed by hand', async () => {
    renderList();
    const pendingMenu = await screen.findByRole('combobox', { name: `Status of order ${pending.orderNumber}` });
    expect(optionsOf(pendingMenu)).toEqual(['PENDING', 'IN_PROGRESS']);
    const completedMenu = screen.getByRole('combobox', { name: `Status of order ${completed.orderNumber}` });
    expect(optionsOf(completedMenu)).toEqual(['COMPLETED']);
    expect(completedMenu).toBeDisabled();
  });

  it('asks before a change that emails the customer, and changes nothing when staff go back', async () => {
    const user = userEvent.setup();
    renderList();
    const menu = await screen.findByRole('combobox', { name: `Status of order ${pending.orderNumber}` });
    await user.selectOptions(menu, 'IN_PROGRESS');
    const dialog = await screen.findByRole('dialog', { name: 'Email the customer?' });
    expect(dialog).toHaveTextContent('Your translation has started');
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.selectOptions(menu, 'IN_PROGRESS');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Email the customer?' })).getByRole('button', {
        name: 'Change status and email',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(describeCall(put ?? [])).toMatchObject({
      url: `/api/admin/orders/${pending.orderId}/status`,
      body: { status: 'IN_PROGRESS' },
    });
  });
});

describe('OrdersList layout', () => {
  const order = {
    ...makeAdminOrder({ status: 'PAID', orderNumber: 'TRS-20261120-AAAAA1' }),
    totalWords: 300,
    totalPages: 2,
    sourceFileCount: 2,
    translatedFileCount: 0,
    total: 11_600,
  };
  const stubWidth = (wide: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: wide,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse(200, { orders: [order], count: 1, limit: 50, offset: 0 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows one card per order on a phone, every field whole', async () => {
    stubWidth(false);
    renderList();
    const cards = await screen.findByRole('list', { name: 'Orders, one card each' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('$11,600.00');
    expect(card).toHaveTextContent('2 files');
    expect(within(card as HTMLElement).getByRole('link', { name: order.orderNumber })).toBeInTheDocument();
    expect(within(card as HTMLElement).getByRole('combobox', { name: `Status of order ${order.orderNumber}` })).toBe(
      screen.getByRole('combobox', { name: `Status of order ${order.orderNumber}` }),
    );
  });

  it('shows the table on a wide screen, with the total, date and service not cut off', async () => {
    stubWidth(true);
    renderList();
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('list', { name: 'Orders, one card each' })).not.toBeInTheDocument();
    for (const text of ['$11,600.00', 'Sworn']) {
      expect(within(table).getByText(text)).not.toHaveClass('truncate');
    }
  });
});
