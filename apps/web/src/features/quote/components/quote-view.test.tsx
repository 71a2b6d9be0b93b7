import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMetaPixelForTests } from '@/lib/meta-pixel';
import { deferred, jsonResponse } from '@/testing/auth-fixtures';
import { makeQuote, makeQuoteFile, ORDER_ID, QUOTE_ID } from '@/testing/quote-fixtures';
import { QuoteView } from './quote-view';

const fetchMock = vi.fn<typeof fetch>();

const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
};

const QuotePage = () => {
  const id = new URLSearchParams(useLocation().search).get('id');
  return <QuoteView quoteId={id} />;
};

const renderAt = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/quote', element: <QuotePage /> },
      { path: '/es/quote', element: <QuotePage /> },
      { path: '/fr/quote', element: <QuotePage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const answerQuote = (quote: ReturnType<typeof makeQuote>) =>
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === `/api/quotes/${quote.quoteId}` && (init?.method ?? 'GET') === 'GET') {
      return jsonResponse(200, { success: true, quote });
    }
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.fbq;
  resetMetaPixelForTests();
});

describe('QuoteView', () => {
  it('shows a loading state while the quote is on its way', async () => {
    const held = deferred<Response>();
    fetchMock.mockReturnValue(held.promise);
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your quote…');
    held.resolve(jsonResponse(200, { success: true, quote: makeQuote() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'English → Spanish' })).toBeInTheDocument();
  });

  it('asks to start over when the id is missing', async () => {
    renderAt('/quote');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Quote ID is required' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/upload');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the quote failed to load, with the server's reason and Start over", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Quote not found', code: 'NOT_FOUND' }));
    renderAt(`/quote?id=${QUOTE_ID}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load quote' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Quote not found');
    expect(within(alert).getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/upload');
    // A missing quote is not retried.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to load quote' when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(`/quote?id=${QUOTE_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load quote');
    expect(alert).not.toHaveTextContent('Could not reach the server');
  });

  it('sends an accepted quote to its order', async () => {
    answerQuote(makeQuote({ status: 'ACCEPTED', orderId: ORDER_ID, selectedService: 'sworn' }));
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Quote already accepted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says until when the quote is valid, in the short date format of quotes', async () => {
    answerQuote(makeQuote({ expiresAt: Math.floor(Date.parse('2099-12-04T12:00:00.000Z') / 1000) }));
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByText(/Valid until Dec 4, 2099/)).toBeInTheDocument();
  });

  it('says an expired quote has expired and offers a new one', async () => {
    answerQuote(makeQuote({ expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByText('This quote has expired. Please create a new quote.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new quote' })).toHaveAttribute('href', '/upload');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows files with counts and method, estimated files flagged, totals and both prices', async () => {
    const user = userEvent.setup();
    answerQuote(
      makeQuote({
        files: [
          makeQuoteFile(),
          makeQuoteFile({
            fileKey: 'k-scan-0123456789abcdefghijk',
            filename: 'scan.jpg',
            pages: 1,
            wordCount: 250,
            method: 'estimate',
            estimated: true,
            perPage: null,
          }),
          makeQuoteFile({
            fileKey: 'k-stale-0123456789abcdefghij',
            filename: 'old-letter.docx',
            pages: 2,
            wordCount: 300,
            method: 'layout',
            estimated: false,
            perPage: null,
          }),
        ],
      }),
    );
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByText('This is a non-binding estimate')).toBeInTheDocument();
    expect(screen.getByText('Words counted, pages estimated — we will confirm')).toBeInTheDocument();
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.getByText('Counted from text')).toBeInTheDocument();
    expect(screen.getByText('scan.jpg')).toBeInTheDocument();
    expect(screen.getByText('Estimated — we will confirm')).toBeInTheDocument();
    expect(screen.getByTestId('total-pages')).toHaveTextContent('6');
    expect(screen.getByTestId('total-words')).toHaveTextContent('1,362');
    expect(screen.getByTestId('price-professional')).toHaveTextContent('$95.34');
    expect(screen.getByTestId('price-sworn')).toHaveTextContent('$240.00');

    // Per-page words on demand.
    const toggle = screen.getByRole('button', { name: /words per page/ });
    expect(screen.queryByText('Page 2')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Words per page in report.pdf' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('shows the manual-estimate notice instead of files', async () => {
    answerQuote(makeQuote({ files: [], manualEstimate: { pages: 4, words: null }, totalPages: 4, totalWords: 1000 }));
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByText('Based on the numbers you entered')).toBeInTheDocument();
    expect(screen.getByText(/This quote uses 4 pages at 250 words a page/)).toBeInTheDocument();
  });

  it('dims sworn translation with Not available for English → French', async () => {
    const quote = makeQuote({ targetLanguage: 'french' });
    quote.pricing.sworn.available = false;
    answerQuote(quote);
    renderAt(`/quote?id=${QUOTE_ID}`);
    const sworn = await screen.findByRole('radio', { name: /Sworn translation/ });
    expect(sworn).toBeDisabled();
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Professional translation/ })).toBeEnabled();
  });

  it('treats sworn as unavailable on French → English even if the server said otherwise', async () => {
    answerQuote(makeQuote({ sourceLanguage: 'french', targetLanguage: 'english' }));
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(await screen.findByRole('radio', { name: /Sworn translation/ })).toBeDisabled();
  });

  it('saves the chosen service with PUT, then goes to checkout', async () => {
    const quote = makeQuote();
    const order: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const method = init?.method ?? 'GET';
      order.push(`${method} ${String(input)}`);
      if (method === 'PUT') {
        expect(JSON.parse(String(init?.body))).toEqual({ selectedService: 'sworn' });
        return jsonResponse(200, {
          success: true,
          quote: { ...quote, status: 'SERVICE_SELECTED', selectedService: 'sworn' },
        });
      }
      return jsonResponse(200, { success: true, quote });
    });
    const fbq = vi.fn();
    window.fbq = fbq as unknown as typeof window.fbq;
    const user = userEvent.setup();
    renderAt(`/quote?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('radio', { name: /Sworn translation/ }));
    expect(fbq).toHaveBeenCalledWith('track', 'Lead', expect.objectContaining({ currency: 'USD' }));
    expect(fbq).not.toHaveBeenCalledWith('track', 'InitiateCheckout', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/checkout?quoteId=${QUOTE_ID}`);
    expect(order.filter((call) => !call.includes('/api/config/'))).toEqual([
      `GET /api/quotes/${QUOTE_ID}`,
      `PUT /api/quotes/${QUOTE_ID}`,
    ]);
    expect(fbq).toHaveBeenCalledWith('track', 'InitiateCheckout', {
      content_name: 'Sworn translation',
      currency: 'USD',
      value: 120,
    });
  });

  it("says 'Failed to proceed to checkout' when saving the service fails", async () => {
    const quote = makeQuote();
    fetchMock.mockImplementation(async (_input, init) =>
      (init?.method ?? 'GET') === 'PUT'
        ? jsonResponse(409, { error: 'This quote has expired.', code: 'CONFLICT' })
        : jsonResponse(200, { success: true, quote }),
    );
    const user = userEvent.setup();
    renderAt(`/quote?id=${QUOTE_ID}`);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Professional translation/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to proceed to checkout');
    expect(alert).toHaveTextContent('This quote has expired.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('flags pages OCR could hardly read, per file, with a way to replace that file', async () => {
    const quote = makeQuote({
      files: [
        makeQuoteFile({
          fileKey: 'k-photo-0123456789abcdefghij',
          filename: 'birth-certificate.heic',
          contentType: 'image/heic',
          pages: 1,
          perPage: [84],
          method: 'ocr',
          ocrConfidence: [41],
          hardToReadPages: [1],
        }),
        makeQuoteFile({ perPage: [300, 312, 200], ocrConfidence: [90, 38, 52], hardToReadPages: [2, 3] }),
        makeQuoteFile({ fileKey: 'k-clear-0123456789abcdefghij', filename: 'clear.pdf' }),
      ],
    });
    answerQuote(quote);
    renderAt(`/quote?id=${QUOTE_ID}`);
    const warnings = await screen.findAllByTestId('legibility-warning');
    expect(warnings.map((warning) => warning.textContent)).toEqual([
      'birth-certificate.heic may be hard to read: a sharper photo avoids delays.',
      'Pages 2 and 3 of report.pdf may be hard to read: a sharper scan avoids delays.',
    ]);
    expect(screen.getByRole('button', { name: 'Replace file birth-certificate.heic' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Replace file report.pdf' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Replace file clear.pdf' })).not.toBeInTheDocument();
  });
});

