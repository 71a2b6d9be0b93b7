import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminToken } from './support/admin-api';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, type Page, test } from './support/test';

type TStoredPlan = {
  planId: string;
  plan: {
    answers: { consulate: string };
    web: {
      header: { title: string };
      cards: Array<{ label: string; time_sensitive: boolean; income_check: { meets_threshold: boolean } | null }>;
    };
    summary: { total_documents: number; time_sensitive_documents: number };
  };
};

const storedPlan = async (page: Page): Promise<TStoredPlan> =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('sello.planner.plan'))) ?? 'null');

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Step \d of 9/ });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Same-text check across the PDF's line breaks: both sides with their whitespace collapsed. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The answers the wizard test gives, as the API takes them: income below the threshold, one dependent. */
const WIZARD_ANSWERS = {
  country: 'ES',
  visa_type: 'DNV',
  consulate: 'Chicago',
  answers: {
    applicant_type: 'employee',
    has_dependents: true,
    dependents_count: 1,
    company_state_incorp: 'DE',
    company_age_months: 36,
    months_with_company: 14,
    has_degree: true,
    years_experience: 6,
    monthly_income_amount: 2000,
    monthly_income_currency: 'USD',
    health_insurance_has_no_copays_limits: true,
  },
};

/** A plan generated through the API and put in the session the way the wizard leaves it, then its page opened. */
const openGeneratedPlan = async (
  page: Page,
  request: APIRequestContext,
  body: object = WIZARD_ANSWERS,
  prefix: '' | '/es' | '/fr' = '',
) => {
  const res = await request.post('/api/planner/generate', { data: body });
  expect(res.status()).toBe(201);
  const generated = (await res.json()) as TStoredPlan;
  await page.addInitScript((value) => sessionStorage.setItem('sello.planner.plan', value), JSON.stringify(generated));
  await page.goto(`${prefix}/planner/plan`);
  await expect(page.getByRole('heading', { level: 1, name: generated.plan.web.header.title })).toBeVisible();
  return generated;
};

test("wizard: the specification's defaults are preselected, answers survive a reload and Back, the review generates the plan", async ({
  page,
}, testInfo) => {
  // A genuinely long journey: nine steps, a reload and two steps back, each a render and a check. Taking the
  // steps apart would only replay the earlier ones (the answers live in the page's session).
  test.setTimeout(60_000);
  await page.goto('/planner/wizard?country=ES&visa=Telework%20(Digital%20Nomad)');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stepHeading(page)).toContainText('Step 1 of 9 — Destination');
  await expect(page.getByRole('combobox', { name: /^Visa type/ })).toHaveValue('DNV');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expectAxeClean(page);

  // Step 1 comes with Chicago preselected; consulates are offered by name.
  const consulate = page.getByRole('combobox', { name: /^Consulate/ });
  await expect(consulate).toHaveValue('Chicago');
  await consulate.selectOption('New York');
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 2 of 9 — Applicant');
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByRole('radio', { name: /^Employee/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^I need one/ })).toBeChecked();
  await page.getByRole('radio', { name: /^US citizen/ }).check();
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 3 of 9 — Dependents');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: /How many family members/ }).fill('1');
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 4 of 9 — Residence');
  // Countries by name from a list; the code travels.
  const country = page.getByRole('combobox', { name: /^Country 1/ });
  await expect(country).toHaveValue('US');
  await expect(country.locator('option:checked')).toHaveText('United States');
  await attachScreenshot(page, testInfo, 'wizard-residence-1280');
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 5 of 9 — Company');
  await page.getByRole('combobox', { name: /State where the company/ }).selectOption({ label: 'Delaware' });
  await page.getByRole('textbox', { name: /Age of the company/ }).fill('36');
  await page.getByRole('textbox', { name: /Months you have worked/ }).fill('14');
  await expect(page.getByRole('combobox', { name: /State where the company/ })).toHaveValue('DE');

  // A reload keeps the answers and the step.
  await page.reload();
  await expect(stepHeading(page)).toContainText('Step 5 of 9 — Company');
  await expect(page.getByRole('combobox', { name: /State where the company/ })).toHaveValue('DE');
  await expect(page.getByRole('textbox', { name: /Months you have worked/ })).toHaveValue('14');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toContainText('Step 3 of 9 — Dependents');
  await expect(page.getByRole('textbox', { name: /How many family members/ })).toHaveValue('1');
  await next(page).click();
  await next(page).click();
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 6 of 9 — Credentials');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: /Years of professional experience/ }).fill('6');
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 7 of 9 — Income');
  await page.getByRole('textbox', { name: /Monthly income/ }).fill('2,000');
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 8 of 9 — Health');
  await page
    .getByRole('group', { name: /health insurance/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await next(page).click();

  await expect(stepHeading(page)).toContainText('Step 9 of 9 — Review');
  const review = page.getByRole('region', { name: 'Company' });
  await expect(review).toContainText('Delaware');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Generate plan' }).click();

  await expect(page).toHaveURL(/\/document-kits$/);
  const { planId, plan } = await storedPlan(page);
  expect(planId).toMatch(/^[0-9a-f-]{36}$/);
  expect(plan.answers.consulate).toBe('New York');
  await expect(page.getByRole('heading', { level: 1, name: plan.web.header.title })).toBeVisible();
  expect(plan.web.cards.find((card) => card.income_check !== null)?.income_check?.meets_threshold).toBe(false);
});

