import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { FakeXhr, storedOk } from '@/testing/fake-xhr';
import { makeQuote, QUOTE_ID } from '@/testing/quote-fixtures';
import { UploadQuoteView } from './upload-quote-view';

const fetchMock = vi.fn<typeof fetch>();
type TCall = { url: string; method: string; body: Record<string, unknown> | null };
const calls: TCall[] = [];

const installApi = () => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, method: init?.method ?? 'GET', body });
    if (url === '/api/uploads/presigned-url') {
      return jsonResponse(200, {
        uploads: body.files.map((file: { filename: string }) => ({
          fileKey: `key-${file.filename.replace(/\W/g, '')}-0000000000000000`,
          originalFilename: file.filename,
          uploadUrl: `/api/uploads/key-${file.filename}?expires=9&signature=s`,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        })),
      });
    }
    if (url === '/api/analyze/document') {
      return jsonResponse(200, {
        success: true,
        analysis: {
          fileKey: body.fileKey,
          filename: body.filename,
          pages: 4,
          wordCount: 1_234,
          size: body.size,
          contentType: body.contentType,
          method: 'text',
          estimated: false,
          perPage: null,
          ocrConfidence: null,
          warnings: [],
        },
      });
    }
    if (url === '/api/quotes' && init?.method === 'POST')
      return jsonResponse(201, { success: true, quote: makeQuote() });
    // Configuration and pricing: the page must work without them.
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
};

const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
};

