import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { SAMPLE_PLAN_RESPONSE } from '../testing/sample-plan';
import { ANSWERS_STORAGE_KEY, loadPlan, loadWizard, saveWizard } from './planner-storage';
import { PlannerWizard } from './planner-wizard';
import { DEFAULT_WIZARD_VALUES, type TWizardValues } from './wizard-values';

const fetchMock = vi.fn<typeof fetch>();

const renderWizard = (url = '/planner/wizard') => {
  const router = createMemoryRouter(
    [
      { path: '/planner/wizard', element: <PlannerWizard /> },
      { path: '/:lang/planner/wizard', element: <PlannerWizard /> },
      { path: '/document-kits', element: <h1>Plan page</h1> },
      { path: '/:lang/document-kits', element: <h1>Plan page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const next = () => screen.getByRole('button', { name: 'Next' });

const READY: TWizardValues = {
  ...DEFAULT_WIZARD_VALUES,
  visa_type: 'DNV',
  consulate: 'Chicago',
  applicant_type: 'employee',
  citizenship_status: 'usc',
  nie_status: 'need',
  has_dependents: 'yes',
  dependents_count: '1',
  monthly_income_amount: '3000',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('PlannerWizard', () => {
  it('takes country and visa from the query, accepting the visa label', async () => {
    renderWizard('/planner/wizard?country=es&visa=Telework%20(Digital%20Nomad)');
    expect(await screen.findByText('Step 1 of 9 — Destination')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('ES');
    expect(screen.getByRole('combobox', { name: /^Visa type/ })).toHaveValue('DNV');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it("preselects the specification's defaults: Spain, the Digital Nomad visa, Chicago", async () => {
    renderWizard('/planner/wizard');
    expect(await screen.findByRole('combobox', { name: /^Consulate/ })).toHaveValue('Chicago');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('ES');
    expect(screen.getByRole('combobox', { name: /^Visa type/ })).toHaveValue('DNV');
    expect(screen.getByRole('option', { name: 'Washington DC' })).toHaveValue('Washington DC');
  });

  it('advances only when the step is valid, with errors under the fields', async () => {
    const user = userEvent.setup();
    // Answers saved before a consulate was chosen.
    saveWizard({ step: 0, query: '', values: { ...DEFAULT_WIZARD_VALUES, consulate: '' } });
    renderWizard('/planner/wizard');
    const consulate = await screen.findByRole('combobox', { name: /^Consulate/ });
    await user.click(next());

    await waitFor(() => expect(consulate).toHaveAttribute('aria-invalid', 'true'));
    const errorId = consulate.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Choose the consulate for your place of residence');
    expect(stepHeading()).toHaveTextContent('Step 1 of 9 — Destination');

    await user.selectOptions(consulate, 'San Francisco');
    await user.click(next());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 9 — Applicant'));
    expect(stepHeading()).toHaveFocus();
    expect(
      screen.getByRole('list', { name: 'Planner steps' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Applicant');

    // Employee and 'I need one' are preselected; the citizenship is the one answer left.
    expect(screen.getByRole('radio', { name: /^Employee/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /I need one/ })).toBeChecked();
    await user.click(next());
    expect(await screen.findByText('Choose your citizenship status')).toBeInTheDocument();
    expect(screen.queryByText('Choose how you work')).not.toBeInTheDocument();
    // A shown error goes as soon as the answer is fixed (no blur needed).
    await user.click(screen.getByRole('radio', { name: /US citizen/ }));
    await waitFor(() => expect(screen.queryByText('Choose your citizenship status')).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: /Self-employed/ }));
    await user.click(screen.getByRole('radio', { name: /I have one/ }));
    await user.click(next());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 9 — Dependents'));

    // Dependents: the count is asked only with family members, and must be a number.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /How many family members/ }), 'two');
    await user.click(next());
    expect(await screen.findByText(/Enter how many family members come with you as a number/)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /How many family members/ }));
    await user.type(screen.getByRole('textbox', { name: /How many family members/ }), '2');
    await user.click(next());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 4 of 9 — Residence'));

    // Residence: US 60 by default; a new row's country is chosen by name, and must be.
    expect(screen.getByRole('combobox', { name: /^Country 1/ })).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: /^Months/ })).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: 'Add a country' }));
    await user.type(screen.getAllByRole('textbox', { name: /^Months/ })[1] as HTMLElement, '0');
    await user.click(next());
    expect(await screen.findByText('Choose a country from the list')).toBeInTheDocument();
    await user.clear(screen.getAllByRole('textbox', { name: /^Months/ })[1] as HTMLElement);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country 2/ }), 'Mexico');
    expect(screen.getByRole('combobox', { name: /^Country 2/ })).toHaveValue('MX');
    await user.type(screen.getAllByRole('textbox', { name: /^Months/ })[1] as HTMLElement, '6');
    await user.click(next());
    expect(await screen.findByText('The months add up to more than 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove country 2' }));
    await user.click(next());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 5 of 9 — Company'));
    await user.selectOptions(screen.getByRole('combobox', { name: /State where your business/ }), 'Delaware');
    expect(screen.getByRole('combobox', { name: /State where your business/ })).toHaveValue('DE');

    const saved = loadWizard();
    expect(saved?.step).toBe(4);
    expect(saved?.values).toMatchObject({
      consulate: 'San Francisco',
      dependents_count: '2',
      company_state_incorp: 'DE',
    });
  });

  it('explains a step that does not apply and lets it pass', async () => {
    const user = userEvent.setup();
    saveWizard({ step: 4, query: '', values: { ...READY, visa_type: 'NLV' } });
    renderWizard();
    expect(await screen.findByText(/Not needed for a Non-lucrative visa/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(next());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 6 of 9 — Credentials'));
    expect(screen.getByText(/Not needed for a Non-lucrative visa/)).toBeInTheDocument();
  });

  it('restores saved answers and step, and a saved visa is not overridden by the same query', async () => {
    saveWizard({ step: 1, query: 'ES|DNV', values: { ...READY, visa_type: 'WKV' } });
    renderWizard('/planner/wizard?country=ES&visa=DNV');
    expect(await screen.findByText('Step 2 of 9 — Applicant')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Employee/ })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(ANSWERS_STORAGE_KEY) ?? '{}').values.visa_type).toBe('WKV');
  });

  it('asks for the countries lived in and the company state by name, from lists', async () => {
    const user = userEvent.setup();
    saveWizard({ step: 3, query: '', values: READY });
    renderWizard();
    expect(await screen.findByText('Step 4 of 9 — Residence')).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /^Country 1/ });
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'United States', selected: true })).toBeInTheDocument();
    await user.selectOptions(country, 'Mexico');
    expect(country).toHaveValue('MX');
    await user.click(next());

    expect(await screen.findByText('Step 5 of 9 — Company')).toBeInTheDocument();
    const state = screen.getByRole('combobox', { name: /^State where the company is incorporated/ });
    await user.selectOptions(state, 'Delaware');
    expect(state).toHaveValue('DE');
    expect(JSON.parse(localStorage.getItem(ANSWERS_STORAGE_KEY) ?? '{}').values).toMatchObject({
      residence_history_5y: [{ country: 'MX', months: '60' }],
      company_state_incorp: 'DE',
    });
  });

  it('lists every answer on the review step with Edit buttons back to its step', async () => {
    const user = userEvent.setup();
    saveWizard({ step: 8, query: '', values: READY });
    renderWizard();
    expect(await screen.findByText('Step 9 of 9 — Review')).toBeInTheDocument();
    const destination = screen.getByRole('region', { name: 'Destination' });
    expect(within(destination).getByText('Telework (Digital Nomad)')).toBeInTheDocument();
    expect(within(destination).getByText('Chicago')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Residence' })).getByText('United States — 60 months'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Dependents' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 9 — Dependents'));
    expect(screen.getByRole('textbox', { name: /How many family members/ })).toHaveValue('1');
  });

  it('generates the plan, keeps it in session storage and opens the plan view', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    saveWizard({ step: 8, query: '', values: READY });
    const router = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Generate plan' }));

    expect(await screen.findByRole('button', { name: 'Computing…' })).toBeDisabled();
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({ url: '/api/planner/generate', method: 'POST' });
    expect(call.body).toMatchObject({
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Chicago',
      answers: { has_dependents: true, dependents_count: 1, monthly_income_amount: 3000 },
      locale: 'en',
    });

    answer.resolve(jsonResponse(201, SAMPLE_PLAN_RESPONSE));
    expect(await screen.findByRole('heading', { name: 'Plan page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/document-kits');
    expect(loadPlan()).toEqual(SAMPLE_PLAN_RESPONSE);
  });

  it('shows a failure on the review step', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(503, { error: 'The planner is resting', code: 'UNAVAILABLE' }));
    saveWizard({ step: 8, query: '', values: READY });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Generate plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate plan');
    expect(alert).toHaveTextContent('The planner is resting');
    expect(screen.getByRole('button', { name: 'Generate plan' })).toBeEnabled();
  });

  it('sends the visitor to the first step with an invalid saved answer instead of generating', async () => {
    const user = userEvent.setup();
    saveWizard({ step: 8, query: '', values: { ...READY, monthly_income_amount: 'lots' } });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Generate plan' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 7 of 9 — Income'));
    expect(screen.getByText('Enter your monthly income as a number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks its questions in Spanish at /es/, with Spanish errors and options', async () => {
    const user = userEvent.setup();
    renderWizard('/es/planner/wizard');
    expect(await screen.findByText('Paso 1 de 9 — Destino')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('¿Dónde presenta la solicitud?');
    expect(screen.getByRole('combobox', { name: /^Tipo de visado/ })).toHaveValue('DNV');
    expect(screen.getByRole('option', { name: 'Teletrabajo (nómada digital)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pasos del planificador' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Paso 2 de 9 — Solicitante')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Por cuenta ajena/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Elija su nacionalidad')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Ciudadano estadounidense/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.type(screen.getByRole('textbox', { name: /¿Cuántos familiares\?/ }), 'dos');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Indique cuántos familiares le acompañan en cifras')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
  });

  it('generates a French plan at /fr/ and opens it at /fr/', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201, SAMPLE_PLAN_RESPONSE));
    saveWizard({ step: 8, query: '', values: READY });
    const router = renderWizard('/fr/planner/wizard');
    expect(await screen.findByText('Étape 9 sur 9 — Vérification')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Destination' })).toHaveTextContent('Télétravail (nomade numérique)');
    expect(screen.getByRole('button', { name: 'Modifier : Famille' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Établir le plan' }));
    expect(await screen.findByRole('heading', { name: 'Plan page' })).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? []).body).toMatchObject({ locale: 'fr' });
    expect(router.state.location.pathname).toBe('/fr/document-kits');
  });
});
