import { fileURLToPath } from 'node:url';
import { attachScreenshot, expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** Issue 32, "From the plan to one quote": the plan's documents uploaded into their slots, one quote for the case. */

const corpusFile = (name: string) => fileURLToPath(new URL(`../../shared/corpus/files/${name}`, import.meta.url));
// A 2-page form and a 1-page letter, both text PDFs the analysis counts exactly (corpus manifest: high confidence).
const FILES = ['prefilled_f1040.pdf', '160F-2019.pdf'];

type TCard = { doc_id: string; label: string; translation: { type: string }; typical_pages?: number };
type TLocale = 'en' | 'es' | 'fr';

const WORDS = {
  en: {
    list: 'Upload the documents of your plan',
    input: 'Choose the file for',
    submit: 'Get one quote for them all',
    counted: /pages? counted/,
  },
  es: {
    list: 'Suba los documentos de su plan',
    input: 'Elegir el archivo de',
    submit: 'Obtener un solo presupuesto',
    counted: /páginas? contadas?/,
  },
  fr: {
    list: 'Envoyez les documents de votre plan',
    input: 'Choisir le fichier pour',
    submit: 'Obtenir un seul devis',
    counted: /pages? comptées?/,
  },
} as const;
const TAGS = { en: 'en-US', es: 'es', fr: 'fr' } as const;
const prefix = (locale: TLocale) => (locale === 'en' ? '' : `/${locale}`);

/** A work-visa plan (its documents to translate: the FBI record and the medical certificate), made as the wizard does. */
const makePlan = async (request: APIRequestContext, locale: TLocale) => {
  const res = await request.post('/api/planner/generate', { data: { answers: { visa_type: 'WKV' }, locale } });
  expect(res.status(), await res.text()).toBe(201);
  const { planId } = (await res.json()) as { planId: string };
  const read = await request.get(`/api/planner/plans/${planId}?locale=${locale}`);
  expect(read.status()).toBe(200);
  const cards = ((await read.json()).plan.web.cards as TCard[]).filter((card) => card.translation.type !== 'none');
  return { planId, cards };
};

const money = (cents: number, locale: TLocale) =>
  new Intl.NumberFormat(TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const slotHeadings = (page: Page, locale: TLocale) =>
  page.getByRole('list', { name: WORDS[locale].list }).getByRole('heading', { level: 3 });

test('two documents of a plan in their slots: the running total is the sum of their prices, and one quote remembers the plan', async ({
  page,
  request,
}) => {
  const locale = 'es';
  const { planId, cards } = await makePlan(request, locale);
  expect(cards).toHaveLength(2);
  const config = (await (await request.get('/api/config/all')).json()).configuration;
  const rate: number = config.pricing.sworn.rate;
  const minimumCents = Math.round(config.pricing.minimumCharge * 100);

  await page.goto(`/es/upload?planId=${planId}`);
  await expect(slotHeadings(page, locale)).toHaveText(cards.map((card) => card.label));
  // Before any file: the plan's typical page counts.
  const typical = cards.reduce((sum, card) => sum + (card.typical_pages ?? 1) * rate * 100, 0);
  await expect(page.getByTestId('plan-estimate-total')).toHaveText(money(Math.max(minimumCents, typical), locale), {
    useInnerText: true,
  });

  for (const [index, card] of cards.entries()) {
    await page.getByLabel(`${WORDS[locale].input} ${card.label}`).setInputFiles(corpusFile(FILES[index] as string));
  }
  await expect(page.getByText(WORDS[locale].counted)).toHaveCount(2, { timeout: 30_000 });
  const shown = normalise(await page.getByTestId('plan-estimate-total').innerText());

  await page.getByRole('button', { name: WORDS[locale].submit }).click();
  await expect(page).toHaveURL(/\/es\/quote\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  const quoteId = new URL(page.url()).searchParams.get('id');
  const quote = (await (await request.get(`/api/quotes/${quoteId}`)).json()).quote as {
    planId: string | null;
    files: Array<{ filename: string; pages: number }>;
    pricing: { sworn: { price: number } };
  };
  // One quote for the case, remembering its plan, with both documents.
  expect(quote.planId).toBe(planId);
  expect(quote.files.map((file) => file.filename).sort()).toEqual([...FILES].sort());
  // The running total was each document's price (its counted pages at the sworn rate), added up.
  const sum = quote.files.reduce((total, file) => total + Math.round(file.pages * rate * 100), 0);
  expect(shown).toBe(normalise(money(Math.max(minimumCents, sum), locale)));
  expect(Math.round(quote.pricing.sworn.price * 100)).toBe(Math.max(minimumCents, sum));
});

test('a plan that cannot be read leaves the ordinary upload page with a note', async ({ page }) => {
  await page.goto('/fr/upload?planId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Nous n’avons pas pu ouvrir ce plan de visa');
  await expect(page.getByLabel('Choisir les documents à traduire')).toBeAttached();
});

for (const locale of ['en', 'es', 'fr'] as const) {
  for (const width of [1280, 375]) {
    test(`the upload page and its plan mode in ${locale} at ${width} px: no sideways scroll, screens attached`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix(locale)}/upload`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : locale);
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `upload-${locale}-${width}`, { fullPage: true });

      const { planId, cards } = await makePlan(request, locale);
      await page.goto(`${prefix(locale)}/upload?planId=${planId}`);
      await expect(slotHeadings(page, locale)).toHaveText(cards.map((card) => card.label));
      await page.getByLabel(`${WORDS[locale].input} ${cards[0]?.label}`).setInputFiles(corpusFile(FILES[0] as string));
      await expect(page.getByText(WORDS[locale].counted)).toHaveCount(1, { timeout: 30_000 });
      await expectNoSidewaysScroll(page);
      if (width === 375) await expectAxeClean(page);
      await attachScreenshot(page, testInfo, `upload-plan-${locale}-${width}`, { fullPage: true });
    });
  }
}
