import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@/lib/order-format';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeOfficialQuote, makeOrder, ORDER_ID, ORDER_NUMBER } from '@/testing/order-fixtures';
import { OrderTracking } from './order-tracking';

const fetchMock = vi.fn<typeof fetch>();

const renderTracking = (url = '/order-tracking') => {
  const router = createMemoryRouter(
    ['/order-tracking', '/:locale/order-tracking'].map((path) => ({ path, element: <OrderTracking /> })),
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const trackCalls = () =>
  fetchMock.mock.calls.map(describeCall).filter((call) => call.url.startsWith('/api/orders/track'));

const input = () => screen.getByRole('textbox', { name: /order id or order number/i });

describe('OrderTracking', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for an order id or number when the box is empty', async () => {
    const user = userEvent.setup();
    renderTracking();
    expect(input()).toHaveAttribute('placeholder', 'TRS-20241201-ABC123');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an order ID or order number');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.type(input(), '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an order ID or order number');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches on load from ?id= and shows the order', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder() }));
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    expect(input()).toHaveValue(ORDER_ID);
    expect(await screen.findByRole('heading', { name: ORDER_NUMBER })).toBeInTheDocument();
    expect(trackCalls().map((call) => call.url)).toEqual([`/api/orders/track?q=${ORDER_ID}`]);

    const progress = screen.getByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 6: Order placed');
    const steps = within(screen.getByRole('region', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Official quote sent'),
      expect.stringContaining('Quote approved'),
      expect.stringContaining('Payment received'),
      expect.stringContaining('Translation started'),
      expect.stringContaining('Translation ready'),
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');

    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Professional translation')).toBeInTheDocument();
    expect(within(details).getByText('$37.80')).toBeInTheDocument();
    // The total number of files of the order, in the details grid.
    expect(within(details).getByText('Files').nextElementSibling).toHaveTextContent('1 file');
    const customer = screen.getByRole('region', { name: 'Customer information' });
    expect(within(customer).getByText('Ana García')).toBeInTheDocument();
    expect(within(customer).getByText('a•••@example.com')).toBeInTheDocument();
    expect(within(customer).queryByText('Company')).not.toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Files' });
    expect(within(files).getByText('birth-certificate.pdf')).toBeInTheDocument();
    // The customer's own document is received, not "processing" at every stage.
    expect(within(files).getByText('Received')).toBeInTheDocument();
    expect(within(files).queryByText(/processing/i)).not.toBeInTheDocument();
    expect(within(files).queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
  });

  it('submits with Enter, puts the search in the address and shows "Searching..." meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    const user = userEvent.setup();
    const router = renderTracking();
    await user.type(input(), ` ${ORDER_NUMBER} `);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: /searching/i })).toBeDisabled();
    expect(router.state.location.search).toBe(`?id=${ORDER_NUMBER}`);
    expect(trackCalls()[0]?.url).toBe(`/api/orders/track?q=${ORDER_NUMBER}`);
    answer(jsonResponse(200, { success: true, order: makeOrder() }));
    expect(await screen.findByRole('heading', { name: ORDER_NUMBER })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track order' })).toBeEnabled();
  });

  it('by order number shows the status and its dates only, and says where the details are', async () => {
    const order = makeOrder();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        tracking: {
          orderNumber: ORDER_NUMBER,
          status: 'PAID',
          orderDate: order.orderDate,
          events: [
            { status: 'PENDING', at: order.orderDate },
            { status: 'PAID', at: '2024-12-02T09:00:00.000Z' },
          ],
          estimatedDelivery: order.estimatedDelivery,
          deliveryDate: order.deliveryDate,
          customerInitial: 'A.',
          officialQuote: null,
        },
      }),
    );
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { name: ORDER_NUMBER })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 4 of 6: Payment received',
    );
    const details = screen.getByRole('region', { name: 'Order details and files' });
    // A guest has no account to sign in to: say what the link and the number each give.
    expect(details).not.toHaveTextContent(/sign in|log in/i);
    expect(details).toHaveTextContent('The tracking link in your confirmation email opens the whole order');
    expect(details).toHaveTextContent('Customer: A.');
    for (const name of ['Order details', 'Customer information', 'Files']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /order page|download/i })).not.toBeInTheDocument();
  });

  it('in French, by order number, puts a quote awaiting approval, then payment, on its own dated step', async () => {
    const order = makeOrder();
    const tracking = (officialQuote: Record<string, unknown>) =>
      jsonResponse(200, {
        success: true,
        tracking: {
          orderNumber: ORDER_NUMBER,
          status: 'PENDING',
          orderDate: order.orderDate,
          events: [{ status: 'PENDING', at: order.orderDate }],
          estimatedDelivery: order.estimatedDelivery,
          deliveryDate: order.deliveryDate,
          customerInitial: 'A.',
          officialQuote,
        },
      });
    const sent = { status: 'CURRENT', expired: false, createdAt: '2024-12-02T09:00:00.000Z', approvedAt: null };
    fetchMock.mockResolvedValue(tracking(sent));
    renderTracking(`/fr/order-tracking?id=${ORDER_NUMBER}`);
    expect(await screen.findByRole('heading', { name: ORDER_NUMBER })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avancement de la commande' })).toHaveAttribute(
      'aria-valuetext',
      'Étape 2 sur 6 : Devis officiel envoyé',
    );
    const status = screen.getByRole('region', { name: 'Statut actuel' });
    expect(status).toHaveTextContent('En attente de votre accord');
    expect(status).toHaveTextContent('rien n’est débité avant votre accord');
    // Before payment the delivery time has not started.
    expect(screen.getByTestId('time-remaining')).toHaveTextContent('À compter de votre paiement');
    expect(screen.getByRole('list')).toHaveTextContent(formatLongDate(sent.createdAt, 'fr'));
    expect(screen.getByRole('region', { name: 'Détails et fichiers de la commande' })).toHaveTextContent('Client : A.');
    expect(screen.getByRole('button', { name: 'Suivre la commande' })).toBeEnabled();

    fetchMock.mockResolvedValue(tracking({ ...sent, status: 'APPROVED', approvedAt: '2024-12-03T10:00:00.000Z' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Suivre la commande' }));
    expect(await screen.findByRole('progressbar', { name: 'Avancement de la commande' })).toHaveAttribute(
      'aria-valuetext',
      'Étape 3 sur 6 : Devis accepté',
    );
    expect(screen.getByRole('region', { name: 'Statut actuel' })).toHaveTextContent('En attente de paiement');
  });

  it('counts every file of the order, translated ones included, in the details', async () => {
    const [source] = makeOrder().files;
    if (!source) throw new Error('the fixture has a file');
    const files = [
      source,
      { ...source, fileKey: 'src-2', filename: 'diploma.pdf' },
      { ...source, fileKey: 'tr-1', fileType: 'TRANSLATED' as const },
    ];
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder({ files }) }));
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(within(details).getByText('Files').nextElementSibling).toHaveTextContent('3 files');
  });

  it('shows the company only when there is one', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ customerInfo: { ...makeOrder().customerInfo, company: 'Acme' } }),
      }),
    );
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    const customer = await screen.findByRole('region', { name: 'Customer information' });
    expect(within(customer).getByText('Company')).toBeInTheDocument();
    expect(within(customer).getByText('Acme')).toBeInTheDocument();
  });

  it('shows the server message for an unknown order', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, {
        error: 'Order not found. Please check the order ID or number and try again.',
        code: 'NOT_FOUND',
      }),
    );
    renderTracking('/order-tracking?id=TRS-20240101-NOPE00');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order not found. Please check the order ID or number and try again.',
    );
  });

  it('shows the rate-limit message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { error: 'Too many requests. Please try again in a minute.', code: 'RATE_LIMITED' }),
    );
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a minute.');
    expect(trackCalls()).toHaveLength(1);
  });

  it.each([
    ['PAID', 60, 'Payment received'],
    ['IN_PROGRESS', 80, 'Translation started'],
    ['COMPLETED', 100, 'Translation ready'],
    ['DELIVERED', 100, 'Translation ready'],
  ] as const)('fills the bar for %s to %i%%', async (status, percent, label) => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder({ status }) }));
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    const progress = await screen.findByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuenow', String(percent));
    const current = within(screen.getByRole('region', { name: 'Order progress' }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(label);
  });

  it('says a draft waits for the customer, with a link to check it on the order page; the six steps stay', async () => {
    const order = makeOrder({ status: 'IN_PROGRESS', serviceType: 'sworn', draftAwaitingCustomer: true });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order }));
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    const line = (await screen.findByText('Draft to check')).closest('section');
    expect(line).toHaveTextContent('A draft of your translation is waiting for you to check');
    expect(within(line as HTMLElement).getByRole('link', { name: 'Check the draft' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}`,
    );
    expect(screen.getByRole('region', { name: 'Order progress' }).querySelectorAll('li')).toHaveLength(6);
  });

  it('says nothing of a draft when none waits', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder({ status: 'IN_PROGRESS' }) }));
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    expect(await screen.findByRole('region', { name: 'Order progress' })).toBeInTheDocument();
    expect(screen.queryByText('Draft to check')).not.toBeInTheDocument();
  });

  it('shows a cancelled order without progress', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder({ status: 'CANCELLED' }) }));
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/processing/i)).not.toBeInTheDocument();
  });

  it('offers downloads of translated files once the order is completed', async () => {
    const order = makeOrder({
      status: 'COMPLETED',
      files: [
        ...makeOrder().files,
        {
          fileKey: 'tr-0123456789abcdefghij',
          filename: 'birth-certificate-es.pdf',
          size: 51_000,
          pages: 2,
          wordCount: 560,
          analysisComplete: true,
          fileType: 'TRANSLATED',
          downloadUrl: `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`,
        },
      ],
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order }));
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    const link = await screen.findByRole('link', { name: 'Download birth-certificate-es.pdf' });
    expect(link).toHaveAttribute('href', `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`);
    expect(screen.getAllByRole('link', { name: /^download/i })).toHaveLength(1);
    expect(screen.queryByText(/processing/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('time-remaining')).toHaveTextContent('Ready for delivery');
  });

  it('counts the time remaining down while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2024-12-01T12:00:00.000Z'));
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ status: 'IN_PROGRESS', deliveryDate: '2024-12-01T12:02:10.000Z' }),
      }),
    );
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    const remaining = await screen.findByTestId('time-remaining');
    expect(remaining).toHaveTextContent('2 minutes');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(remaining).toHaveTextContent('1 minute');

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(remaining).toHaveTextContent('Almost ready');
  });

  it('shows days and hours for a later delivery', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-12-01T12:00:00.000Z'));
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ status: 'PAID', deliveryDate: '2024-12-04T15:30:00.000Z' }),
      }),
    );
    renderTracking(`/order-tracking?id=${ORDER_NUMBER}`);
    expect(await screen.findByTestId('time-remaining')).toHaveTextContent('3 days, 3 hours');
  });

  it('does not count down before payment: the time starts when the customer pays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-12-01T12:00:00.000Z'));
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ officialQuote: makeOfficialQuote(), deliveryDate: '2024-12-04T15:30:00.000Z' }),
      }),
    );
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    expect(await screen.findByTestId('time-remaining')).toHaveTextContent('Starts when you pay');
    expect(screen.queryByText('Time remaining')).not.toBeInTheDocument();
    expect(screen.getByText('Delivery time')).toBeInTheDocument();
  });

  it.each([
    ['an official quote awaiting approval', makeOfficialQuote(), 2, 'Official quote sent', 'December 2, 2024'],
    [
      'an approved quote awaiting payment',
      makeOfficialQuote({ status: 'APPROVED', approvedAt: '2024-12-03T09:00:00.000Z' }),
      3,
      'Quote approved',
      'December 3, 2024',
    ],
  ] as const)('puts %s on its own dated step', async (_name, officialQuote, step, label, date) => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder({ officialQuote }) }));
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    const progress = await screen.findByRole('progressbar', { name: 'Order progress' });
    expect(progress).toHaveAttribute('aria-valuetext', `Step ${step} of 6: ${label}`);
    const current = within(screen.getByRole('region', { name: 'Order progress' }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(label);
    expect(current).toHaveTextContent(date);
  });

  it('says until when the delivered files can be downloaded, never "at any time"', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ status: 'DELIVERED', filesDeleteAt: '2099-01-15T12:00:00.000Z' }),
      }),
    );
    renderTracking(`/order-tracking?id=${ORDER_ID}`);
    const status = await screen.findByRole('region', { name: 'Current status' });
    expect(status).toHaveTextContent('You can download them until January 15, 2099');
    expect(status).not.toHaveTextContent(/at any time/i);
  });
});
