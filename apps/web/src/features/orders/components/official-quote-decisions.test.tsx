import type { TOrder } from '@sello/shared/order-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeOfficialQuote, makeOrder, OFFICIAL_QUOTE_ID, ORDER_ID, ORDER_NUMBER } from '@/testing/order-fixtures';
import { OrderDetails } from './order-details';

const NOTHING_CHARGED_MESSAGE = 'Nothing is charged until you approve.';

const fetchMock = vi.fn<typeof fetch>();

const renderOrder = () => {
  const router = createMemoryRouter([{ path: '/orders/:orderId', element: <OrderDetails orderId={ORDER_ID} /> }], {
    initialEntries: [`/orders/${ORDER_ID}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const approvedQuote = () => makeOfficialQuote({ status: 'APPROVED', approvedAt: '2024-12-02T10:00:00.000Z' });
const bankTransfer = {
  amount: 192.8,
  payee: 'Sello Translations LLC',
  account: 'Account 000123456789 · routing 021000021',
  reference: ORDER_NUMBER,
  instructions: 'Pay by ACH or wire; we confirm receipt within one business day.',
};
const quoteOrder = (overrides: Partial<TOrder> = {}) =>
  makeOrder({ officialQuote: makeOfficialQuote(), total: 192.8, ...overrides });

/** Answers GET /api/orders/:id with `orders` in turn (the last one repeats) and each POST by its path's last part. */
const serve = (orders: TOrder[], posts: Record<string, () => Response> = {}) => {
  let reads = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const answer = posts[url.split('/').pop() ?? ''];
      return answer ? answer() : jsonResponse(500, {});
    }
    if (url === `/api/orders/${ORDER_ID}`) {
      const order = orders[Math.min(reads, orders.length - 1)];
      reads += 1;
      return jsonResponse(200, { success: true, order });
    }
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
};
const posted = () => fetchMock.mock.calls.map(describeCall).filter((call) => call.method === 'POST');
const quoteRegion = () => screen.findByRole('region', { name: 'Official quote' });

describe('paying the official quote', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without card payments, an approved quote shows the bank-transfer details to copy, on every visit', async () => {
    serve([quoteOrder({ officialQuote: approvedQuote(), bankTransfer })]);
    renderOrder();
    const quote = await quoteRegion();
    const details = within(quote).getByRole('group', { name: /pay by bank transfer/i });
    const rows: Array<[string, string]> = [
      ['Amount', '$192.80'],
      ['Payee', 'Sello Translations LLC'],
      ['Account', 'Account 000123456789 · routing 021000021'],
      ['Reference', ORDER_NUMBER],
    ];
    for (const [label, value] of rows) {
      expect(details).toHaveTextContent(`${label}${value}`);
      expect(within(details).getByRole('button', { name: `Copy ${label.toLowerCase()}` })).toBeInTheDocument();
    }
    expect(details).toHaveTextContent(bankTransfer.instructions);
    expect(quote).not.toHaveTextContent(/card/i);
    expect(quote).not.toHaveTextContent(NOTHING_CHARGED_MESSAGE);
    expect(screen.queryByRole('button', { name: /^pay/i })).not.toBeInTheDocument();
  });

  it('before approval without card payments, says the transfer details come with the approval, never a card', async () => {
    serve([quoteOrder()]);
    renderOrder();
    const quote = await quoteRegion();
    expect(within(quote).getByRole('button', { name: 'Approve & pay $192.80' })).toBeInTheDocument();
    expect(quote).toHaveTextContent('You pay by bank transfer: the details show here once you approve.');
    expect(quote).toHaveTextContent(NOTHING_CHARGED_MESSAGE);
    expect(quote).not.toHaveTextContent(/card/i);
  });

  it('with card payments, an approved quote unpaid offers the card payment again, without bank details', async () => {
    serve([quoteOrder({ officialQuote: approvedQuote(), paymentMethod: 'card' })]);
    renderOrder();
    const quote = await quoteRegion();
    expect(within(quote).getByRole('button', { name: 'Pay $192.80 by card' })).toBeInTheDocument();
    expect(quote).not.toHaveTextContent(/bank/i);
    expect(quote).not.toHaveTextContent(NOTHING_CHARGED_MESSAGE);
  });
});

describe('a question about the quote, or declining it', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a question to the agency and confirms it', async () => {
    const user = userEvent.setup();
    serve([quoteOrder()], {
      questions: () => jsonResponse(201, { success: true, id: '0b7c1a52-7d0e-4b8e-9b64-6f1f0d2c3a4b' }),
    });
    renderOrder();
    const quote = await quoteRegion();
    await user.click(within(quote).getByRole('button', { name: 'Question about this quote?' }));
    await user.click(within(quote).getByRole('button', { name: 'Send question' }));
    expect(within(quote).getByRole('textbox', { name: /your question/i })).toHaveAccessibleDescription(
      expect.stringContaining('Please write your question.'),
    );
    expect(posted()).toHaveLength(0);
    await user.type(within(quote).getByRole('textbox', { name: /your question/i }), 'Why three pages?');
    await user.click(within(quote).getByRole('button', { name: 'Send question' }));
    expect(await within(quote).findByRole('status')).toHaveTextContent(
      'Your question was sent. We answer by email, usually within one business day.',
    );
    expect(posted()).toEqual([
      expect.objectContaining({
        url: `/api/orders/${ORDER_ID}/questions`,
        body: { officialQuoteId: OFFICIAL_QUOTE_ID, message: 'Why three pages?' },
      }),
    ]);
  });

  it('declines with a reason after saying what it does, and shows the order cancelled', async () => {
    const user = userEvent.setup();
    const cancelled = quoteOrder({ status: 'CANCELLED' });
    serve([quoteOrder(), cancelled], {
      decline: () => jsonResponse(200, { success: true, order: cancelled }),
    });
    renderOrder();
    const quote = await quoteRegion();
    await user.click(within(quote).getByRole('button', { name: 'Decline this quote' }));
    expect(quote).toHaveTextContent('Declining cancels your order. Nothing has been charged.');
    await user.type(within(quote).getByRole('textbox', { name: /reason/i }), 'Too expensive');
    await user.click(within(quote).getByRole('button', { name: 'Decline and cancel the order' }));
    await vi.waitFor(() =>
      expect(posted()).toEqual([
        expect.objectContaining({
          url: `/api/orders/${ORDER_ID}/decline`,
          body: { officialQuoteId: OFFICIAL_QUOTE_ID, reason: 'Too expensive' },
        }),
      ]),
    );
    expect(
      await screen.findByText('This order was cancelled, so no translated files will be delivered.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Decline this quote' })).not.toBeInTheDocument();
  });

  it('offers no decline once the quote is approved, but still a question', async () => {
    serve([quoteOrder({ officialQuote: approvedQuote(), bankTransfer })]);
    renderOrder();
    const quote = await quoteRegion();
    expect(within(quote).queryByRole('button', { name: 'Decline this quote' })).not.toBeInTheDocument();
    expect(within(quote).getByRole('button', { name: 'Question about this quote?' })).toBeInTheDocument();
  });

  it("shows the server's reason when a decline is refused", async () => {
    const user = userEvent.setup();
    serve([quoteOrder()], {
      decline: () => jsonResponse(409, { error: 'This quote was replaced by a newer one.', code: 'CONFLICT' }),
    });
    renderOrder();
    const quote = await quoteRegion();
    await user.click(within(quote).getByRole('button', { name: 'Decline this quote' }));
    await user.click(within(quote).getByRole('button', { name: 'Decline and cancel the order' }));
    expect(await within(quote).findByRole('alert')).toHaveTextContent('This quote was replaced by a newer one.');
  });
});

describe('a completed order', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts "Your translation is ready" with the download first, above the summary and the quote', async () => {
    const translated = {
      fileKey: 'tr-0123456789abcdefghij',
      filename: 'birth-certificate-es.pdf',
      size: 51_000,
      pages: 2,
      wordCount: 540,
      analysisComplete: true,
      fileType: 'TRANSLATED' as const,
      downloadUrl: `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`,
      verificationCode: '7KQ2-M9XD-4TPA',
    };
    serve([
      quoteOrder({
        status: 'COMPLETED',
        officialQuote: approvedQuote(),
        paidAt: '2024-12-02T10:00:00.000Z',
        files: [...makeOrder().files, translated],
      }),
    ]);
    renderOrder();
    const ready = await screen.findByRole('region', { name: 'Your translation is ready' });
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(ready);
    expect(within(ready).getByRole('link', { name: 'Download birth-certificate-es.pdf' })).toBeInTheDocument();
    expect(ready).toHaveTextContent('verification code 7KQ2-M9XD-4TPA');
    expect(screen.queryByRole('region', { name: 'Translated files' })).not.toBeInTheDocument();
  });
});