describe('QuoteView in Spanish and French (issue 32)', () => {
  const continueToCheckout = () =>
    fetchMock.mockImplementation(async (input, init) => {
      const quote = makeQuote();
      if ((init?.method ?? 'GET') === 'PUT') {
        return jsonResponse(200, {
          success: true,
          quote: { ...quote, status: 'SERVICE_SELECTED', selectedService: 'sworn' },
        });
      }
      return String(input) === `/api/quotes/${QUOTE_ID}`
        ? jsonResponse(200, { success: true, quote })
        : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
    });

  it('shows the quote in Spanish and continues to the Spanish checkout', async () => {
    continueToCheckout();
    const user = userEvent.setup();
    renderAt(`/es/quote?id=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inglés → Español' })).toBeInTheDocument();
    expect(screen.getByText('Su presupuesto')).toBeInTheDocument();
    expect(screen.getByText('Este presupuesto es orientativo')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Elija su servicio' })).toBeInTheDocument();
    const sworn = screen.getByRole('radio', { name: /Traducción jurada/ });
    expect(screen.getByText(/Plazo habitual: 3–5 días hábiles/)).toBeInTheDocument();
    expect(screen.getByText('Total de páginas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Qué servicio necesito?' })).toBeInTheDocument();
    expect(screen.getByText('Elija un servicio para continuar.')).toBeInTheDocument();
    await user.click(sworn);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/es/checkout?quoteId=${QUOTE_ID}`);
  });

  it('shows the quote in French, prices and counts written the French way', async () => {
    answerQuote(
      makeQuote({ files: [makeQuoteFile({ warnings: ['2 of 2 pages read by OCR; scanned text can be miscounted'] })] }),
    );
    renderAt(`/fr/quote?id=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anglais → Espagnol' })).toBeInTheDocument();
    expect(screen.getByText('Votre devis')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choisissez votre prestation' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Traduction assermentée/ })).toBeInTheDocument();
    expect(screen.getByText(/Délai habituel : 3–5 jours ouvrés/)).toBeInTheDocument();
    expect(screen.getByText('Vos documents')).toBeInTheDocument();
    expect(screen.getByText(/par mot ×/)).toBeInTheDocument();
    expect(screen.getByText(/nous confirmerons le décompte/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Choose your service|Typical delivery|Your documents|Total pages|OCR;/);
  });

  it('says an expired quote has expired, in French, with the way to a new one in French', async () => {
    answerQuote(makeQuote({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
    renderAt(`/fr/quote?id=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Devis expiré' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau devis' })).toHaveAttribute('href', '/fr/upload');
  });
});
