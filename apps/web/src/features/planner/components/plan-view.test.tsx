import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { SAMPLE_PLAN, SAMPLE_PLAN_ID } from '../testing/sample-plan';
import { NoPlanFound, PlanView } from './plan-view';

const fetchMock = vi.fn<typeof fetch>();

const onReplace = vi.fn();

const renderView = (
  element = <PlanView planId={SAMPLE_PLAN_ID} plan={SAMPLE_PLAN} onReplace={onReplace} />,
  address = '/document-kits',
) => {
  const router = createMemoryRouter(
    [
      { path: '/document-kits', element },
      { path: '/:lang/document-kits', element },
    ],
    {
      initialEntries: [address],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  fetchMock.mockReset();
  onReplace.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanView', () => {
  it('shows the title, verified date and counts', () => {
    renderView();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spain Digital Nomad Visa — Chicago consulate' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Verified Nov 1, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Documents').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Time-sensitive', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
  });

  it('alerts about time-sensitive documents with their dates', () => {
    renderView();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Urgent: 1 time-sensitive document');
    expect(alert).toHaveTextContent('FBI Identity History Summary');
    expect(alert).toHaveTextContent('start Nov 21, 2026, due Jan 19, 2027 (valid 90 days)');
  });

  it('labels warning levels in words', () => {
    renderView();
    const warnings = screen.getByRole('region', { name: 'Check these first' });
    const items = within(warnings).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CriticalProof of income: Your income is below the required monthly minimum for you and one family member.',
      'WarningFBI Identity History Summary: The FBI check must be less than 90 days old at the appointment.',
      'NotePassports are used as they are: no apostille, no translation.',
    ]);
  });

  it('lists documents by start date as rows that open to steps, thresholds and the shortfall', async () => {
    const user = userEvent.setup();
    renderView();
    const timeline = screen.getByRole('region', { name: 'Processing timeline' });
    const rows = within(timeline).getAllByRole('button');
    expect(rows.map((row) => row.textContent?.split('Nov')[0]?.split('Jan')[0])).toEqual([
      'FBI Identity History Summary',
      'Marriage certificate',
      'Proof of income',
    ]);

    const income = within(timeline).getByRole('button', { name: /Proof of income/ });
    expect(income).toHaveAttribute('aria-expanded', 'false');
    await user.click(income);
    expect(income).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(income.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('table', { name: /Required income 2026/ })).toHaveTextContent('€3,799.95');
    expect(panel).toHaveTextContent('Income shortfall: €1,039.95 per month');
    expect(panel).toHaveTextContent('$3,000 at 0.92 EUR per USD');

    const fbi = within(timeline).getByRole('button', { name: /FBI Identity History Summary/ });
    await user.click(fbi);
    const fbiPanel = document.getElementById(fbi.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(fbiPanel).toHaveTextContent('Apostille: Federal apostille from the US Department of State');
    expect(fbiPanel).toHaveTextContent('Dec 1, 2026toJan 12, 2027');
    expect(fbiPanel).toHaveTextContent('Federal apostille (US Department of State) — form DS-4194');
    expect(fbiPanel).toHaveTextContent('Must be at most 90 days old at the appointment');
  });

  it('links the official sources in a new tab and says unconfirmed facts need checking', () => {
    renderView();
    const sources = screen.getByRole('region', { name: 'Official sources' });
    const link = within(sources).getByRole('link', { name: /FBI — Identity History Summary Checks/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sources).toHaveTextContent(/marked Unconfirmed .* check them with the consulate/);
  });

  it('puts the quote for these documents and the PDF at the top, before the timeline', () => {
    renderView();
    const actions = screen.getByRole('navigation', { name: 'Plan actions' });
    expect(within(actions).getByRole('link', { name: 'Get a quote for these documents' })).toHaveAttribute(
      'href',
      `/upload?planId=${SAMPLE_PLAN_ID}`,
    );
    expect(within(actions).getByRole('link', { name: 'Get the plan as a PDF' })).toHaveAttribute(
      'href',
      '#plan-pdf-heading',
    );
    const timeline = screen.getByRole('region', { name: 'Processing timeline' });
    expect(actions.compareDocumentPosition(timeline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has five next steps, one of them a quote for the plan’s documents on the upload page', () => {
    renderView();
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(steps).getByRole('link', { name: 'Get a quote for these documents' })).toHaveAttribute(
      'href',
      `/upload?planId=${SAMPLE_PLAN_ID}`,
    );
    // A plan in the page's language needs no offer to make it again.
    expect(screen.queryByRole('button', { name: /Make it again/ })).not.toBeInTheDocument();
  });

  it('makes the PDF for an email and starts its download in the same click, with a link as well', async () => {
    const user = userEvent.setup();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    renderView();
    const getPdf = screen.getByRole('button', { name: 'Get PDF' });
    expect(getPdf).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana');
    expect(getPdf).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '@example.com');
    expect(getPdf).toBeEnabled();
    await user.click(getPdf);

    expect(await screen.findByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/planner/pdf',
      method: 'POST',
      body: { plan: SAMPLE_PLAN, planId: SAMPLE_PLAN_ID, email: 'ana@example.com', locale: 'en' },
    });
    answer.resolve(jsonResponse(200, { pdfUrl: '/api/files/plan.pdf?sig=abc', expiresAt: '2026-11-21T10:15:00.000Z' }));
    const link = await screen.findByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', '/api/files/plan.pdf?sig=abc');
    expect(link).toHaveAttribute('download');
    expect(clicked).toEqual([expect.stringMatching(/\/api\/files\/plan\.pdf\?sig=abc$/)]);
    expect(screen.getByText(/Your download has started/)).toBeInTheDocument();
    expect(screen.getByText(/The link expires in 15 minutes/)).toBeInTheDocument();
    click.mockRestore();
  });

  it("shows the API's message when the PDF fails", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Plan not found', code: 'NOT_FOUND' }));
    renderView();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Get PDF' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('Plan not found'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});

describe('PlanView in Spanish and French', () => {
  it('shows the page in Spanish at /es/, with the quote link in Spanish, and asks for the PDF in Spanish', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Plan not found', code: 'NOT_FOUND' }));
    renderView(undefined, '/es/document-kits');
    expect(screen.getByRole('region', { name: 'Revise esto primero' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Calendario de trámites' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Urgente: 1 documento con plazo de validez');
    expect(screen.getByRole('alert')).toHaveTextContent('(válido 90 días)');
    expect(screen.getByText('Documentos').nextSibling).toHaveTextContent('3');
    const actions = screen.getByRole('navigation', { name: 'Acciones del plan' });
    expect(within(actions).getByRole('link', { name: 'Pida un presupuesto para estos documentos' })).toHaveAttribute(
      'href',
      `/es/upload?planId=${SAMPLE_PLAN_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Modificar las respuestas' })).toHaveAttribute(
      'href',
      '/es/planner/wizard',
    );
    expect(screen.getByRole('region', { name: 'Fuentes oficiales' })).toHaveTextContent('Sin confirmar');
    const warnings = within(screen.getByRole('region', { name: 'Revise esto primero' })).getAllByRole('listitem');
    expect(warnings[0]).toHaveTextContent(/^Crítico/);
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Obtener el PDF' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({ body: { locale: 'es' } });
  });

  it('offers to make an English plan again in French, from the same answers', async () => {
    const user = userEvent.setup();
    const remade = { planId: SAMPLE_PLAN_ID, plan: { ...SAMPLE_PLAN, locale: 'fr' } };
    fetchMock.mockResolvedValue(jsonResponse(201, remade));
    renderView(undefined, '/fr/document-kits');
    expect(screen.getByRole('region', { name: 'Prochaines étapes' })).toBeInTheDocument();
    expect(screen.getByText('Ce plan a été rédigé dans une autre langue.', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'L’établir en français' }));
    await waitFor(() => expect(onReplace).toHaveBeenCalledWith(remade));
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: '/api/planner/generate',
      body: { answers: SAMPLE_PLAN.answers, locale: 'fr' },
    });
  });
});

describe('NoPlanFound', () => {
  it('offers to start a new plan', () => {
    renderView(<NoPlanFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'No plan found in session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new plan' })).toHaveAttribute('href', '/planner/wizard');
  });
});
