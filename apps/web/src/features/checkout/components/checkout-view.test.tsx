import { EXISTING_ACCOUNT_MESSAGE } from '@sello/shared/auth-schemas';
import type { TPublicConfiguration } from '@sello/shared/config-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { publicConfigStore } from '@/lib/public-config';
import { customerUser, deferred, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { makeManualQuote, makeOrder, makeQuote, ORDER_ID, ORDER_NUMBER, QUOTE_ID } from '@/testing/order-fixtures';
import { CheckoutView } from './checkout-view';
import { OrderConfirmation } from './order-confirmation';

vi.mock('@/lib/meta-pixel', () => ({ trackPixelEvent: vi.fn(() => true) }));

const fetchMock = vi.fn<typeof fetch>();
type THandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers fetch by "METHOD /path"; anything else is a 404 so a stray call shows up in the test. */
const routeFetch = (routes: Record<string, THandler>) =>
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).split('?')[0];
    const handler = routes[`${init?.method ?? 'GET'} ${path}`];
    return handler ? handler(init) : jsonResponse(404, { error: `No mock for ${path}`, code: 'NOT_FOUND' });
  });

const callsTo = (method: string, url: string) =>
  fetchMock.mock.calls.map(describeCall).filter((call) => call.method === method && call.url === url);

const CheckoutHarness = () => {
  const [params] = useSearchParams();
  return <CheckoutView quoteId={params.get('quoteId') ?? ''} />;
};

const renderCheckout = (url = `/checkout?quoteId=${QUOTE_ID}`) => {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutHarness /> },
      { path: '/es/checkout', element: <CheckoutHarness /> },
      { path: '/fr/checkout', element: <CheckoutHarness /> },
      { path: '/es/order-confirmation', element: <OrderConfirmation /> },
      { path: '/fr/order-confirmation', element: <OrderConfirmation /> },
      { path: '/quote', element: <p>Quote page</p> },
      { path: '/order-confirmation', element: <OrderConfirmation /> },
      { path: '/order-tracking', element: <p>Tracking page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const submitButton = () =>
  screen.getByRole('button', { name: /submit project for review|submitting|enviar el proyecto|envoyer le projet/i });

const fillGuest = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'García');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /phone/i }), '+1 555 123 4567');
};

/** The checkout of the quote with its summary loaded and the guest form filled in. */
const renderFilledGuestCheckout = async () => {
  const user = userEvent.setup();
  const router = renderCheckout();
  await screen.findByRole('region', { name: 'Project summary' });
  await fillGuest(user);
  return { user, router };
};

/** An XMLHttpRequest that stores every PUT at once with a 200. */
class StoredXhr {
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(file: File) {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: file.size, total: file.size });
      this.status = 200;
      this.responseText = JSON.stringify({ success: true, size: file.size });
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

