import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { makeAdminOrder, makeOfficialQuote, makePayment, ORDER_ID } from '../testing/make-admin-order';
import { PaymentsCard } from './payments-card';

const fetchMock = vi.fn<typeof fetch>();
const approved = makeOfficialQuote({ status: 'APPROVED', approvedAt: '2026-11-21T09:00:00.000Z', total: 150 });

const renderCard = (order = makeAdminOrder({ officialQuote: approved, officialQuotes: [approved] })) => {
  const onNotice = vi.fn();
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PaymentsCard order={order} onNotice={onNotice} />
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('region', { name: 'Payments' }), onNotice, unmount };
};

const open = async (user: ReturnType<typeof userEvent.setup>, card: HTMLElement, button: string, title: string) => {
  await user.click(within(card).getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: title });
};

describe('PaymentsCard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    authStore.setSession(makeTokens('owner'), adminUser);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it("shows a project manager the payments but not the owner's Record Payment and Refund (issue 30)", () => {
    authStore.setSession(makeTokens('pm'), { ...adminUser, staffRole: 'project_manager' });
    const paid = makePayment({ amount: 150 });
    const { card } = renderCard(
      makeAdminOrder({ officialQuote: approved, officialQuotes: [approved], payments: [paid] }),
    );
    expect(within(card).queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(card).getAllByText(/150/).length).toBeGreaterThan(0);
  });

  it('lists payments and refunds, highlighting a flagged one with its reason and linking each document', () => {
    const { card } = renderCard(
      makeAdminOrder({
        officialQuote: approved,
        payments: [
          makePayment({ amount: 100, flagged: true, flagReason: 'Amount differs from the approved quote ($150.00)' }),
          makePayment({
            paymentId: '8e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
            kind: 'REFUND',
            amount: 20,
            reason: 'Goodwill',
            documentUrl: '/api/files/credit-1',
          }),
        ],
      }),
    );
    const [payment, refund] = within(card).getAllByRole('listitem');
    expect(payment).toHaveTextContent('Payment $100.00');
    expect(payment).toHaveTextContent('Bank transfer · Ref. TRS-20261120-AB12CD');
    expect(payment).toHaveTextContent('Flagged: Amount differs from the approved quote ($150.00)');
    expect(payment).toHaveClass('bg-amber-50');
    expect(within(payment as HTMLElement).getByRole('link', { name: /receipt/i })).toHaveAttribute(
      'href',
      '/api/files/receipt-1?signature=abc',
    );
    expect(refund).toHaveTextContent('Refund −$20.00');
    expect(refund).toHaveTextContent('Reason: Goodwill');
    expect(within(refund as HTMLElement).getByRole('link', { name: /credit note/i })).toHaveAttribute(
      'href',
      '/api/files/credit-1',
    );
  });

  it('records a payment prefilled with what is still owed and reports a flagged answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { payment: makePayment({ amount: 100, flagged: true, flagReason: 'Less than the quote' }) }),
    );
    const user = userEvent.setup();
    const { card, onNotice } = renderCard(
      makeAdminOrder({ officialQuote: approved, payments: [makePayment({ amount: 50 })] }),
    );
    const dialog = await open(user, card, 'Record Payment', 'Record Payment');
    expect(within(dialog).getByLabelText(/amount/i)).toHaveValue(100);
    expect(within(dialog).getByLabelText(/amount/i)).toHaveFocus();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /method/i }), 'Check');
    await user.type(within(dialog).getByLabelText(/reference/i), 'CHK-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith('Payment of $100.00 recorded and flagged: Less than the quote'),
    );
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({ url: `/api/admin/orders/${ORDER_ID}/payments`, method: 'POST' });
    expect(call.body).toEqual({ amount: 100, method: 'check', reference: 'CHK-1' });
  });

  it('asks for dollars and cents more than $0 before recording anything', async () => {
    const user = userEvent.setup();
    const { card } = renderCard(makeAdminOrder());
    const dialog = await open(user, card, 'Record Payment', 'Record Payment');
    const amount = within(dialog).getByLabelText(/amount/i);
    expect(amount).toHaveValue(null);
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount in dollars and cents, more than $0');
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount in dollars and cents, more than $0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when a payment is refused, else the fallback", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'The order is cancelled.', code: 'CONFLICT' }));
    const user = userEvent.setup();
    const { card } = renderCard();
    const dialog = await open(user, card, 'Record Payment', 'Record Payment');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is cancelled.');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Failed to record the payment$/));
  });

  it('refuses a refund above what was paid minus refunded, then sends amount and reason', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { payment: makePayment({ kind: 'REFUND', amount: 100 }) }));
    const user = userEvent.setup();
    const { card, onNotice } = renderCard(
      makeAdminOrder({
        officialQuote: approved,
        payments: [
          makePayment({ amount: 150 }),
          makePayment({ paymentId: '8e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918', kind: 'REFUND', amount: 50 }),
        ],
      }),
    );
    const dialog = await open(user, card, 'Refund', 'Refund');
    const amount = within(dialog).getByLabelText(/amount/i);
    expect(amount).toHaveValue(100);
    await user.clear(amount);
    await user.type(amount, '100.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveAccessibleDescription('You can refund at most $100.00');
    expect(within(dialog).getByLabelText(/reason/i)).toHaveAccessibleDescription('Please give a reason');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(dialog).getByLabelText(/reason/i), 'Order cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Refund of $100.00 recorded.'));
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({ url: `/api/admin/orders/${ORDER_ID}/refunds`, method: 'POST' });
    expect(call.body).toEqual({ amount: 100, reason: 'Order cancelled' });
  });

  it('makes Record Payment the primary button only while money is due on the quote', () => {
    const { card, unmount } = renderCard();
    expect(within(card).getByRole('button', { name: 'Record Payment' })).toHaveClass('bg-brand-600');
    unmount();
    const paidInFull = renderCard(
      makeAdminOrder({
        status: 'PAID',
        paidAt: '2026-11-21T10:00:00.000Z',
        officialQuote: approved,
        officialQuotes: [approved],
        payments: [makePayment({ amount: 150 })],
      }),
    );
    const button = within(paidInFull.card).getByRole('button', { name: 'Record Payment' });
    expect(button).not.toHaveClass('bg-brand-600');
    expect(button).toHaveClass('border-slate-300');
  });

  it('offers no refund before anything was paid', () => {
    const { card } = renderCard();
    expect(within(card).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});

describe('Cancel Order', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('needs a reason, sends it and reports the cancelled order', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { order: makeAdminOrder({ status: 'CANCELLED' }) }));
    const user = userEvent.setup();
    const { card, onNotice } = renderCard();
    const dialog = await open(user, card, 'Cancel Order', 'Cancel Order');
    const reason = within(dialog).getByLabelText(/reason for cancelling/i);
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(reason).toHaveAccessibleDescription('Please give a reason');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(reason, 'Customer withdrew');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Order TRS-20261120-AB12CD was cancelled.'));
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({ url: `/api/admin/orders/${ORDER_ID}/cancel`, method: 'POST' });
    expect(call.body).toEqual({ reason: 'Customer withdrew' });
  });

  it("shows the server's message when cancelling is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'The order is already completed.', code: 'CONFLICT' }));
    const user = userEvent.setup();
    const { card } = renderCard();
    const dialog = await open(user, card, 'Cancel Order', 'Cancel Order');
    await user.type(within(dialog).getByLabelText(/reason for cancelling/i), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order is already completed.');
  });

  it.each(['COMPLETED', 'DELIVERED', 'CANCELLED'] as const)('is not offered for a %s order', (status) => {
    const { card } = renderCard(makeAdminOrder({ status }));
    expect(within(card).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
});