const renderPage = (path = '/upload') => {
  const router = createMemoryRouter(
    ['', '/es', '/fr'].flatMap((prefix) => [
      { path: `${prefix}/upload`, element: <UploadQuoteView /> },
      { path: `${prefix}/quote`, element: <LocationProbe /> },
    ]),
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const pdf = (name: string, size = 1_000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = () => screen.getByLabelText('Choose documents to translate') as HTMLInputElement;

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockReset();
  FakeXhr.reset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  window.sessionStorage.clear();
  installApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UploadQuoteView', () => {
  it('says that photos and scans are read by OCR and that their counts are confirmed by the team', () => {
    renderPage();
    expect(
      screen.getByText(
        'Photos and scanned pages are read by OCR to count their words and pages; our team confirms the counts of scans before work starts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/for now/i)).not.toBeInTheDocument();
  });

  it('resets the target to a valid language when the source changes', async () => {
    const user = userEvent.setup();
    renderPage();
    const source = screen.getByRole('combobox', { name: 'Translate from' });
    const target = screen.getByRole('combobox', { name: 'Translate into' });
    expect(source).toHaveValue('english');
    expect(target).toHaveValue('spanish');
    await user.selectOptions(target, 'french');
    expect(target).toHaveValue('french');

    await user.selectOptions(source, 'french');
    expect(target).toHaveValue('english');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English']);

    await user.selectOptions(source, 'spanish');
    expect(target).toHaveValue('english');

    await user.selectOptions(source, 'english');
    expect(target).toHaveValue('spanish');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Spanish', 'French']);
  });

  it('ignores a file with the same name and size as one already chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), [pdf('contract.pdf'), pdf('letter.pdf')]);
    await user.upload(fileInput(), [pdf('contract.pdf')]);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(screen.getByText('contract.pdf is already in your list, so it was not added again.')).toBeInTheDocument();

    // Same name, different size: a different file.
    await user.upload(fileInput(), [pdf('contract.pdf', 2_000)]);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
  });

  it('refuses a file type that is not accepted, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await user.upload(fileInput(), [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe: this type of file is not accepted.');
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('removes one file, or all of them', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(screen.queryByText('b.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze files & get a quote' })).toBeDisabled();
  });

  it('shows the manual-estimate validation messages', async () => {
    const user = userEvent.setup();
    renderPage();
    const pages = screen.getByRole('spinbutton', { name: /Number of pages/ });
    const words = screen.getByRole('spinbutton', { name: /Number of words/ });
    const submit = screen.getByRole('button', { name: 'Get estimate' });

    await user.click(submit);
    expect(await screen.findByText('Please enter a valid page count greater than 0.')).toBeInTheDocument();
    expect(pages).toHaveAttribute('aria-invalid', 'true');

    await user.type(pages, '0');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid page count greater than 0.')).toBeInTheDocument();

    await user.clear(pages);
    await user.type(pages, '2');
    await user.type(words, '-5');
    await user.click(submit);
    expect(await screen.findByText('Word count must be a non-negative number.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid page count greater than 0.')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/quotes')).toBe(false);
  });

  it('creates a manual-estimate quote (words optional) and opens it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Translate from' }), 'spanish');
    await user.type(screen.getByRole('spinbutton', { name: /Number of pages/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Get estimate' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/quote?id=${QUOTE_ID}`);
    const create = calls.find((call) => call.url === '/api/quotes');
    expect(create?.body).toEqual({
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      sessionId: expect.any(String),
      manualEstimate: { pages: 3 },
    });
    expect(window.sessionStorage.getItem('sello.quote-session')).toBe(create?.body?.sessionId);
  });

  it.each([
    ['a 5xx without an error field', async () => jsonResponse(500, { code: 'INTERNAL' })],
    ['an unreadable body', async () => new Response('<html>oops</html>', { status: 503 })],
  ])(
    "says 'Your quote could not be created' after %s, and the server's own message when it sends one",
    async (_, answer) => {
      const user = userEvent.setup();
      fetchMock.mockImplementation(async (input, init) =>
        String(input) === '/api/quotes' && init?.method === 'POST'
          ? answer()
          : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }),
      );
      renderPage();
      await user.type(screen.getByRole('spinbutton', { name: /Number of pages/ }), '3');
      await user.click(screen.getByRole('button', { name: 'Get estimate' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't create your quote");
      expect(alert).toHaveTextContent('Your quote could not be created. Please try again.');

      fetchMock.mockImplementation(async () =>
        jsonResponse(400, { error: 'This language pair is not offered', code: 'VALIDATION_ERROR' }),
      );
      await user.click(screen.getByRole('button', { name: 'Get estimate' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This language pair is not offered'));
    },
  );

  it('uploads, analyses, retries only the failed file, then creates the quote from the keys', async () => {
    FakeXhr.autoRespond = (xhr) =>
      xhr.url.includes('flaky.pdf')
        ? xhr.respond(503, { error: 'Storage is unavailable right now.', code: 'UNAVAILABLE' })
        : storedOk(xhr);
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), [pdf('good.pdf'), pdf('flaky.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Analyze files & get a quote' }));

    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Upload error');
    expect(box).toHaveTextContent('1 of 2 files could not be uploaded.');
    expect(box).toHaveTextContent('flaky.pdf');
    expect(screen.getByText('4 pages · 1,234 words')).toBeInTheDocument();
    expect(screen.getByText('Storage is unavailable right now.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/quotes')).toBe(false);

    FakeXhr.autoRespond = storedOk;
    await user.click(within(box).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/quote?id=${QUOTE_ID}`);
    expect(FakeXhr.instances.map((xhr) => xhr.url.split('?')[0])).toEqual([
      '/api/uploads/key-good.pdf',
      '/api/uploads/key-flaky.pdf',
      '/api/uploads/key-flaky.pdf',
    ]);
    expect(calls.filter((call) => call.url === '/api/uploads/presigned-url')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/analyze/document')).toHaveLength(2);
    expect(calls.find((call) => call.url === '/api/quotes')?.body).toEqual({
      sourceLanguage: 'english',
      targetLanguage: 'spanish',
      sessionId: expect.any(String),
      files: [{ fileKey: 'key-goodpdf-0000000000000000' }, { fileKey: 'key-flakypdf-0000000000000000' }],
    });
  });

  it('shows real upload progress in a progressbar', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.upload(fileInput(), [pdf('big.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Analyze files & get a quote' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0] as FakeXhr;
    xhr.progress(42, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload of big.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByText('Uploading 42%')).toBeInTheDocument();

    storedOk(xhr);
    expect(await screen.findByTestId('location')).toHaveTextContent('/quote?id=');
  });

  it('is in Spanish at /es/upload: the steps, the languages by name, the refusals and the quote opened in Spanish', async () => {
    FakeXhr.autoRespond = storedOk;
    const user = userEvent.setup({ applyAccept: false });
    renderPage('/es/upload');
    expect(screen.getByRole('heading', { name: 'Elija los idiomas' })).toBeInTheDocument();
    const target = screen.getByRole('combobox', { name: 'Idioma de destino' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Español', 'Francés']);
    expect(screen.getByText('Arrastre y suelte sus archivos aquí')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calcular el precio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /¿No tiene los documentos a mano\?/ })).toBeInTheDocument();

    const input = screen.getByLabelText('Elegir los documentos que desea traducir');
    await user.upload(input, [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Este archivo no se ha añadido');
    expect(alert).toHaveTextContent('setup.exe: no se admite este tipo de archivo.');

    await user.upload(input, [pdf('contrato.pdf')]);
    expect(screen.getByRole('heading', { name: 'Sus archivos (1)' })).toBeInTheDocument();
    expect(screen.getByText('Listo para subir')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Obtener el presupuesto' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/es/quote?id=${QUOTE_ID}`);
  });

  it('is in French at /fr/upload, its manual estimate errors too', async () => {
    const user = userEvent.setup();
    renderPage('/fr/upload');
    expect(screen.getByRole('heading', { name: 'Envoyez vos documents' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue d’origine' })).toHaveValue('english');
    expect(screen.getByRole('option', { name: 'Anglais' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Obtenir une estimation' }));
    expect(await screen.findByText('Indiquez un nombre entier de pages, au moins 1.')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: /Nombre de pages/ }), '2');
    await user.type(screen.getByRole('spinbutton', { name: /Nombre de mots/ }), '-5');
    await user.click(screen.getByRole('button', { name: 'Obtenir une estimation' }));
    expect(await screen.findByText('Indiquez un nombre entier de mots, 0 ou plus.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/quotes')).toBe(false);
  });
});