test('the plan page: summary, the urgent documents, and the income row opens to the shortfall', async ({
  page,
  request,
}, testInfo) => {
  const { plan } = await openGeneratedPlan(page, request);
  await attachScreenshot(page, testInfo, 'plan-1280');
  await expect(page.getByText(/^Verified /)).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Documents?$/ }).locator('+ dd')).toHaveText(
    String(plan.summary.total_documents),
  );
  await expect(page.locator('dt', { hasText: 'Time-sensitive' }).locator('+ dd')).toHaveText(
    String(plan.summary.time_sensitive_documents),
  );
  expect(plan.summary.time_sensitive_documents).toBeGreaterThan(0);
  const alert = page.getByRole('alert').filter({ hasText: 'Urgent' });
  await expect(alert).toBeVisible();
  for (const card of plan.web.cards.filter((entry) => entry.time_sensitive))
    await expect(alert).toContainText(card.label);

  // The income is below the threshold: its row opens to the shortfall.
  const incomeCard = plan.web.cards.find((card) => card.income_check !== null);
  expect(incomeCard?.income_check?.meets_threshold).toBe(false);
  const timeline = page.getByRole('region', { name: 'Processing timeline' });
  const row = timeline.getByRole('button', { name: new RegExp(incomeCard?.label ?? '') }).first();
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(timeline.getByText(/Income shortfall: €/)).toBeVisible();
  await expect(timeline.getByRole('button')).toHaveCount(plan.web.cards.length);
  // The opened row is what this test adds to the page; the whole plan passes axe in the 375 px test.
  await expectAxeClean(page, `#${await row.getAttribute('aria-controls')}`);
});