describe('CheckoutView', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.mocked(trackPixelEvent).mockClear();
    vi.stubGlobal('fetch', fetchMock);
    authStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('sends the customer back to the quote page when no service is selected', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ selectedService: null }) }),
    });
    const router = renderCheckout();
    expect(await screen.findByText('Quote page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${QUOTE_ID}`);
  });

  it('shows the project summary and enables submit only once the required fields are filled', async () => {
    routeFetch({ [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }) });
    const user = userEvent.setup();
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Project summary' });
    expect(within(summary).getByText('Professional translation')).toBeInTheDocument();
    expect(within(summary).getByText('birth-certificate.pdf')).toBeInTheDocument();
    expect(within(summary).getByText('$37.80')).toBeInTheDocument();
    expect(within(summary).getByText('2–3 business days')).toBeInTheDocument();
    expect(within(summary).getByText('$0.07 per word')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /back to quote/i })).toHaveAttribute(
      'href',
      `/quote?id=${QUOTE_ID}`,
    );

    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'García');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example.com');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /phone/i }), '555 123 4567');
    expect(submitButton()).toBeEnabled();
  });

  it('shows validation messages for the email, the phone and the account passwords', async () => {
    routeFetch({ [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }) });
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /phone/i }), 'abc');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /create an account/i }));
    await user.type(screen.getByLabelText(/^password/i), 'short');
    await user.type(screen.getByLabelText(/confirm password/i), 'different');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeVisible();
  });

  it('shows the server message when the account email is taken, and lets the customer try again', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () => jsonResponse(409, { error: EXISTING_ACCOUNT_MESSAGE, code: 'CONFLICT' }),
    });
    const { user } = await renderFilledGuestCheckout();
    await user.click(screen.getByRole('checkbox', { name: /create an account/i }));
    await user.type(screen.getByLabelText(/^password/i), 'long-enough-1');
    await user.type(screen.getByLabelText(/confirm password/i), 'long-enough-1');
    await user.click(submitButton());

    expect(await screen.findByText(EXISTING_ACCOUNT_MESSAGE)).toBeInTheDocument();
    const [call] = callsTo('POST', '/api/orders');
    expect(call?.body).toMatchObject({ createAccount: { password: 'long-enough-1' } });
    expect(submitButton()).toBeEnabled();
  });

  it('prefills and locks the name and email of a signed-in customer', async () => {
    authStore.setSession(makeTokens('a'), customerUser);
    routeFetch({ [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }) });
    renderCheckout();
    const firstName = await screen.findByRole('textbox', { name: /first name/i });
    expect(firstName).toHaveValue('Jane');
    expect(firstName).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /last name/i })).toHaveValue('Doe');
    expect(screen.getByRole('textbox', { name: /last name/i })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('jane@example.com');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /phone/i })).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('checkbox', { name: /create an account/i })).not.toBeInTheDocument();
    expect(screen.getByText(/signed in as/i)).toHaveTextContent('jane@example.com');
  });

  it('submits once, tracks the purchase, signs in a new account and shows the confirmation', async () => {
    const order = makeOrder();
    const answer = deferred<Response>();
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () => answer.promise,
    });
    const { user } = await renderFilledGuestCheckout();
    await user.type(screen.getByRole('textbox', { name: /company/i }), 'Acme');
    await user.click(screen.getByRole('checkbox', { name: /create an account/i }));
    await user.type(screen.getByLabelText(/^password/i), 'long-enough-1');
    await user.type(screen.getByLabelText(/confirm password/i), 'long-enough-1');

    await user.dblClick(submitButton());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Submitting…');
    expect(callsTo('POST', '/api/orders')).toHaveLength(1);
    expect(callsTo('POST', '/api/orders')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      serviceType: 'professional',
      customerInfo: {
        firstName: 'Ana',
        lastName: 'García',
        email: 'ana@example.com',
        phone: '+1 555 123 4567',
        company: 'Acme',
      },
      createAccount: { password: 'long-enough-1' },
      locale: 'en',
    });

    const session = { user: { ...customerUser, firstName: 'Ana' }, tokens: makeTokens('new') };
    answer.resolve(jsonResponse(201, { success: true, order, session }));

    expect(await screen.findByRole('heading', { name: 'Project submitted' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_NUMBER)).toBeInTheDocument();
    expect(screen.getByText(/emailed a confirmation to/i)).toHaveTextContent('ana@example.com');
    expect(trackPixelEvent).toHaveBeenCalledWith('Purchase', { value: 37.8, currency: 'USD' });
    expect(authStore.getState().status).toBe('authenticated');
    expect(callsTo('POST', '/api/orders')).toHaveLength(1);
  });

  it('asks how names are written in a collapsed section, opens it on a wrong name, and sends them with the order', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ selectedService: 'sworn' }) }),
      'POST /api/orders': () => jsonResponse(201, { success: true, order: makeOrder() }),
    });
    const { user } = await renderFilledGuestCheckout();
    const toggle = screen.getByRole('button', { name: /how should names be written/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Add a name' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Add a name' }));
    expect(screen.getByLabelText('Name 1: what it is')).toHaveValue('full_name');
    // The name is focused, not its kind: the form checks a field on leaving it, and no name was typed yet.
    expect(screen.getByLabelText('Name 1: as written in the passport')).toHaveFocus();
    // A name not typed yet is not called missing (the form checks fields as they are left).
    await user.type(screen.getByLabelText('Name 1: as written in the passport'), 'A');
    expect(screen.queryByText('The name as written in the passport is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name 1: as written in the passport'));
    await user.type(screen.getByLabelText('Name 1: as written in the passport'), 'Visit www.evil.example');
    await user.click(screen.getByRole('button', { name: 'Add a name' }));
    await user.selectOptions(screen.getByLabelText('Name 2: what it is'), 'place');
    await user.type(screen.getByLabelText('Name 2: as written in the passport'), 'St. Louis, Missouri');
    await user.type(screen.getByLabelText(/deadline or special request/i), 'Keep both surnames.');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(submitButton());
    expect(await screen.findByText('Use only letters, spaces, apostrophes and hyphens.')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo('POST', '/api/orders')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Name 1: as written in the passport'));
    await user.type(screen.getByLabelText('Name 1: as written in the passport'), 'José María PÉREZ NÚÑEZ');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Project submitted' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      serviceType: 'sworn',
      nameSpellings: [
        { kind: 'full_name', asWritten: 'José María PÉREZ NÚÑEZ' },
        { kind: 'place', asWritten: 'St. Louis, Missouri' },
      ],
      translationInstructions: 'Keep both surnames.',
      // The language of the page the customer ordered from (here English, at /checkout).
      locale: 'en',
    });
  });

  it('sends one request even for two clicks in the same tick (before the button re-renders)', async () => {
    const answer = deferred<Response>();
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () => answer.promise,
    });
    await renderFilledGuestCheckout();
    const button = submitButton();
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    answer.resolve(jsonResponse(201, { success: true, order: makeOrder() }));
    expect(await screen.findByRole('heading', { name: 'Project submitted' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/orders')).toHaveLength(1);
  });

  it('goes to the existing order when the quote was already submitted (409 with orderId)', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () =>
        jsonResponse(409, {
          error: 'This quote has already been submitted as an order.',
          code: 'CONFLICT',
          orderId: ORDER_ID,
        }),
      [`GET /api/orders/${ORDER_ID}`]: () => jsonResponse(200, { success: true, order: makeOrder() }),
    });
    const { user } = await renderFilledGuestCheckout();
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Project submitted' })).toBeInTheDocument();
    expect(screen.getByText(/already been submitted, so no second order was created/i)).toBeInTheDocument();
    expect(screen.getByText(ORDER_NUMBER)).toBeInTheDocument();
    expect(screen.queryByText('This quote has already been submitted as an order.')).not.toBeInTheDocument();
    expect(trackPixelEvent).not.toHaveBeenCalled();
  });

  it('reads the existing order with the order query: a server error is retried before giving up on it', async () => {
    let orderFailures = 1;
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () =>
        jsonResponse(409, {
          error: 'This quote has already been submitted as an order.',
          code: 'CONFLICT',
          orderId: ORDER_ID,
        }),
      [`GET /api/orders/${ORDER_ID}`]: () =>
        orderFailures-- > 0
          ? jsonResponse(503, { error: 'Service unavailable', code: 'UNAVAILABLE' })
          : jsonResponse(200, { success: true, order: makeOrder() }),
    });
    const { user } = await renderFilledGuestCheckout();
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Project submitted' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_NUMBER)).toBeInTheDocument();
  });

  it('tells a customer whose quote was ordered by someone else how to reach support (409 without orderId)', async () => {
    publicConfigStore.setData({
      brandName: 'Sello',
      supportEmail: 'help@sello.test',
    } as unknown as TPublicConfiguration);
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () =>
        jsonResponse(409, {
          error: 'This quote has already been submitted as an order. If you placed it, …',
          code: 'CONFLICT',
          reason: 'already-ordered',
        }),
    });
    const { user } = await renderFilledGuestCheckout();
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This quote has already been ordered');
    expect(alert).toHaveTextContent(/If you placed this order, open it from the confirmation email/);
    expect(alert).toHaveTextContent(/If you did not place it, someone else may have used this quote/);
    expect(within(alert).getByRole('link', { name: 'help@sello.test' })).toHaveAttribute(
      'href',
      'mailto:help@sello.test',
    );
    expect(callsTo('GET', `/api/orders/${ORDER_ID}`)).toHaveLength(0);
    expect(trackPixelEvent).not.toHaveBeenCalled();
  });

  it('falls back to the tracking page when the existing order cannot be loaded', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () => jsonResponse(409, { error: 'Already submitted.', code: 'CONFLICT', orderId: ORDER_ID }),
      [`GET /api/orders/${ORDER_ID}`]: () => jsonResponse(500, { error: 'Down', code: 'INTERNAL' }),
    });
    const { user, router } = await renderFilledGuestCheckout();
    await user.click(submitButton());
    expect(await screen.findByText('Tracking page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${ORDER_ID}`);
  });

  it('shows a readable error for a refused order and keeps the form', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () =>
        jsonResponse(400, { error: 'This quote has expired. Please create a new quote.', code: 'BAD_REQUEST' }),
    });
    const { user } = await renderFilledGuestCheckout();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has expired. Please create a new quote.');
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Ana');
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 5xx without an error field', async () => jsonResponse(502, { code: 'BAD_GATEWAY' })],
    ['an unreadable body', async () => new Response('<html>Bad gateway</html>', { status: 502 })],
  ])('says the project could not be submitted after %s', async (_, answer) => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': answer,
    });
    const { user } = await renderFilledGuestCheckout();
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your project could not be submitted');
    expect(alert).toHaveTextContent(/Could not reach the server|Something went wrong/);
  });

  it('says the quote could not be loaded when the server cannot be reached', async () => {
    routeFetch({ [`GET /api/quotes/${QUOTE_ID}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderCheckout();
    // A network failure is retried once before the page gives up (at once here: retryDelay 0).
    expect(await screen.findByText('We couldn’t load your quote')).toBeInTheDocument();
    expect(screen.getByText(/Could not reach the server/)).toBeInTheDocument();
  });

  it('points to the order when the quote was already accepted', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ status: 'ACCEPTED', orderId: ORDER_ID }) }),
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: /already been submitted/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /track your order/i })).toHaveAttribute(
      'href',
      `/order-tracking?id=${ORDER_ID}`,
    );
  });

  it('says what to do when the quote was ordered but its order is not this visitor’s to open', async () => {
    publicConfigStore.setData({
      brandName: 'Sello',
      supportEmail: 'help@sello.test',
    } as unknown as TPublicConfiguration);
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ status: 'ACCEPTED', orderId: null }) }),
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'This quote has already been ordered' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@sello.test' })).toHaveAttribute('href', 'mailto:help@sello.test');
    expect(screen.queryByRole('button', { name: /submit project for review/i })).not.toBeInTheDocument();
  });

  it('says so when the quote does not exist', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(404, { error: 'Quote not found', code: 'NOT_FOUND' }),
    });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Quote not found' })).toBeInTheDocument();
  });

  it('asks for a quote when the address has none', async () => {
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'No quote selected' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('manual estimate', () => {
    it('puts the attach block first and keeps submit disabled until a document is attached', async () => {
      routeFetch({
        [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeManualQuote() }),
      });
      const user = userEvent.setup();
      renderCheckout();
      expect(await screen.findByRole('heading', { name: 'Add your documents' })).toBeInTheDocument();
      await fillGuest(user);
      expect(submitButton()).toBeDisabled();
      expect(screen.getByText('Attach at least one document above to submit your project.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /upload and attach files/i }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one file to upload.');
    });

    it('reports a failed upload', async () => {
      routeFetch({
        [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeManualQuote() }),
        'POST /api/uploads/presigned-url': () =>
          jsonResponse(400, { error: 'This type of file is not accepted.', code: 'BAD_REQUEST' }),
      });
      const user = userEvent.setup();
      renderCheckout();
      await screen.findByRole('heading', { name: 'Add your documents' });
      await user.upload(
        screen.getByLabelText('Choose documents to attach'),
        new File(['hello world'], 'letter.txt', { type: 'text/plain' }),
      );
      await user.click(screen.getByRole('button', { name: /upload and attach files/i }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to upload and attach files');
      expect(screen.getByText('This type of file is not accepted.')).toBeInTheDocument();
      expect(callsTo('PUT', `/api/quotes/${QUOTE_ID}/files`)).toHaveLength(0);
    });

    it('uploads, attaches and analyses the files, then updates the totals and unlocks submit', async () => {
      vi.stubGlobal('XMLHttpRequest', StoredXhr);
      const fileKey = 'key-0123456789abcdefghij';
      const attached = makeQuote({
        manualEstimate: { pages: 2, words: null },
        files: [{ ...makeQuote().files[0], fileKey, filename: 'letter.txt', pages: 1, wordCount: 120 } as never],
        totalPages: 1,
        totalWords: 120,
        pricing: {
          ...makeQuote().pricing,
          professional: { ...makeQuote().pricing.professional, price: 25 },
        },
      });
      routeFetch({
        [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeManualQuote() }),
        'POST /api/uploads/presigned-url': () =>
          jsonResponse(200, {
            uploads: [
              {
                fileKey,
                originalFilename: 'letter.txt',
                uploadUrl: `/api/uploads/${fileKey}?signature=x`,
                expiresAt: Math.floor(Date.now() / 1000) + 900,
              },
            ],
          }),
        'POST /api/analyze/document': () =>
          jsonResponse(200, {
            success: true,
            analysis: {
              fileKey,
              filename: 'letter.txt',
              pages: 1,
              wordCount: 120,
              size: 11,
              contentType: 'text/plain',
              method: 'text',
              estimated: false,
              perPage: null,
              ocrConfidence: null,
              warnings: [],
            },
          }),
        [`PUT /api/quotes/${QUOTE_ID}/files`]: () => jsonResponse(200, { success: true, quote: attached }),
      });
      const user = userEvent.setup();
      renderCheckout();
      await screen.findByRole('heading', { name: 'Add your documents' });
      const summary = screen.getByRole('region', { name: 'Project summary' });
      expect(within(summary).getByText(/no documents attached yet/i)).toBeInTheDocument();

      await user.upload(
        screen.getByLabelText('Choose documents to attach'),
        new File(['hello world'], 'letter.txt', { type: 'text/plain' }),
      );
      await user.click(screen.getByRole('button', { name: /upload and attach files/i }));

      expect(await screen.findByText('Documents attached')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Add your documents' })).not.toBeInTheDocument();
      expect(within(summary).getByText('letter.txt')).toBeInTheDocument();
      expect(within(summary).getByText('$25.00')).toBeInTheDocument();
      expect(callsTo('PUT', `/api/quotes/${QUOTE_ID}/files`)[0]?.body).toEqual({ files: [{ fileKey }], replace: true });

      await fillGuest(user);
      expect(submitButton()).toBeEnabled();
    });
  });
});

describe('CheckoutView: only what the order needs, and why submit waits (issue 32)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    authStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  const ordersAnswer = () => jsonResponse(201, { success: true, order: makeOrder() });

  it('says next to the disabled submit which required fields are still empty', async () => {
    routeFetch({ [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }) });
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('region', { name: 'Project summary' });
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('To submit, fill in: First name, Last name, Email, Phone.');
    expect(screen.getByText('To submit, fill in: First name, Last name, Email, Phone.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'García');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example.com');
    expect(submitButton()).toHaveAccessibleDescription('To submit, fill in: Phone.');
    await user.type(screen.getByRole('textbox', { name: /phone/i }), '555 123 4567');
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAccessibleDescription();
  });

  it('asks a professional order no postal address, and sends its deadline or special request', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': ordersAnswer,
    });
    const { user } = await renderFilledGuestCheckout();
    expect(screen.queryByRole('textbox', { name: /street address/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /posted to me/i })).not.toBeInTheDocument();
    // In view, not folded away with the names.
    await user.type(screen.getByRole('textbox', { name: /deadline or special request/i }), 'Needed by March 3.');
    await user.click(submitButton());

    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    const body = callsTo('POST', '/api/orders')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ serviceType: 'professional', translationInstructions: 'Needed by March 3.' });
    expect(body).not.toHaveProperty('hardCopy');
    expect(body.customerInfo).toEqual({
      firstName: 'Ana',
      lastName: 'García',
      email: 'ana@example.com',
      phone: '+1 555 123 4567',
    });
  });

  it('asks a sworn order its postal address only when the translation is to be posted, and then requires it', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ selectedService: 'sworn' }) }),
      'POST /api/orders': ordersAnswer,
    });
    const { user } = await renderFilledGuestCheckout();
    expect(screen.queryByRole('textbox', { name: /street address/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I need the sworn translation posted to me' }));
    const street = screen.getByRole('textbox', { name: /street address/i });
    expect(street).toBeRequired();
    expect(submitButton()).toHaveAccessibleDescription('To submit, fill in: Street address, City, ZIP or postal code.');

    await user.type(street, 'Calle Mayor 1');
    await user.type(screen.getByRole('textbox', { name: /^city/i }), 'Madrid');
    await user.type(screen.getByRole('textbox', { name: /zip or postal code/i }), '28013');
    await user.clear(screen.getByRole('textbox', { name: /country/i }));
    await user.type(screen.getByRole('textbox', { name: /country/i }), 'Spain');
    await user.click(submitButton());

    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      serviceType: 'sworn',
      hardCopy: true,
      customerInfo: { address: 'Calle Mayor 1', city: 'Madrid', zipCode: '28013', country: 'Spain' },
    });
  });

  it('forgets the address when the posted copy is unticked', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ selectedService: 'sworn' }) }),
      'POST /api/orders': ordersAnswer,
    });
    const { user } = await renderFilledGuestCheckout();
    const posted = screen.getByRole('checkbox', { name: 'I need the sworn translation posted to me' });
    await user.click(posted);
    await user.type(screen.getByRole('textbox', { name: /street address/i }), 'Calle Mayor 1');
    await user.click(posted);
    await user.click(submitButton());

    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    const body = callsTo('POST', '/api/orders')[0]?.body as { customerInfo: Record<string, unknown> };
    expect(body).not.toHaveProperty('hardCopy');
    expect(body.customerInfo).not.toHaveProperty('address');
  });
});

describe('CheckoutView in Spanish and French (issue 32)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    authStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('labels every field in Spanish, says why submit waits and validates in Spanish, then orders in Spanish', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () =>
        jsonResponse(200, { success: true, quote: makeQuote({ selectedService: 'sworn' }) }),
      'POST /api/orders': () => jsonResponse(201, { success: true, order: makeOrder() }),
    });
    const user = userEvent.setup();
    renderCheckout(`/es/checkout?quoteId=${QUOTE_ID}`);
    const summary = await screen.findByRole('region', { name: 'Resumen del proyecto' });
    expect(within(summary).getByText('Traducción jurada')).toBeInTheDocument();
    expect(within(summary).getByText('3–5 días hábiles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Revisar y enviar' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Para enviarlo, rellene: Nombre, Apellidos, Correo electrónico, Teléfono.',
    );

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellidos' }), 'García');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@');
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), 'abc');
    await user.tab();
    expect(await screen.findByText('Introduzca una dirección de correo electrónico válida.')).toBeVisible();
    expect(screen.getByText('Introduzca un número de teléfono válido.')).toBeVisible();

    await user.click(
      screen.getByRole('checkbox', { name: 'Necesito que me envíen la traducción jurada por correo postal' }),
    );
    expect(screen.getByRole('textbox', { name: /^País/ })).toHaveValue('Estados Unidos');
    expect(submitButton()).toHaveAccessibleDescription('Para enviarlo, rellene: Dirección, Ciudad, Código postal.');
    await user.click(
      screen.getByRole('checkbox', { name: 'Necesito que me envíen la traducción jurada por correo postal' }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Teléfono' }));
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+34 600 123 456');
    await user.click(submitButton());

    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({ locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proyecto enviado' })).toBeInTheDocument();
    expect(screen.getByText(/Le hemos enviado una confirmación a/)).toHaveTextContent('ana@example.com');
  });

  it('says in French what is missing, what is wrong, and sends the order as French', async () => {
    routeFetch({
      [`GET /api/quotes/${QUOTE_ID}`]: () => jsonResponse(200, { success: true, quote: makeQuote() }),
      'POST /api/orders': () => jsonResponse(201, { success: true, order: makeOrder() }),
    });
    const user = userEvent.setup();
    renderCheckout(`/fr/checkout?quoteId=${QUOTE_ID}`);
    await screen.findByRole('region', { name: 'Récapitulatif du projet' });
    expect(submitButton()).toHaveAccessibleDescription('Pour envoyer, remplissez : Prénom, Nom, E-mail, Téléphone.');
    expect(screen.getByRole('link', { name: 'Retour au devis' })).toHaveAttribute('href', `/fr/quote?id=${QUOTE_ID}`);

    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Ana1');
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'García');
    await user.click(screen.getByRole('checkbox', { name: 'Créer un compte pour suivre vos commandes' }));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'court');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'autre');
    await user.tab();
    expect(
      await screen.findByText('Utilisez uniquement des lettres, des espaces, des apostrophes et des traits d’union.'),
    ).toBeVisible();
    expect(screen.getByText('Le mot de passe doit comporter au moins 8 caractères.')).toBeVisible();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Please|First name|Submit project/);

    await user.click(screen.getByRole('checkbox', { name: 'Créer un compte pour suivre vos commandes' }));
    await user.clear(screen.getByRole('textbox', { name: 'Prénom' }));
    await user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Envoyer le projet pour examen' }));

    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({ locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projet envoyé' })).toBeInTheDocument();
  });
});
