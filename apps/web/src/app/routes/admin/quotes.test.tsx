import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminQuote, makeQuoteStats, makeQuotesResponse } from '@/testing/admin-fixtures';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { AdminQuotesRoute } from './quotes';

const fetchMock = vi.fn<typeof fetch>();

const pending = makeAdminQuote();
const expired = makeAdminQuote({
  quoteId: '9c8b7a65-4321-4fed-8cba-987654321000',
  status: 'EXPIRED',
  sourceLanguage: 'french',
  targetLanguage: 'english',
  files: [{ filename: 'lease.pdf', size: 51_405, contentType: 'application/pdf', pages: 4, wordCount: 1_900 }],
  totalPages: 4,
  totalWords: 1_900,
  pricing: {
    professional: { price: 133, rate: 0.07, rateType: 'per_word', timeEstimate: '2–3 business days', available: true },
    sworn: { price: 160, rate: 40, rateType: 'per_page', timeEstimate: '3–5 business days', available: true },
  },
  selectedService: 'sworn',
  createdAt: '2026-10-01T08:00:00.000Z',
});

const renderPage = (url = '/admin/quotes') => {
  const router = createMemoryRouter([{ path: '/admin/quotes', element: <AdminQuotesRoute /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

/** Answers the quotes endpoint with `status`/`body`; anything else (the public configuration) is not there. */
const answerQuotes = (status: number, body: unknown) =>
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/admin/quotes')
      ? jsonResponse(status, body)
      : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }),
  );

const quoteCalls = () =>
  fetchMock.mock.calls.map(describeCall).filter((call) => call.url.startsWith('/api/admin/quotes'));
const lastQuery = () => new URL(quoteCalls().at(-1)?.url ?? '', 'http://x').searchParams;

describe('AdminQuotesRoute', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    answerQuotes(200, makeQuotesResponse([pending, expired]));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the heading, the server figures on the cards, and one row per quote', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Quotes Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage your translation service business')).toBeInTheDocument();

    const card = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).closest('dl');
    expect(await card('Total Quotes')).toHaveTextContent('12');
    expect(await card('Conversion Rate')).toHaveTextContent('41.7%');
    expect(await card('Conversion Rate')).toHaveTextContent('5 converted');
    expect(await card('Pending Quotes')).toHaveTextContent('4');
    expect(await card('Expired Quotes')).toHaveTextContent('3');

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'ID',
      'Status',
      'Languages',
      'Files',
      'Pages / Words',
      'Professional',
      'Sworn',
      'Selected',
      'Created',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      '3f2a9c1e…',
      'Pending',
      'ENEnglish→toESSpanish',
      '2',
      '3 / 660',
      '$46.20',
      '$120.00',
      'None',
      'Nov 20, 2026',
      'View',
    ]);
    expect(cells(second)).toEqual([
      '9c8b7a65…',
      'Expired',
      'FRFrench→toENEnglish',
      '1',
      '4 / 1,900',
      '$133.00',
      '$160.00',
      'Sworn',
      'Oct 1, 2026',
      'View',
    ]);
    expect(lastQuery().toString()).toBe('limit=20&offset=0');
  });

  it('searches once typing pauses and filters by status, keeping both in the address', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('table');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search by ID or filename...');
    await user.type(search, 'lease');
    await waitFor(() => expect(lastQuery().get('q')).toBe('lease'));
    // Debounced: one request for the whole word, not one per letter.
    expect(quoteCalls().filter((call) => call.url.includes('q='))).toHaveLength(1);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Pending', 'Service Selected', 'Expired', 'Accepted']);
    await user.selectOptions(status, 'EXPIRED');
    await waitFor(() => expect(lastQuery().get('status')).toBe('EXPIRED'));
    expect(lastQuery().get('q')).toBe('lease');
    expect(router.state.location.search).toBe('?q=lease&status=EXPIRED');
  });

  it("says 'No quotes found' when nothing matches", async () => {
    answerQuotes(200, makeQuotesResponse([], { stats: makeQuoteStats({ totalQuotes: 0 }) }));
    renderPage('/admin/quotes?q=zzz');
    expect(await screen.findByText('No quotes found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through with Next and Previous', async () => {
    const user = userEvent.setup();
    answerQuotes(200, makeQuotesResponse([pending, expired], { count: 45 }));
    renderPage();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery().get('offset')).toBe('20'));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens the details of a quote: ids, languages, dates, files in KB with totals, and the selected price', async () => {
    const user = userEvent.setup();
    const withOrder = makeAdminQuote({
      ...expired,
      status: 'ACCEPTED',
      orderId: 'a1b2c3d4-0000-4000-8000-000000000009',
      selectedService: 'sworn',
      files: [
        { filename: 'lease.pdf', size: 51_405, contentType: 'application/pdf', pages: 4, wordCount: 1_900 },
        { filename: 'annex.docx', size: 2_048, contentType: 'application/msword', pages: 1, wordCount: 100 },
      ],
      totalPages: 5,
      totalWords: 2_000,
    });
    answerQuotes(200, makeQuotesResponse([withOrder]));
    renderPage();
    const view = await screen.findByRole('button', { name: 'View quote 9c8b7a65' });
    await user.click(view);

    const dialog = screen.getByRole('dialog', { name: 'Quote Details' });
    expect(dialog).toHaveTextContent(withOrder.quoteId);
    expect(within(dialog).getByText('Session ID').nextElementSibling).toHaveTextContent('session-4b1f0c2e');
    expect(within(dialog).getByRole('link', { name: withOrder.orderId ?? '' })).toHaveAttribute(
      'href',
      `/admin/orders/${withOrder.orderId}`,
    );
    expect(dialog).toHaveTextContent('French→toEnglish');
    expect(dialog).toHaveTextContent('Oct 1, 2026');
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FileTypeSizePagesWords',
      'lease.pdfapplication/pdf50.2 KB41,900',
      'annex.docxapplication/msword2.0 KB1100',
      'Total (2 files)52.2 KB52,000',
    ]);
    const sworn = within(dialog).getByRole('heading', { name: 'Sworn Translation' }).parentElement?.parentElement;
    const professional = within(dialog).getByRole('heading', { name: 'Professional Translation' }).parentElement
      ?.parentElement;
    expect(sworn).toHaveTextContent('SELECTED');
    expect(sworn).toHaveTextContent('$160.00');
    expect(professional).not.toHaveTextContent('SELECTED');
    expect(professional).toHaveTextContent('$133.00');
    // Each card says the rate the quote froze and its delivery estimate.
    expect(professional).toHaveTextContent('Rate$0.07 per word');
    expect(professional).toHaveTextContent('Delivery2–3 business days');
    expect(sworn).toHaveTextContent('Rate$40.00 per page');
    expect(sworn).toHaveTextContent('Delivery3–5 business days');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it("says 'None' for a quote without a session, flags the languages, keeps a three-decimal rate", async () => {
    const user = userEvent.setup();
    const quote = makeAdminQuote({
      sessionId: null,
      sourceLanguage: 'french',
      targetLanguage: 'english',
      pricing: {
        professional: {
          price: 46.2,
          rate: 0.075,
          rateType: 'per_word',
          timeEstimate: '1 business day',
          available: true,
        },
        sworn: { price: 120, rate: 42.5, rateType: 'per_page', timeEstimate: '3–5 business days', available: true },
      },
    });
    answerQuotes(200, makeQuotesResponse([quote]));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View quote 3f2a9c1e' }));
    const dialog = screen.getByRole('dialog', { name: 'Quote Details' });
    expect(within(dialog).getByText('Session ID').nextElementSibling).toHaveTextContent('None');
    // The languages by name, never a flag (a flag is a country: a US flag for English, empty boxes in some browsers).
    expect(dialog).toHaveTextContent('French→toEnglish');
    expect(dialog).toHaveTextContent('$0.075 per word');
    expect(dialog).toHaveTextContent('$42.50 per page');
    expect(dialog).toHaveTextContent('1 business day');
    expect(within(dialog).getByText('Visa plan').nextElementSibling).toHaveTextContent('None');
  });

  it('names the visa plan a quote was made from', async () => {
    const user = userEvent.setup();
    const planId = '5d9c3e1a-7b2f-4c6d-8e9a-0b1c2d3e4f5a';
    answerQuotes(200, makeQuotesResponse([makeAdminQuote({ planId })]));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View quote 3f2a9c1e' }));
    const dialog = screen.getByRole('dialog', { name: 'Quote Details' });
    expect(within(dialog).getByText('Visa plan').nextElementSibling).toHaveTextContent(
      `From the visa planner: plan ${planId}`,
    );
  });

  it("says 'Failed to load quotes' when the list cannot be loaded", async () => {
    answerQuotes(500, { error: 'Something went wrong', code: 'INTERNAL' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load quotes');
  });
});
