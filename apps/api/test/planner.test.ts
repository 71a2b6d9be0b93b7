import { generatePlan } from '@sello/planner/generate-plan';
import { formatPlanDate } from '@sello/planner/plan-format';
import { type TPlan, type TPlanCard, ZPlan } from '@sello/planner/plan-model';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { moveStoredPlanPartsIntoWeb } from '../src/db/migrations/0043-quote-plans.ts';
import { AppError } from '../src/errors/app-error.ts';
import { PLAN_PDF_LINK_SECONDS, PLAN_PDF_RETENTION_HOURS } from '../src/services/planner/create-plan-pdf.ts';
import { generateAndStorePlan } from '../src/services/planner/generate-and-store-plan.ts';
import { renderPlanPdf } from '../src/services/planner/render-plan-pdf.ts';
import { toPrintableText } from '../src/services/planner/to-printable-text.ts';
import { deleteUnconvertedUploads } from '../src/services/retention/delete-unconverted-uploads.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { fileLinkPattern, fileStatus, followLink } from './helpers/journey.ts';

const generous = { max: 10_000, timeWindow: '1 minute' };
const validRequest = {
  country: 'ES',
  visa_type: 'DNV',
  consulate: 'chicago',
  answers: { has_dependents: true, dependents_count: 1, monthly_income_amount: 4000 },
};

type TPdfPage = { text: string; width: number; height: number; items: Array<{ x: number; y: number; w: number }> };

/** Text (per page, with each text item's position), links and page count of a PDF, read back with pdf.js. */
const readPdf = async (bytes: Buffer) => {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const pages: TPdfPage[] = [];
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const items: TPdfPage['items'] = [];
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      if (item.str.trim()) items.push({ x: item.transform[4], y: item.transform[5], w: item.width });
    }
    pages.push({ text, width, height, items });
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
    }
  }
  await task.destroy();
  const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
  return { numPages: pdf.numPages, pages, text: flat(pages.map((page) => page.text).join(' ')), links, flat };
};

const card = (overrides: Partial<TPlanCard>): TPlanCard => ({
  doc_id: 'passport',
  label: 'Passport',
  description: 'Your passport, valid for the whole stay.',
  issuer: 'U.S. Department of State',
  requirement: 'required',
  requirement_reason: null,
  steps: [{ code: 'ready', label: 'Check the passport', done: false }],
  apostille: { type: 'none', form: null },
  translation: { type: 'none', note: null },
  validity_days_max: null,
  time_sensitive: false,
  constraints: [],
  notes: [],
  warnings: [],
  confidence: 'official',
  citations: ['exteriores-dnv'],
  cost_usd: null,
  computed_threshold: null,
  income_check: null,
  ...overrides,
});