test('the plan PDF: enabled by an email, downloads, renders and lists the cards; the email becomes a lead', async ({
  page,
  request,
}) => {
  const email = `planner-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { plan, planId } = await openGeneratedPlan(page, request);
  const timeline = page.getByRole('region', { name: 'Processing timeline' });

  // The PDF: enabled with an '@'; one click makes it and starts the download, and leaves a link.
  const getPdf = page.getByRole('button', { name: 'Get PDF' });
  await expect(getPdf).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(getPdf).toBeEnabled();
  const pdfRequest = page.waitForRequest((sent) => sent.url().endsWith('/api/planner/pdf'));
  const downloadEvent = page.waitForEvent('download', { timeout: 20_000 });
  await getPdf.click();
  // The specification's client sends the plan as generate returned it, with its id and the email.
  expect((await pdfRequest).postDataJSON()).toEqual({ plan, planId, email, locale: 'en' });
  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toHaveAttribute('download', /.+/);
  await expect(page.getByText(/expires in 15 minutes/)).toBeVisible();

  const dir = mkdtempSync(join(tmpdir(), 'planner-pdf-'));
  try {
    const download = await downloadEvent;
    const file = join(dir, 'plan.pdf');
    await download.saveAs(file);

    execFileSync('pdftoppm', ['-r', '50', '-png', file, join(dir, 'page')]);
    const pages = readdirSync(dir).filter((name) => name.startsWith('page') && name.endsWith('.png'));
    expect(pages.length).toBeGreaterThanOrEqual(1);

    const text = squash(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
    expect(text).toContain(squash(plan.web.header.title));
    expect(text).toContain('Chicago consulate');
    const shownLabels = await timeline.locator('h3 button > span > span > span:first-child').allTextContents();
    expect(shownLabels).toHaveLength(plan.web.cards.length);
    for (const label of shownLabels) expect(text).toContain(squash(label));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The email became a 'planner' lead.
  const token = await adminToken(request);
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/leads?limit=200', { headers: { authorization: `Bearer ${token}` } });
      const { leads } = (await res.json()) as { leads: Array<{ email: string; source: string }> };
      return leads.find((lead) => lead.email === email)?.source;
    })
    .toBe('planner');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the wizard fits the screen and passes axe', async ({ page }) => {
    await page.goto('/document-kits/wizard?visa=NLV');
    await expect(stepHeading(page)).toContainText('Step 1 of 9 — Destination');
    await expect(page.getByRole('combobox', { name: /^Visa type/ })).toHaveValue('NLV');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });

  test('the plan with a row open fits the screen and passes axe', async ({ page, request }) => {
    await openGeneratedPlan(page, request, {
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Miami',
      answers: { has_dependents: true, dependents_count: 2 },
    });
    await page.getByRole('region', { name: 'Processing timeline' }).getByRole('button').first().click();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });

  test('the quote and the PDF are within the first screen and a half; the PDF link leads to its form', async ({
    page,
    request,
  }, testInfo) => {
    const { planId } = await openGeneratedPlan(page, request);
    const actions = page.getByRole('navigation', { name: 'Plan actions' });
    const order = actions.getByRole('link', { name: 'Get a quote for these documents' });
    const toPdf = actions.getByRole('link', { name: 'Get the plan as a PDF' });
    for (const link of [order, toPdf]) {
      const box = await link.boundingBox();
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(812 * 1.5);
    }
    await expect(order).toHaveAttribute('href', `/upload?planId=${planId}`);
    await attachScreenshot(page, testInfo, 'plan-375');
    await toPdf.click();
    await expect(page.getByRole('heading', { name: 'Get your plan as a PDF' })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeInViewport();
    await attachScreenshot(page, testInfo, 'plan-pdf-375');
  });
});

test('without a plan in the session the plan view offers a new one', async ({ page }) => {
  await page.goto('/document-kits');
  await expect(page.getByRole('heading', { level: 1, name: 'No plan found in session' })).toBeVisible();
  await expect(page).toHaveTitle(/Your visa document plan/);
  await page.getByRole('link', { name: 'Start a new plan' }).click();
  await expect(page).toHaveURL(/\/planner\/wizard$/);
  await expect(stepHeading(page)).toContainText('Step 1 of 9 — Destination');
});

const LANGUAGES = [
  {
    locale: 'es',
    step1: 'Paso 1 de 9 — Destino',
    step2: 'Paso 2 de 9 — Solicitante',
    next: 'Siguiente',
    timeline: 'Calendario de trámites',
    quote: 'Pida un presupuesto para estos documentos',
    english: ['Processing timeline', 'Next steps', 'Get a quote', 'Sworn translation', 'Required'],
  },
  {
    locale: 'fr',
    step1: 'Étape 1 sur 9 — Destination',
    step2: 'Étape 2 sur 9 — Demandeur',
    next: 'Suivant',
    timeline: 'Calendrier des démarches',
    quote: 'Demander un devis pour ces documents',
    english: ['Processing timeline', 'Next steps', 'Get a quote', 'Sworn translation', 'Required'],
  },
] as const;

for (const language of LANGUAGES) {
  for (const width of [1280, 375]) {
    test(`the wizard and the plan in ${language.locale} at ${width} px: every word in the language, nothing off the screen`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/${language.locale}/planner/wizard`);
      const heading = page.locator('#planner-step-heading');
      await expect(heading).toContainText(language.step1);
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `wizard-1-${language.locale}-${width}`, { fullPage: true });
      await page.getByRole('button', { name: language.next, exact: true }).click();
      await expect(heading).toContainText(language.step2);
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `wizard-2-${language.locale}-${width}`, { fullPage: true });

      const { planId } = await openGeneratedPlan(
        page,
        request,
        { ...WIZARD_ANSWERS, locale: language.locale },
        `/${language.locale}`,
      );
      const timeline = page.getByRole('region', { name: language.timeline });
      await timeline.getByRole('button').first().click();
      const body = await page.locator('main').innerText();
      for (const word of language.english) expect(body).not.toContain(word);
      await expect(page.getByRole('link', { name: language.quote }).first()).toHaveAttribute(
        'href',
        `/${language.locale}/upload?planId=${planId}`,
      );
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `plan-${language.locale}-${width}`, { fullPage: true });
    });
  }
}
