import type { TOrder } from '@sello/shared/order-schemas';
import { formatUsd } from '@sello/shared/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@/lib/i18n/i18n';
import { formatLongDate } from '@/lib/order-format';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeOfficialQuote, makeOrder, makePayment, OFFICIAL_QUOTE_ID, ORDER_ID } from '@/testing/order-fixtures';
import { ordersCatalogue } from '../messages/catalogue';
import { redirectToCheckout } from './checkout-redirect';
import { describeDifference } from './official-quote-section';
import { OrderDetails, PAYMENT_CONFIRMATION_WINDOW_MS, PAYMENT_POLL_MS } from './order-details';
import { OrderTracking } from './order-tracking';

/** The feature's messages in `locale` (the tests' setup loads every language). */
const messagesIn = (locale: 'en' | 'es' | 'fr') => {
  const messages = ordersCatalogue.loaded[locale];
  if (!messages) throw new Error(`${locale} messages not loaded`);
  return messages;
};

const NOTHING_CHARGED_MESSAGE = 'Nothing is charged until you approve.';

vi.mock('./checkout-redirect', () => ({ redirectToCheckout: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

const renderOrder = (url = `/orders/${ORDER_ID}`) => {
  const router = createMemoryRouter([{ path: '/orders/:orderId', element: <OrderDetails orderId={ORDER_ID} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

/** The order as the API sends it once the quote is sent: its total and date are the quote's. */
const quoteOrder = (overrides: Partial<TOrder> = {}) =>
  makeOrder({
    officialQuote: makeOfficialQuote(),
    total: 192.8,
    deliveryDate: '2024-12-06T10:10:00.000Z',
    ...overrides,
  });
const approvedQuote = () => makeOfficialQuote({ status: 'APPROVED', approvedAt: '2024-12-02T10:00:00.000Z' });

/** Answers GET /api/orders/:id with `orders` in turn (the last one repeats) and POST …/approve with `approve`. */
const serve = (orders: TOrder[], approve?: () => Response) => {
  let reads = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url === `/api/orders/${ORDER_ID}/approve`) {
      return approve ? approve() : jsonResponse(500, {});
    }
    if (url === `/api/orders/${ORDER_ID}` || url.startsWith('/api/orders/track')) {
      const order = orders[Math.min(reads, orders.length - 1)];
      reads += 1;
      return jsonResponse(200, { success: true, order });
    }
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
};

/** Reads of the order itself (a paid order's page also asks for its draft). */
const orderReads = () =>
  fetchMock.mock.calls
    .map(describeCall)
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/orders/') && !call.url.endsWith('/draft'));

const quoteRegion = async () => screen.findByRole('region', { name: 'Official quote' });
const approveButton = () => screen.getByRole('button', { name: /approve & pay/i });

describe('official quote on the order page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.mocked(redirectToCheckout).mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is absent until staff send one', async () => {
    serve([makeOrder()]);
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Official quote' })).not.toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
  });

  it('shows documents with estimated and confirmed counts, why they changed, the lines, total and difference', async () => {
    serve([quoteOrder()]);
    renderOrder();
    const quote = await quoteRegion();
    expect(screen.getAllByText('Awaiting your approval')[0]).toBeInTheDocument();
    expect(quote).toHaveTextContent('Nothing is charged until you approve.');

    const documents = within(quote).getByRole('listitem');
    expect(documents).toHaveTextContent('birth-certificate.pdf');
    expect(documents).toHaveTextContent('Estimated2 pages · 540 words');
    expect(documents).toHaveTextContent('Confirmed3 pages · 1,200 words');
    expect(documents).toHaveTextContent('Why it changedPage 2 is a two-sided scan with a stamp on the back');

    const table = within(quote).getByRole('table', { name: 'Price' });
    const cells = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).queryByRole('rowheader')?.textContent, ...cells(row)])).toEqual([
      [undefined, 'Professional translation: 1,200 words × $0.071,200 × $0.07', '1,200 × $0.07', '$84.00'],
      [undefined, 'Rush delivery (+50 %)1 × $42.00', '1 × $42.00', '$42.00'],
      [undefined, 'Notarization1 × $66.80', '1 × $66.80', '$66.80'],
      ['Total', '', '$192.80 USD'],
    ]);
    expect(quote).toHaveTextContent('+$155.00 more than the estimate (instant estimate: $37.80)');
    // Unpaid: the quote's turnaround counts from the payment, so the date is the one if paid today.
    expect(quote).toHaveTextContent('Delivery date if you pay todayDecember 6, 2024');
    expect(quote).toHaveTextContent('Valid until December 16, 2099');
    expect(quote).toHaveTextContent('We will post the notarized copy to your address.');
    expect(approveButton()).toBeEnabled();

    // The summary follows the quote: its total and delivery date replace the instant estimate's.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total (official quote)$192.80 USD');
    expect(summary).toHaveTextContent('Delivery dateDecember 6, 2024');
    expect(summary).toHaveTextContent('Size3 pages · 1,200 words');
  });

  it('does not give a reason where the counts match the estimate', async () => {
    const quote = makeOfficialQuote();
    serve([
      quoteOrder({
        officialQuote: {
          ...quote,
          files: quote.files.map((file) => ({ ...file, pages: 2, wordCount: 540, reason: null })),
        },
      }),
    ]);
    renderOrder();
    expect(await quoteRegion()).not.toHaveTextContent('Why it changed');
  });

  it('says how the total compares with the estimate, in the reader’s language', () => {
    const difference = (amount: number, locale: 'en' | 'es' = 'en') =>
      describeDifference(
        amount,
        messagesIn(locale).officialQuote,
        (message, values) => formatMessage(locale, message, values),
        locale,
      );
    expect(difference(155)).toBe('+$155.00 more than the estimate');
    expect(difference(-12.5)).toBe('$12.50 less than the estimate');
    expect(difference(0)).toBe('Same as the estimate');
    expect(difference(0.001)).toBe('Same as the estimate');
    expect(difference(155, 'es')).toBe(`${formatUsd(155, { locale: 'es' })} más que la estimación`);
  });

  it('says an expired quote will be replaced and offers no approval', async () => {
    serve([quoteOrder({ officialQuote: makeOfficialQuote({ expired: true }) })]);
    renderOrder();
    const quote = await quoteRegion();
    expect(within(quote).getByRole('alert')).toHaveTextContent('This quote has expired — we will send you a new one');
    expect(quote).toHaveTextContent('ValidityExpired');
    expect(screen.queryByRole('button', { name: /approve & pay/i })).not.toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
  });

  it('approves and goes to the card checkout when online payment is configured', async () => {
    const user = userEvent.setup();
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_123';
    serve([quoteOrder()], () => jsonResponse(200, { officialQuote: approvedQuote(), checkoutUrl }));
    renderOrder();
    await quoteRegion();
    await user.click(approveButton());
    await vi.waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith(checkoutUrl));
    const post = fetchMock.mock.calls.map(describeCall).find((call) => call.method === 'POST');
    expect(post).toMatchObject({
      url: `/api/orders/${ORDER_ID}/approve`,
      body: { officialQuoteId: OFFICIAL_QUOTE_ID },
    });
  });

  it('approves and shows the bank-transfer details the order now carries (no card payments)', async () => {
    const user = userEvent.setup();
    const approvedOrder = quoteOrder({
      officialQuote: approvedQuote(),
      bankTransfer: {
        amount: 192.8,
        payee: 'Sello LLC',
        account: 'IBAN US00 1234 5678',
        reference: 'TRS-20241201-ABC123',
        instructions: 'ACH or wire.',
      },
    });
    serve([quoteOrder(), approvedOrder], () =>
      jsonResponse(200, {
        officialQuote: approvedQuote(),
        instructions: 'ACH or wire.',
        reference: 'TRS-20241201-ABC123',
      }),
    );
    renderOrder();
    await quoteRegion();
    await user.click(approveButton());
    const details = await screen.findByRole('group', { name: /pay by bank transfer/i });
    expect(details).toHaveTextContent('Amount$192.80');
    expect(details).toHaveTextContent('AccountIBAN US00 1234 5678');
    expect(details).toHaveTextContent('ReferenceTRS-20241201-ABC123');
    expect(await screen.findAllByText('Awaiting payment')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /approve & pay/i })).not.toBeInTheDocument();
    expect(redirectToCheckout).not.toHaveBeenCalled();
  });

  it('a quote discounted to $0 asks for no payment: approving it shows the order paid, no checkout', async () => {
    const user = userEvent.setup();
    const free = makeOfficialQuote({ total: 0 });
    const freeApproved = makeOfficialQuote({ total: 0, status: 'APPROVED', approvedAt: '2024-12-02T10:00:00.000Z' });
    const payment = makePayment({ amount: 0, method: 'no_payment_needed', provider: 'manual' });
    const paidOrder = quoteOrder({
      officialQuote: freeApproved,
      status: 'PAID',
      paidAt: '2024-12-02T10:00:00.000Z',
      payments: [payment],
    });
    serve([quoteOrder({ officialQuote: free }), paidOrder], () =>
      jsonResponse(200, { officialQuote: freeApproved, payment }),
    );
    renderOrder();
    const quote = await quoteRegion();
    expect(quote).toHaveTextContent('No payment is needed for this quote.');
    expect(quote).not.toHaveTextContent(NOTHING_CHARGED_MESSAGE);
    expect(screen.queryByRole('button', { name: /^(approve & )?pay/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve — no payment needed' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /approve/i })).not.toBeInTheDocument());
    expect(redirectToCheckout).not.toHaveBeenCalled();
    expect(screen.queryByText(/bank transfer/i)).not.toBeInTheDocument();
  });

  it("shows the server's reason when the approval is refused", async () => {
    const user = userEvent.setup();
    serve([quoteOrder()], () =>
      jsonResponse(409, { error: 'This quote was replaced by a newer one.', code: 'CONFLICT' }),
    );
    renderOrder();
    await quoteRegion();
    await user.click(approveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote was replaced by a newer one.');
  });

  it("says 'Failed to approve the quote' when the server gives no reason", async () => {
    const user = userEvent.setup();
    serve([quoteOrder()], () => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderOrder();
    await quoteRegion();
    await user.click(approveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve the quote');
    expect(approveButton()).toBeEnabled();
  });

  it('after approval, still unpaid, offers the card payment again (card payments on)', async () => {
    serve([quoteOrder({ officialQuote: approvedQuote(), paymentMethod: 'card' })]);
    renderOrder();
    const quote = await quoteRegion();
    expect(quote).toHaveTextContent('Approved on December 2, 2024 — awaiting your payment');
    expect(quote).toHaveTextContent('Pay by card with the button below whenever you are ready.');
    expect(screen.queryByRole('button', { name: /approve & pay/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $192.80 by card' })).toBeEnabled();
    expect(screen.getAllByText('Awaiting payment')[0]).toBeInTheDocument();
  });

  it('shows the quote on the tracking result too', async () => {
    serve([quoteOrder()]);
    const router = createMemoryRouter([{ path: '/order-tracking', element: <OrderTracking /> }], {
      initialEntries: [`/order-tracking?id=${ORDER_ID}`],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const quote = await quoteRegion();
    expect(quote).toHaveTextContent('$192.80');
    expect(within(quote).getByRole('button', { name: /approve & pay/i })).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Current status' });
    expect(status).toHaveTextContent('Awaiting your approval');
    expect(status).toHaveTextContent('nothing is charged until you approve');
  });
});

describe('tracking a paid order', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("dates the 'Payment received' step by paidAt, and the quote's steps by the quote", async () => {
    serve([
      quoteOrder({
        status: 'PAID',
        officialQuote: approvedQuote(),
        paidAt: '2024-12-02T11:00:00.000Z',
        // The status event came later (staff marked it by hand, say): the payment's own time wins.
        events: [
          { status: 'PENDING', at: '2024-12-01T10:10:00.000Z' },
          { status: 'PAID', at: '2024-12-03T09:00:00.000Z' },
        ],
      }),
    ]);
    const router = createMemoryRouter([{ path: '/order-tracking', element: <OrderTracking /> }], {
      initialEntries: [`/order-tracking?id=${ORDER_ID}`],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Official quote sent');
    expect(steps[1]).toHaveTextContent(formatLongDate(approvedQuote().createdAt));
    expect(steps[3]).toHaveTextContent('Payment received');
    expect(steps[3]).toHaveTextContent('December 2, 2024');
    expect(screen.getByRole('region', { name: 'Current status' })).toHaveTextContent('Payment received');
  });
});

describe('coming back from the card payment', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const unpaid = () => quoteOrder({ officialQuote: approvedQuote(), paymentMethod: 'card' });
  const paid = () =>
    quoteOrder({
      status: 'PAID',
      officialQuote: approvedQuote(),
      paidAt: '2024-12-02T11:00:00.000Z',
      events: [
        { status: 'PENDING', at: '2024-12-01T10:10:00.000Z' },
        { status: 'PAID', at: '2024-12-02T11:00:05.000Z' },
      ],
      payments: [makePayment()],
    });

  it('confirms the payment only once the order says it is paid, polling meanwhile', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    serve([unpaid(), unpaid(), paid()]);
    renderOrder(`/orders/${ORDER_ID}?payment=success`);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.getByText('Confirming your payment…').closest('[role="status"]')).not.toBeNull();
    expect(orderReads()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    await vi.waitFor(() => expect(orderReads()).toHaveLength(2));
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(await screen.findByText('Payment received on December 2, 2024')).toBeInTheDocument();
    expect(screen.getAllByText('Payment received')[0]).toBeInTheDocument();

    // Paid: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5));
    expect(orderReads()).toHaveLength(3);
  });

  it('says so when the confirmation is late, and offers a refresh', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    serve([unpaid()]);
    renderOrder(`/orders/${ORDER_ID}?payment=success`);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CONFIRMATION_WINDOW_MS));
    expect(
      await screen.findByText(
        'We have not received the confirmation yet — it can take a minute; this page will update when it arrives',
      ),
    ).toBeInTheDocument();
    const readsAtTimeout = orderReads().length;
    expect(readsAtTimeout).toBeGreaterThanOrEqual(25);
    // Slower from now on: not every two seconds.
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5));
    expect(orderReads().length).toBeLessThanOrEqual(readsAtTimeout + 1);

    serve([paid()]);
    await act(async () => {
      screen.getByRole('button', { name: 'Refresh' }).click();
    });
    expect(await screen.findByText('Payment received on December 2, 2024')).toBeInTheDocument();
  });

  it('says a cancelled payment charged nothing and offers to pay again', async () => {
    const user = userEvent.setup();
    const checkoutUrl = 'https://checkout.stripe.com/c/pay/cs_test_456';
    serve([unpaid()], () => jsonResponse(200, { officialQuote: approvedQuote(), checkoutUrl }));
    renderOrder(`/orders/${ORDER_ID}?payment=cancelled`);
    expect(await screen.findByText('Payment was cancelled — nothing was charged')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await vi.waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith(checkoutUrl));
  });
});

describe('payments on the order page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists payments and refunds with their receipt and credit note', async () => {
    serve([
      quoteOrder({
        status: 'IN_PROGRESS',
        officialQuote: approvedQuote(),
        paidAt: '2024-12-02T11:00:00.000Z',
        payments: [
          makePayment(),
          makePayment({
            paymentId: '8b7c6d5e-4f3a-4b2c-9d0e-1f2a3b4c5d6e',
            kind: 'REFUND',
            amount: 42,
            provider: 'manual',
            method: 'bank_transfer',
            reference: 'RF-2024-0007',
            reason: 'Rush delivery was not needed',
            createdAt: '2024-12-03T09:00:00.000Z',
            documentUrl: '/api/files/credit-note-8b7c?expires=1&signature=def',
          }),
        ],
      }),
    ]);
    renderOrder();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const [payment, refund] = within(payments).getAllByRole('listitem');
    expect(payment).toHaveTextContent('Payment $192.80');
    expect(payment).toHaveTextContent('December 2, 2024 · Card (Stripe) · Reference pi_3Q0abc');
    const receipt = within(payment as HTMLElement).getByRole('link', { name: /^Receipt/ });
    expect(receipt).toHaveAttribute('href', '/api/files/receipt-7a6b?expires=1&signature=abc');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt.textContent).toBe(
      'Receipt for the payment of $192.80 on December 2, 2024 (PDF, opens in a new tab)',
    );

    expect(refund).toHaveTextContent('Refund −$42.00');
    expect(refund).toHaveTextContent('December 3, 2024 · Bank transfer · Reference RF-2024-0007');
    expect(refund).toHaveTextContent('Rush delivery was not needed');
    expect(within(refund as HTMLElement).getByRole('link', { name: /^Credit note/ })).toHaveAttribute(
      'href',
      '/api/files/credit-note-8b7c?expires=1&signature=def',
    );
    // Paid: the quote is a record, with no action left.
    expect(screen.queryByRole('button', { name: /approve & pay/i })).not.toBeInTheDocument();
  });
});