/** A hand-made plan that exercises every part of the PDF: symbols outside the font, thresholds, warnings. */
const samplePlan = (cardCount = 3): TPlan => {
  const fbi = card({
    doc_id: 'fbi_check',
    label: 'FBI Identity History Summary → apostilled',
    description: 'Criminal record check covering the last 5 years; income ≥ 200 % SMI is checked separately.',
    issuer: 'Federal Bureau of Investigation',
    requirement: 'required',
    steps: [
      { code: 'order', label: 'Request the FBI check online', done: true },
      { code: 'apostille', label: 'Get the federal apostille', done: false },
      { code: 'translate', label: 'Sworn translation into Spanish', done: false },
    ],
    apostille: { type: 'federal', form: 'DS-4194' },
    translation: { type: 'MAEC', note: 'Translate the apostille too.' },
    validity_days_max: 90,
    time_sensitive: true,
    constraints: ['Issued ≤ 90 days before the appointment', 'Fingerprints taken in the U.S.'],
    notes: ['Processing takes 3–5 business days online.'],
    warnings: [{ level: 'critical', message: 'Must still be valid on the appointment day.', doc_id: 'fbi_check' }],
    citations: ['fbi-ihs', 'exteriores-dnv'],
    cost_usd: { min: 18, max: 50 },
  });
  const income = card({
    doc_id: 'proof_of_income',
    label: 'Proof of income (Łódź branch payslips)',
    description: 'Payslips and bank statements for the last 3 months.',
    issuer: 'Your employer',
    requirement: 'conditional',
    requirement_reason: 'You apply as an employee.',
    steps: [
      { code: 'order', label: 'Collect payslips', done: false },
      { code: 'translate', label: 'Certified translation', done: false },
    ],
    translation: { type: 'ATA_or_MAEC', note: null },
    citations: ['smi-2026'],
    computed_threshold: {
      year: 2026,
      basis: 'Annual SMI ÷ 12 × 200 %',
      dependents_count: 1,
      principal_eur: 2849,
      each_dependent_eur: 356.13,
      dependents_eur: { first: 1068.38, additional_each: 356.13 },
      total_monthly_eur: 3917.38,
      total_annual_eur: 47_008.56,
    },
    income_check: {
      income_monthly_eur: 3436.5,
      required_monthly_eur: 3917.38,
      meets_threshold: false,
      shortfall_monthly_eur: 480.88,
      converted_from: { amount: 4000, currency: 'USD', usd_to_eur: 0.859125, rate_date: '2026-11-02' },
    },
  });
  const extra = Array.from({ length: Math.max(0, cardCount - 3) }, (_, index) =>
    card({
      doc_id: `extra_${index}`,
      label: `Supporting document ${index + 1}`,
      description: 'A long description that wraps over several lines. '.repeat(12),
      notes: Array.from({ length: 4 }, (_, n) => `Note ${n + 1}: ${'keep copies of everything. '.repeat(5)}`),
      warnings: [{ level: 'info', message: 'Ask the consulate if unsure.', doc_id: `extra_${index}` }],
    }),
  );
  const cards = [card({}), fbi, income, ...extra];
  return ZPlan.parse({
    dataset_version: '2026.11.1',
    locale: 'en',
    answers: { visa_type: 'DNV', has_dependents: true, dependents_count: 1, monthly_income_amount: 4000 },
    web: {
      header: {
        title: 'Your Spain Digital Nomad Visa document plan',
        subtitle: 'Chicago consulate · 1 dependent',
        last_verified_at: '2026-11-21',
        generated_at: '2026-11-21T10:00:00.000Z',
      },
      cards,
      timeline: [
        {
          doc_id: 'fbi_check',
          doc_label: fbi.label,
          step_code: 'order',
          step_label: 'Request the FBI check online',
          start_date: '2026-12-01',
          due_date: '2026-12-08',
          duration_days: 7,
          cost_usd: { min: 18, max: 18 },
          time_sensitive: true,
        },
        {
          doc_id: 'fbi_check',
          doc_label: fbi.label,
          step_code: 'apostille',
          step_label: 'Get the federal apostille',
          start_date: '2026-12-09',
          due_date: '2027-01-20',
          duration_days: 42,
          cost_usd: null,
          time_sensitive: true,
        },
      ],
      citations_index: [
        {
          id: 'exteriores-dnv',
          title: 'Visado de teletrabajo de carácter internacional',
          url: 'https://www.exteriores.gob.es/Consulados/chicago/en/ServiciosConsulares/Paginas/index.aspx',
          confidence: 'official',
        },
        {
          id: 'fbi-ihs',
          title: 'FBI Identity History Summary Checks',
          url: 'https://www.fbi.gov/how-we-can-help-you/more-fbi-services-and-information/identity-history-summary-checks',
          confidence: 'official',
        },
        {
          id: 'smi-2026',
          title: 'Real Decreto 126/2026 (SMI 2026)',
          url: 'https://www.boe.es/',
          confidence: 'secondary',
        },
      ],
    },
    appointment_date: '2027-02-19',
    summary: { total_documents: cards.length, time_sensitive_documents: 1, critical_warnings: 1 },
    warnings: [
      { level: 'critical', message: 'Must still be valid on the appointment day.', doc_id: 'fbi_check' },
      { level: 'warning', message: 'Book the consulate appointment early — slots go fast.', doc_id: null },
    ],
  });
};

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { plannerGenerate: generous, plannerPdf: generous } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const generate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/planner/generate', payload: payload as object, headers });
const requestPdf = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/planner/pdf', payload: payload as object });
const download = (pdfUrl: string) => followLink(t.app, pdfUrl);
const keyOf = (pdfUrl: string) => new URL(pdfUrl, 'http://localhost').pathname.split('/').pop() ?? '';

