import { generatePlan } from '@sello/planner/generate-plan';
import type { TPlanLocale } from '@sello/planner/plan-model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { FakeXhr, storedOk } from '@/testing/fake-xhr';
import { publicConfiguration } from '@/testing/public-config-fixtures';
import { makeQuote, QUOTE_ID } from '@/testing/quote-fixtures';
import { UploadQuoteView } from './upload-quote-view';

/** "Get a quote for these documents": the upload page opened from a visa plan (`/upload?planId=`). */

const PLAN_ID = '6f1c2b9e-4d3a-4e8f-9a7b-1c2d3e4f5a6b';
const TODAY = new Date('2026-06-15T10:00:00.000Z');
const planIn = (locale: TPlanLocale) => generatePlan({ visa_type: 'DNV' }, TODAY, { locale });

const configuration = { ...publicConfiguration, limits: { maxUploadMb: 50, maxFiles: 20, acceptedExtensions: [] } };
const fetchMock = vi.fn<typeof fetch>();
type TCall = { url: string; method: string; body: Record<string, unknown> | null };
const calls: TCall[] = [];
// The pages each file is counted at, by name.
const PAGES: Record<string, number> = { 'fbi.pdf': 3, 'contract.pdf': 5 };

const installApi = ({ plan = 'found' }: { plan?: 'found' | 'missing' } = {}) => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, method: init?.method ?? 'GET', body });
    if (url === '/api/config/all') return jsonResponse(200, { success: true, configuration });
    if (url.startsWith(`/api/planner/plans/${PLAN_ID}`)) {
      if (plan === 'missing') return jsonResponse(404, { error: 'Plan not found', code: 'NOT_FOUND' });
      const locale = (new URL(url, 'http://localhost').searchParams.get('locale') ?? 'en') as TPlanLocale;
      return jsonResponse(200, { planId: PLAN_ID, plan: planIn(locale) });
    }
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
          pages: PAGES[body.filename] ?? 1,
          wordCount: 900,
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
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
};

const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
};

const renderPage = (path: string) => {
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

const KEY = { fbi: 'key-fbipdf-0000000000000000', contract: 'key-contractpdf-0000000000000000' };
const pdf = (name: string) => new File([new Uint8Array(1_000)], name, { type: 'application/pdf' });
/** The documents the plan says to translate, as the page must list them. */
const translatedCards = (locale: TPlanLocale) =>
  planIn(locale).web.cards.filter((card) => card.translation.type !== 'none');
const cardLabel = (locale: TPlanLocale, docId: string) =>
  translatedCards(locale).find((card) => card.doc_id === docId)?.label ?? '';
const money = (dollars: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);
const total = () => screen.getByTestId('plan-estimate-total').textContent?.replace(/\s/g, ' ');

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockReset();
  FakeXhr.reset();
  FakeXhr.autoRespond = storedOk;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload page opened from a visa plan', () => {
  it('in Spanish: one slot per document to translate, named in Spanish, a running estimate, and one quote', async () => {
    installApi();
    const user = userEvent.setup();
    renderPage(`/es/upload?planId=${PLAN_ID}`);

    const cards = translatedCards('es');
    expect(cards.length).toBeGreaterThan(2);
    const list = await screen.findByRole('list', { name: 'Suba los documentos de su plan' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(cards.map((card) => card.label));
    expect(calls.some((call) => call.url === `/api/planner/plans/${PLAN_ID}?locale=es`)).toBe(true);
    // Neither the ordinary drop area nor the manual estimate: the plan's documents are the page.
    expect(screen.queryByLabelText('Elegir los documentos que desea traducir')).not.toBeInTheDocument();

    // Before any file: the plan's typical page counts, at the sworn rate of the configuration ($45 a page).
    const rate = publicConfiguration.pricing.sworn.rate;
    const typical = cards.reduce((sum, card) => sum + (card.typical_pages ?? 1), 0);
    await waitFor(() => expect(total()).toBe(money(typical * rate, 'es-ES').replace(/\s/g, ' ')));
    expect(screen.getByRole('button', { name: 'Obtener un solo presupuesto' })).toBeDisabled();

    // Two files arrive: each replaces its document's typical count with its own.
    const fbi = cardLabel('es', 'fbi_record');
    const employer = cardLabel('es', 'employer_certificate');
    await user.upload(screen.getByLabelText(`Elegir el archivo de ${fbi}`), pdf('fbi.pdf'));
    await user.upload(screen.getByLabelText(`Elegir el archivo de ${employer}`), pdf('contract.pdf'));
    await waitFor(() => expect(screen.getAllByText(/páginas contadas/)).toHaveLength(2));
    const typicalOf = (docId: string) => cards.find((card) => card.doc_id === docId)?.typical_pages ?? 1;
    const pages = typical - typicalOf('fbi_record') - typicalOf('employer_certificate') + 3 + 5;
    await waitFor(() => expect(total()).toBe(money(pages * rate, 'es-ES').replace(/\s/g, ' ')));
    expect(screen.getByText(`${cards.length - 2} documentos aún no tienen archivo.`, { exact: false })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Obtener un solo presupuesto' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/es/quote?id=${QUOTE_ID}`);
    const create = calls.find((call) => call.url === '/api/quotes');
    // Nothing in the page's language goes on the wire: the keys, the pair and the plan.
    expect(create?.body).toEqual({
      sourceLanguage: 'english',
      targetLanguage: 'spanish',
      sessionId: expect.any(String),
      planId: PLAN_ID,
      files: cards
        .map((card) => card.doc_id)
        .filter((id) => id === 'fbi_record' || id === 'employer_certificate')
        .map((id) => ({ fileKey: id === 'fbi_record' ? KEY.fbi : KEY.contract })),
    });
  });

  it('in French, a refused file is said in its slot and does not count', async () => {
    installApi();
    const user = userEvent.setup({ applyAccept: false });
    renderPage(`/fr/upload?planId=${PLAN_ID}`);
    await screen.findByRole('list', { name: 'Envoyez les documents de votre plan' });
    const fbi = cardLabel('fr', 'fbi_record');
    await user.upload(
      screen.getByLabelText(`Choisir le fichier pour ${fbi}`),
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe : ce type de fichier n’est pas accepté.');
    expect(calls.some((call) => call.url === '/api/uploads/presigned-url')).toBe(false);
    expect(screen.getByRole('button', { name: 'Obtenir un seul devis' })).toBeDisabled();
  });

  it('a plan that cannot be read leaves the ordinary page, with a note', async () => {
    installApi({ plan: 'missing' });
    renderPage(`/upload?planId=${PLAN_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't open that visa plan");
    expect(screen.getByLabelText('Choose documents to translate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get estimate' })).toBeInTheDocument();
  });
});
