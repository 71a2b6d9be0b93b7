import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeAdminOrder } from '../testing/make-admin-order';
import { UpdateStatusModal } from './update-status-modal';

const fetchMock = vi.fn<typeof fetch>();
const order = {
  orderId: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  orderNumber: 'TRS-20261120-AB12CD',
  status: 'PENDING',
} as TAdminOrder;

const renderModal = (shown = order, onClose = () => undefined) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <UpdateStatusModal order={shown} open onClose={onClose} />
    </QueryClientProvider>,
  );

/** Chooses IN_PROGRESS (the only change staff may make to a pending order) and confirms the customer's email. */
const changeTo = async (label: string) => {
  const user = userEvent.setup();
  const form = screen.getByRole('dialog', { name: 'Update Order Status' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'New status' }), label);
  await user.click(within(form).getByRole('button', { name: 'Update Status' }));
  const confirm = screen.getByRole('dialog', { name: 'Email the customer?' });
  await user.click(within(confirm).getByRole('button', { name: 'Change status and email' }));
  return screen.getByRole('dialog');
};

describe('UpdateStatusModal', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 5xx without an error field', async () => jsonResponse(500, { code: 'INTERNAL' })],
    ['an unreadable body', async () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ])("says 'Failed to update status' after %s", async (_, answer) => {
    fetchMock.mockImplementation(answer);
    renderModal();
    const dialog = await changeTo('IN_PROGRESS');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to update status$/);
  });

  it("shows the server's own message when it sends one", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'The order is already completed.', code: 'CONFLICT' }));
    renderModal();
    const dialog = await changeTo('IN_PROGRESS');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is already completed.');
  });

  it('offers only the changes staff may make, and confirms the one that emails the customer', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(200, { order: { ...order, status: 'IN_PROGRESS' } }));
    renderModal();
    const form = screen.getByRole('dialog', { name: 'Update Order Status' });
    const select = within(form).getByRole('combobox', { name: 'New status' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['PENDING', 'IN_PROGRESS']);
    await user.selectOptions(select, 'IN_PROGRESS');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));
    const confirm = screen.getByRole('dialog', { name: 'Email the customer?' });
    expect(confirm).toHaveTextContent('Your translation has started');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('dialog', { name: 'Update Order Status' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for another status, then saves a change that emails no one without asking', async () => {
    const user = userEvent.setup();
    const cancelled = makeAdminOrder({ status: 'CANCELLED' });
    fetchMock.mockResolvedValue(jsonResponse(200, { order: { ...cancelled, status: 'PENDING' } }));
    const onClose = vi.fn();
    renderModal(cancelled, onClose);
    const form = screen.getByRole('dialog', { name: 'Update Order Status' });
    const select = within(form).getByRole('combobox', { name: 'New status' });
    expect(select).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await user.selectOptions(select, 'PENDING');
    await user.click(within(form).getByRole('button', { name: 'Update Status' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({ url: `/api/admin/orders/${order.orderId}/status`, method: 'PUT' });
    expect(call.body).toEqual({ status: 'PENDING' });
  });
});