describe('POST /api/planner/generate', () => {
  it('stores the plan and returns it with its planId (consulate sent by code, answered by name)', async () => {
    const res = await generate(validRequest);
    expect(res.statusCode).toBe(201);
    const { planId, plan } = res.json();
    expect(z.uuid().safeParse(planId).success).toBe(true);
    const parsed = ZPlan.parse(plan);
    expect(parsed.answers).toMatchObject({
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Chicago',
      dependents_count: 1,
    });

    const row = await t.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirstOrThrow();
    expect(row.plan).toEqual(plan);
    expect(row.answers).toEqual(parsed.answers);
    expect(row.dataset_version).toBe(parsed.dataset_version);
    expect(row.user_id).toBeNull();
  });

  it('takes answers that repeat the top-level fields in other spellings, and keeps the signed-in user', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'planner@sello.test', password: 'planner-pass-1', firstName: 'Pat', lastName: 'Lan' },
    });
    const { accessToken } = signup.json().tokens;
    const res = await generate(
      {
        country: 'ES',
        visa_type: 'NLV',
        consulate: 'miami',
        answers: { country: 'ES', visa_type: 'non-working (non-lucrative) residence', consulate: 'MIAMI' },
      },
      { authorization: `Bearer ${accessToken}` },
    );
    expect(res.statusCode).toBe(201);
    const { planId, plan } = res.json();
    expect(plan.answers).toMatchObject({ country: 'ES', visa_type: 'NLV', consulate: 'Miami' });
    expect(plan.web.header.subtitle).toMatch(/^Consulate of Spain in Miami · /);
    const row = await t.db.selectFrom('plans').select('user_id').where('id', '=', planId).executeTakeFirstOrThrow();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'planner@sello.test')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it.each([
    ['Chicago', 'Chicago'],
    ['new york', 'New York'],
    ['SAN FRANCISCO', 'San Francisco'],
    [' Washington dc ', 'Washington DC'],
    ['washington_dc', 'Washington DC'],
    ['miami', 'Miami'],
  ])('takes the consulate %j and answers with its name %j', async (consulate, name) => {
    const res = await generate({ ...validRequest, consulate });
    expect(res.statusCode).toBe(201);
    expect(res.json().plan.answers.consulate).toBe(name);
  });

  it.each([
    ['Telework (Digital Nomad)', 'DNV'],
    ['work visa', 'WKV'],
    ['nlv', 'NLV'],
  ])('takes the visa type %j and answers with its code %j', async (visa_type, code) => {
    const res = await generate({ ...validRequest, visa_type });
    expect(res.statusCode).toBe(201);
    expect(res.json().plan.answers.visa_type).toBe(code);
  });

  it.each([
    ['an empty body', {}],
    ['empty answers', { answers: {} }],
  ])("applies the specification's defaults to %s", async (_name, payload) => {
    const res = await generate(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().plan.answers).toMatchObject({
      country: 'ES',
      visa_type: 'DNV',
      consulate: 'Chicago',
      applicant_type: 'employee',
      nie_status: 'need',
      residence_history_5y: [{ country: 'US', months: 60 }],
      ssa_certificate_of_coverage: true,
    });
  });

  it.each(['es', 'Es', 'Spain', ' SPAIN '])(
    'takes country %j, at the top level or inside answers, as ES: the same plan',
    async (spelling) => {
      // The plans differ only in when they were made.
      const comparable = (plan: TPlan) => ({ ...plan, web: { header: { ...plan.web.header, generated_at: '' } } });
      const planOf = async (payload: unknown) => {
        const res = await generate(payload);
        expect(res.statusCode).toBe(201);
        return comparable(res.json().plan as TPlan);
      };
      const reference = await planOf({ ...validRequest, country: 'ES' });
      expect(reference.answers.country).toBe('ES');

      expect(await planOf({ ...validRequest, country: spelling })).toEqual(reference);
      const { country: _country, ...withoutCountry } = validRequest;
      expect(await planOf({ ...withoutCountry, answers: { ...validRequest.answers, country: spelling } })).toEqual(
        reference,
      );
      // Both places, spelled differently, still agree.
      expect(
        await planOf({ ...validRequest, country: spelling, answers: { ...validRequest.answers, country: 'ES' } }),
      ).toEqual(reference);
    },
  );

  it("takes the specification's answers object alone, country, visa type and consulate inside it", async () => {
    const res = await generate({ answers: { country: 'ES', visa_type: 'WKV', consulate: 'New York' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().plan.answers).toMatchObject({ country: 'ES', visa_type: 'WKV', consulate: 'New York' });
  });

  it.each([
    ['an unknown visa type', { ...validRequest, visa_type: 'Tourist' }, /^visa_type: visa_type must be one of DNV/],
    [
      'an unknown consulate',
      { ...validRequest, consulate: 'boston' },
      /^consulate: consulate must be one of Chicago, New York, Miami, San Francisco, Washington DC$/,
    ],
    [
      'answers naming another visa type',
      { ...validRequest, answers: { visa_type: 'NLV' } },
      /^answers\.visa_type: answers\.visa_type \(NLV\) does not match visa_type \(DNV\)/,
    ],
    [
      'answers naming another consulate',
      { ...validRequest, answers: { consulate: 'new_york' } },
      /^answers\.consulate: answers\.consulate \(New York\) does not match consulate \(Chicago\)/,
    ],
    [
      'an unknown country',
      { ...validRequest, country: 'FR' },
      /^country: Only Spain \(ES\) is supported: send country as ES or Spain, any case$/,
    ],
    ['a country by another name', { ...validRequest, country: 'France' }, /^country: Only Spain \(ES\) is supported/],
    [
      'answers naming another country',
      { ...validRequest, answers: { country: 'FR' } },
      /^answers\.country: Only Spain \(ES\) is supported/,
    ],
    ['a wrong type', { ...validRequest, answers: { has_dependents: 'yes' } }, /^answers\.has_dependents: /],
    ['an extra field', { ...validRequest, promo: 'x' }, /promo/],
    ['an extra answer', { ...validRequest, answers: { favourite_colour: 'blue' } }, /favourite_colour/],
    ['a bad date', { ...validRequest, answers: { appointment_date: '2027-13-45' } }, /Dates must be YYYY-MM-DD/],
    ['an array body', [validRequest], /^Request body must be a JSON object$/],
  ])('refuses %s with a clear 400', async (_name, payload, message) => {
    const before = await t.db
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await generate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().error).toMatch(message);
    const after = await t.db
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it("turns the planner's own refusal of the answers into a 400, not a 500", async () => {
    const attempt = generateAndStorePlan({
      db: t.db,
      input: { country: 'ES', visa_type: 'XYZ' as 'DNV', consulate: 'Chicago', answers: {} },
      userId: null,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: /^visa_type: visa_type must be one of/,
    });
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/planner/generate',
      headers: { 'content-type': 'application/json' },
      payload: '{"country": "ES", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({ rateLimits: { plannerGenerate: { max: 2, timeWindow: '1 minute' } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/planner/generate', payload: validRequest }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/planner/pdf', () => {
  it('renders a stored plan as a typeset PDF behind a signed link valid 15 minutes', async () => {
    const { planId, plan } = (await generate(validRequest)).json() as { planId: string; plan: TPlan };
    const before = Date.now();
    const res = await requestPdf({ planId });
    expect(res.statusCode).toBe(200);
    const { pdfUrl, expiresAt } = res.json();
    expect(pdfUrl).toMatch(fileLinkPattern(t.storage, keyOf(pdfUrl)));
    expect(keyOf(pdfUrl)).toMatch(/^[0-9a-f-]{36}$/);
    const expiry = Date.parse(expiresAt);
    expect(expiry - before).toBeGreaterThanOrEqual(PLAN_PDF_LINK_SECONDS * 1000 - 2000);
    expect(expiry - before).toBeLessThanOrEqual(PLAN_PDF_LINK_SECONDS * 1000 + 2000);

    const file = await download(pdfUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="spain-dnv-visa-plan-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    if (t.storage.kind === 'local') expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = await readPdf(file.rawPayload);
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain(pdf.flat(toPrintableText(plan.web.header.title)));
    for (const planCard of plan.web.cards) expect(pdf.text).toContain(pdf.flat(toPrintableText(planCard.label)));
    expect(pdf.text).toContain(`Page 1 of ${pdf.numPages}`);
    expect(pdf.text).toContain(`Verified ${formatPlanDate(plan.web.header.last_verified_at)}`);
    for (const citation of plan.web.citations_index) expect(pdf.links).toContain(citation.url);
    // Each step shows its dates from the timeline.
    const step = plan.web.timeline.find((item) => item.start_date !== item.due_date);
    if (step)
      expect(pdf.text).toContain(
        `${formatPlanDate(step.start_date, 'short')} – ${formatPlanDate(step.due_date, 'short')}`,
      );

    const row = await t.db
      .selectFrom('files')
      .selectAll()
      .where('file_key', '=', keyOf(pdfUrl))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'PLAN_PDF', status: 'uploaded', order_id: null, size: file.rawPayload.length });
    expect(row.delete_after?.getTime()).toBeGreaterThan(Date.now() + (PLAN_PDF_RETENTION_HOURS - 1) * 3600_000);
  });

  it('prints a plan made on a Spanish page in Spanish: its words, the labels around them, dates by Intl', async () => {
    const made = await generate({ ...validRequest, locale: 'es' });
    expect(made.statusCode).toBe(201);
    const { planId, plan } = made.json() as { planId: string; plan: TPlan };
    expect(plan.locale).toBe('es');
    expect(plan.web.header.title).toBe('Plan de documentos para España: visado de teletrabajo (nómada digital)');

    const res = await requestPdf({ planId });
    expect(res.statusCode).toBe(200);
    const file = await download(res.json().pdfUrl);
    expect(file.headers['content-disposition']).toMatch(/filename="plan-visado-dnv-espana-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.text).toContain(pdf.flat(plan.web.header.title));
    expect(pdf.text).toContain('Sus documentos');
    expect(pdf.text).toContain('Certificado de antecedentes penales del FBI');
    expect(pdf.text).toContain('Traducción jurada');
    expect(pdf.text).toContain(`Página 1 de ${pdf.numPages}`);
    expect(pdf.text).toContain(`Verificado el ${formatPlanDate(plan.web.header.last_verified_at, 'long', 'es')}`);
    expect(pdf.text).toContain('21 de noviembre de 2026');
    expect(pdf.text).toMatch(/Total exigido: [\d.]+,\d\d € al mes/);
    for (const english of ['Your documents', 'Steps', 'Issued by', 'Sworn translation', 'Page 1 of', 'per month']) {
      expect(pdf.text).not.toContain(english);
    }
  });

  it('prints a stored plan in the language the page asks for: the same documents and dates, in French', async () => {
    const { planId, plan } = (await generate(validRequest)).json() as { planId: string; plan: TPlan };
    expect(plan.locale).toBe('en');
    const res = await requestPdf({ planId, locale: 'fr' });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf((await download(res.json().pdfUrl)).rawPayload);
    const french = generatePlan(plan.answers, new Date(plan.web.header.generated_at), { locale: 'fr' });
    expect(french.web.timeline.map((item) => item.due_date)).toEqual(plan.web.timeline.map((item) => item.due_date));
    expect(pdf.text).toContain(pdf.flat(toPrintableText(french.web.header.title)));
    for (const frenchCard of french.web.cards) expect(pdf.text).toContain(pdf.flat(toPrintableText(frenchCard.label)));
    expect(pdf.text).toContain('Vos documents');
    expect(pdf.text).toContain(`Page 1 sur ${pdf.numPages}`);
    expect(pdf.text).not.toContain('Your documents');
    expect((await requestPdf({ planId, locale: 'de' })).statusCode).toBe(400);
  });

  it('typesets a plan: every section, EUR amounts, symbols the font lacks, links, nothing off the page', async () => {
    // The renderer itself: the route prints only plans the server made, whose text this hand-made plan stretches.
    const plan = samplePlan(12);
    const pdf = await readPdf(await renderPlanPdf({ plan, brandName: 'Sello' }));

    expect(pdf.numPages).toBeGreaterThan(1);
    expect(pdf.text).toContain('Your Spain Digital Nomad Visa document plan');
    expect(pdf.text).toContain('Verified November 21, 2026');
    expect(pdf.text).toContain('Appointment: February 19, 2027');
    expect(pdf.text).toContain('Time-sensitive: 1 document must still be valid on February 19, 2027');
    // Arrows and comparison signs are spelled with characters the embedded font has.
    expect(pdf.text).toContain('FBI Identity History Summary -> apostilled');
    expect(pdf.text).toContain('Issued <= 90 days before the appointment');
    expect(pdf.text).toContain('Proof of income (Lódz branch payslips)');
    expect(pdf.text).toContain('Apostille: Federal apostille — DS-4194');
    expect(pdf.text).toContain('Translation: Sworn translation (MAEC) — Translate the apostille too.');
    expect(pdf.text).toContain('Dec 1, 2026 – Dec 8, 2026 (7 days)');
    expect(pdf.text).toContain('CRITICAL Must still be valid on the appointment day.');
    expect(pdf.text).toContain('Total required: €3,917.38 per month (€47,008.56 per year)');
    expect(pdf.text).toContain('€480.88 per month short of the threshold');
    expect(pdf.text).toContain('$4,000 at 0.859125 EUR per USD');
    expect(pdf.text).toContain('[1] exteriores-dnv');
    for (const planCard of plan.web.cards) expect(pdf.text).toContain(pdf.flat(toPrintableText(planCard.label)));
    for (const citation of plan.web.citations_index) expect(pdf.links).toContain(citation.url);
    expect(pdf.text).toContain(`Page ${pdf.numPages} of ${pdf.numPages}`);
    expect(pdf.text).not.toMatch(/[→≤≥Ł]/);

    for (const page of pdf.pages) {
      expect(page.width).toBe(612); // US Letter
      expect(page.height).toBe(792);
      for (const item of page.items) {
        expect(item.x).toBeGreaterThanOrEqual(53);
        expect(item.x + item.w).toBeLessThanOrEqual(612 - 53);
        expect(item.y).toBeGreaterThanOrEqual(36);
        expect(item.y).toBeLessThanOrEqual(792 - 40);
      }
    }
  });

  it.each([
    ['an extra key', (plan: TPlan) => ({ ...plan, price: 10 }), /price/],
    [
      'a wrong enum',
      (plan: TPlan) => ({ ...plan, web: { ...plan.web, cards: [{ ...plan.web.cards[0], requirement: 'maybe' }] } }),
      /^plan\.web\.cards\.0\.requirement: /,
    ],
    [
      'a bad url',
      (plan: TPlan) => ({
        ...plan,
        web: { ...plan.web, citations_index: [{ ...plan.web.citations_index[0], url: 'javascript:alert(1)' }] },
      }),
      /^plan\.web\.citations_index\.0\.url: /,
    ],
    [
      'an extra key in a card',
      (plan: TPlan) => ({ ...plan, web: { ...plan.web, cards: [{ ...plan.web.cards[0], html: '<b>' }] } }),
      /html/,
    ],
  ])('refuses a client plan with %s (400)', async (_name, tamper, message) => {
    const res = await requestPdf({ plan: tamper(samplePlan()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('takes the plan and planId as generate returned them: the stored plan when it exists, else one rebuilt from the answers sent', async () => {
    const generated = (await generate(validRequest)).json() as { planId: string; plan: TPlan };
    const both = await requestPdf({ ...generated, email: 'both@example.com' });
    expect(both.statusCode).toBe(200);
    const bothPdf = await readPdf((await download(both.json().pdfUrl)).rawPayload);
    expect(bothPdf.text).toContain('Chicago consulate');
    const lead = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'both@example.com')
      .executeTakeFirstOrThrow();
    expect(lead.details).toMatchObject({ planId: generated.planId });

    const unknownId = await requestPdf({ planId: '00000000-0000-4000-8000-000000000000', plan: samplePlan() });
    expect(unknownId.statusCode).toBe(200);
    const unknownPdf = await readPdf((await download(unknownId.json().pdfUrl)).rawPayload);
    expect(unknownPdf.text).not.toContain('Your Spain Digital Nomad Visa document plan');
    const rebuilt = generatePlan(samplePlan().answers, new Date());
    expect(unknownPdf.text).toContain(unknownPdf.flat(toPrintableText(rebuilt.web.header.title)));
  });

  it("never prints a posted plan's own title, text or links: it is rebuilt from its answers on the server", async () => {
    const generated = (await generate(validRequest)).json() as { planId: string; plan: TPlan };
    const tampered: TPlan = {
      ...generated.plan,
      web: {
        ...generated.plan.web,
        header: { ...generated.plan.web.header, title: 'Official notice: pay the visa fee at evil.example' },
        cards: generated.plan.web.cards.map((planCard) => ({
          ...planCard,
          label: `${planCard.label} (forged)`,
          description: 'Send your passport scan to evil.example',
        })),
        citations_index: generated.plan.web.citations_index.map((citation) => ({
          ...citation,
          title: `${citation.title} (forged)`,
          url: 'https://evil.example/phish',
        })),
      },
      warnings: [{ level: 'critical', message: 'Wire 500 USD to evil.example today', doc_id: null }],
    };
    for (const payload of [{ plan: tampered }, { planId: '00000000-0000-4000-8000-000000000000', plan: tampered }]) {
      const res = await requestPdf(payload);
      expect(res.statusCode).toBe(200);
      const pdf = await readPdf((await download(res.json().pdfUrl)).rawPayload);
      expect(pdf.text).not.toContain('evil.example');
      expect(pdf.text).not.toContain('forged');
      expect(pdf.links.some((link) => link.includes('evil.example'))).toBe(false);
      expect(pdf.text).toContain(pdf.flat(toPrintableText(generated.plan.web.header.title)));
      for (const planCard of generated.plan.web.cards)
        expect(pdf.text).toContain(pdf.flat(toPrintableText(planCard.label)));
      for (const citation of generated.plan.web.citations_index) expect(pdf.links).toContain(citation.url);
    }
  });

  it('reads a plan stored with a consulate code as its name', async () => {
    const { planId } = (await generate({ ...validRequest, consulate: 'San Francisco' })).json() as { planId: string };
    const row = await t.db.selectFrom('plans').select('plan').where('id', '=', planId).executeTakeFirstOrThrow();
    const stored = row.plan as TPlan;
    const legacy = { ...stored, answers: { ...stored.answers, consulate: 'san_francisco' } };
    await t.db
      .updateTable('plans')
      .set({ plan: JSON.stringify(legacy) })
      .where('id', '=', planId)
      .execute();
    const res = await requestPdf({ planId });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf((await download(res.json().pdfUrl)).rawPayload);
    expect(pdf.text).toContain('San Francisco consulate');
  });

  it('moves the cards, timeline and citations of a plan stored at the top level into web (migration 0043)', async () => {
    const { planId } = (await generate(validRequest)).json() as { planId: string };
    const row = await t.db.selectFrom('plans').select('plan').where('id', '=', planId).executeTakeFirstOrThrow();
    const { web, ...stored } = row.plan as TPlan;
    const { cards, timeline, citations_index, ...header } = web;
    const legacy = { ...stored, web: header, cards, timeline, citations_index };
    await t.db
      .updateTable('plans')
      .set({ plan: JSON.stringify(legacy) })
      .where('id', '=', planId)
      .execute();
    expect((await requestPdf({ planId })).statusCode).toBe(410);
    await moveStoredPlanPartsIntoWeb(t.db as never);
    const moved = await t.db.selectFrom('plans').select('plan').where('id', '=', planId).executeTakeFirstOrThrow();
    expect(moved.plan).toEqual(row.plan);
    expect((await requestPdf({ planId })).statusCode).toBe(200);
  });

  it.each([
    ['neither plan nor planId', () => ({ email: 'jo@example.com' }), /^Send planId, plan or both$/],
    ['a malformed planId', () => ({ planId: 'abc' }), /^planId: planId must be a plan id$/],
    [
      'a malformed email',
      () => ({ plan: samplePlan(), email: 'not-an-email' }),
      /^email: Please enter a valid email address/,
    ],
  ])('refuses %s (400)', async (_name, payload, message) => {
    const leadsBefore = await t.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await requestPdf(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().error).toMatch(message);
    const leadsAfter = await t.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(leadsAfter.n).toEqual(leadsBefore.n);
  });

  it('answers 404 for an unknown planId', async () => {
    const res = await requestPdf({ planId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Plan not found', code: 'NOT_FOUND' });
  });

  it('stores the email as a planner lead and tells support', async () => {
    const { planId } = (await generate(validRequest)).json();
    const res = await requestPdf({ planId, email: ' Ana.Planner@Example.com ' });
    expect(res.statusCode).toBe(200);
    const lead = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'ana.planner@example.com')
      .executeTakeFirstOrThrow();
    expect(lead.source).toBe('planner');
    expect(lead.details).toMatchObject({ planId, destinationCountry: 'Spain', targetLanguages: ['spanish'] });
    const email = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', `new-lead:${lead.id}`)
      .executeTakeFirstOrThrow();
    expect(email.to_address).toBe('support@sello.test');
    expect(email.reply_to).toBe('ana.planner@example.com');

    // A client plan has no planId: the lead is stored all the same.
    const fromClient = await requestPdf({ plan: samplePlan(), email: 'client.plan@example.com' });
    expect(fromClient.statusCode).toBe(200);
    const second = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'client.plan@example.com')
      .executeTakeFirstOrThrow();
    expect(second.source).toBe('planner');
  });

  it('refuses the link after 15 minutes and a tampered one at once', async () => {
    const requestedAt = Math.floor(Date.now() / 1000);
    const { pdfUrl } = (await requestPdf({ plan: samplePlan() })).json();
    const answeredAt = Math.ceil(Date.now() / 1000);
    if (t.storage.kind === 's3') {
      // The bucket enforces its presigned URLs (s3rver does not): the signature binds the 15 minutes, counted from the
      // request however long building the PDF took (signing time + lifetime, both in the signed query).
      const params = new URL(pdfUrl).searchParams;
      const signedAt = Date.parse(
        (params.get('X-Amz-Date') ?? '').replace(
          /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
          '$1-$2-$3T$4:$5:$6Z',
        ),
      );
      const expiresAt = signedAt / 1000 + Number(params.get('X-Amz-Expires'));
      expect(expiresAt).toBeGreaterThanOrEqual(requestedAt + PLAN_PDF_LINK_SECONDS - 1);
      expect(expiresAt).toBeLessThanOrEqual(answeredAt + PLAN_PDF_LINK_SECONDS);
      return;
    }
    const url = new URL(pdfUrl, 'http://localhost');
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const tampered = await download(`${url.pathname}${url.search}`);
    expect(tampered.statusCode).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PLAN_PDF_LINK_SECONDS * 1000 - 30_000);
    expect((await download(pdfUrl)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    const expired = await download(pdfUrl);
    expect(expired.statusCode).toBe(403);
    expect(JSON.parse(expired.rawPayload.toString()).error).toBe(
      'This download link has expired. Please request a new one.',
    );
  });

  it('is deleted by the retention job after its period, not before', async () => {
    const { pdfUrl } = (await requestPdf({ plan: samplePlan() })).json();
    const fileKey = keyOf(pdfUrl);
    const { storage } = t;
    const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);
    const logger = t.app.log;

    await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(PLAN_PDF_RETENTION_HOURS - 1) });
    expect(await storage.exists(fileKey)).toBe(true);
    await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(PLAN_PDF_RETENTION_HOURS + 0.1) });
    expect(await storage.exists(fileKey)).toBe(false);
    expect(await fileStatus(t.db, fileKey)).toBe('deleted');
    expect((await download(pdfUrl)).statusCode).toBe(404);
  });

  it('is rate limited more tightly than generating', async () => {
    const limited = await buildTestApp({ rateLimits: { plannerPdf: { max: 2, timeWindow: '1 minute' } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const payload = { planId: '00000000-0000-4000-8000-000000000000' };
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/planner/pdf', payload })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the planner in the API description', () => {
  it('documents both routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/planner/generate', '/api/planner/pdf']),
    );
  });

  it("shows the specification's values: consulate names, visa types by code or name, the defaults", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const generate = JSON.stringify(res.json().paths['/api/planner/generate'].post);
    for (const name of ['Chicago', 'New York', 'Miami', 'San Francisco', 'Washington DC']) {
      expect(generate).toContain(`"${name}"`);
    }
    expect(generate).toContain('Telework (Digital Nomad)');
    expect(generate).toContain('"default":"DNV"');
    expect(generate).toContain('"default":"Chicago"');
    expect(generate).toContain('"default":"ES"');
  });
});

describe('toPrintableText', () => {
  it('keeps what the font draws and spells the rest with it', () => {
    expect(toPrintableText('Año €1.234 “quoted” — café • ok')).toBe('Año €1.234 “quoted” — café • ok');
    expect(toPrintableText('a → b ≤ c ≥ d ✓')).toBe('a -> b <= c >= d [x]');
    expect(toPrintableText('Łódź Straße ﬁle ½ 東京')).toBe('Lódz Straße file ½ ??');
    expect(toPrintableText('soft\u00adhyphen\u200b\r\nnext\tline')).toBe('softhyphen\nnext line');
  });
});
