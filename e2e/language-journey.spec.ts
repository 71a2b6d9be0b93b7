import { fileURLToPath } from 'node:url';
import { listOutbox } from './support/admin-api';
import { attachScreenshot, englishWordsIn, expectNoEnglish, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

// Issue 32, proven: a customer goes the whole way in Spanish or in French on a phone — home, upload, quote,
// checkout, confirmation, tracking, the order page — and meets no English word on any page, nor in the email
// confirming the order. (Prerendered lang/hreflang/titles: languages.spec.ts and marketing-languages.spec.ts.)

/** A one-page PDF of the analysis corpus (431 words). */
const DOCUMENT = '160F-2019.pdf';
const documentPath = fileURLToPath(new URL(`../../shared/corpus/files/${DOCUMENT}`, import.meta.url));

const JOURNEYS = [
  {
    lang: 'es',
    customer: { first: 'Ana', last: 'García Ruiz', phone: '+34 600 123 456' },
    getStarted: 'Pedir presupuesto',
    chooseDocuments: 'Elegir los documentos que desea traducir',
    analyze: 'Obtener el presupuesto',
    continue: 'Continuar',
    fields: { first: 'Nombre', last: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono' },
    submit: /Enviar el proyecto para su revisión/,
    confirmed: 'Proyecto enviado',
    trackOrder: 'Seguir mi pedido',
    orderPage: 'Página del pedido',
    orderHeading: /^Pedido n\.º/,
    fileSize: '320,7 KB',
    subject: /^Hemos recibido su proyecto /,
    switchTo: { label: 'Idioma', lang: 'fr', heading: /^Commande nº/ },
  },
  {
    lang: 'fr',
    customer: { first: 'Élise', last: 'Moreau', phone: '+33 1 23 45 67 89' },
    getStarted: 'Commencer',
    chooseDocuments: 'Choisir les documents à traduire',
    analyze: 'Obtenir le devis',
    continue: 'Continuer',
    fields: { first: 'Prénom', last: 'Nom', email: 'E-mail', phone: 'Téléphone' },
    submit: /Envoyer le projet pour examen/,
    confirmed: 'Projet envoyé',
    trackOrder: 'Suivre ma commande',
    orderPage: 'Page de la commande',
    orderHeading: /^Commande nº/,
    fileSize: '320,7 Ko',
    subject: /^Nous avons bien reçu votre projet /,
    switchTo: { label: 'Langue', lang: 'es', heading: /^Pedido n\.º/ },
  },
] as const;

for (const journey of JOURNEYS) {
  test(`the whole journey in ${journey.lang} at 375 px, with no English word on the way`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const login = journey.customer.first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const email = `${login}.${journey.lang}.${Date.now()}@example.com`;
    const ignore = [journey.customer.first, journey.customer.last, journey.customer.phone, email, DOCUMENT];
    /** Every string on the page in the journey's language, nothing wider than the phone; the screen attached. */
    const check = async (step: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
      await expectNoEnglish(page, { ignore });
      await expectNoSidewaysScroll(page);
      // From the top: scrolled, the sticky header would be drawn across the middle of the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await attachScreenshot(page, testInfo, `${journey.lang}-${step}`, { fullPage: true });
    };

    await page.goto(`/${journey.lang}/`);
    await check('home');
    await page.getByRole('main').getByRole('link', { name: journey.getStarted, exact: true }).first().click();

    await expect(page).toHaveURL(new RegExp(`/${journey.lang}/upload$`));
    await page.getByLabel(journey.chooseDocuments).setInputFiles(documentPath);
    await expect(page.getByText(DOCUMENT)).toBeVisible();
    await check('upload');
    await page.getByRole('button', { name: journey.analyze, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${journey.lang}/quote\\?id=[0-9a-f-]{36}$`), { timeout: 30_000 });
    const service = page.locator('label[data-service="sworn"]');
    await expect(service).toBeVisible();
    await check('quote');
    // The radio is visually hidden in its card: a person clicks the card.
    await service.click();
    await page.getByRole('button', { name: journey.continue, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${journey.lang}/checkout\\?quoteId=`));
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: journey.fields.first, exact: true }).fill(journey.customer.first);
    await form.getByRole('textbox', { name: journey.fields.last, exact: true }).fill(journey.customer.last);
    await form.getByRole('textbox', { name: journey.fields.email, exact: true }).fill(email);
    await form.getByRole('textbox', { name: journey.fields.phone, exact: true }).fill(journey.customer.phone);
    await check('checkout');
    await page.getByRole('button', { name: journey.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${journey.lang}/order-confirmation$`));
    await expect(page.getByRole('heading', { level: 1, name: journey.confirmed })).toBeVisible({ timeout: 15_000 });
    await check('confirmation');
    await page.getByRole('link', { name: journey.trackOrder }).click();

    await expect(page).toHaveURL(new RegExp(`/${journey.lang}/order-tracking\\?id=`));
    const orderPageLink = page.getByRole('link', { name: journey.orderPage });
    await expect(orderPageLink).toBeVisible({ timeout: 15_000 });
    await check('tracking');
    await orderPageLink.click();

    await expect(page).toHaveURL(new RegExp(`/${journey.lang}/orders/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: journey.orderHeading })).toBeVisible({ timeout: 15_000 });
    // Numbers as the reader writes them: the document's size with a decimal comma.
    await expect(page.getByRole('main')).toContainText(journey.fileSize);
    await check('order');
    const orderPath = new URL(page.url()).pathname.replace(`/${journey.lang}/`, '/');

    // The email confirming the order, in the language it was ordered in.
    const message = (await listOutbox(request)).find((item) => item.template === 'order-received' && item.to === email);
    expect(message, 'the order-received email is in the outbox').toBeDefined();
    if (!message) return;
    expect(message.subject).toMatch(journey.subject);
    expect(englishWordsIn(`${message.subject}\n${message.textBody}`, journey.lang, ignore)).toEqual([]);
    expect(message.textBody).toContain(`/${journey.lang}/order-tracking?id=`);

    // The language switch keeps the visitor on this order's page.
    await page
      .getByRole('contentinfo')
      .getByRole('combobox', { name: journey.switchTo.label })
      .selectOption(journey.switchTo.lang);
    await expect(page).toHaveURL(new RegExp(`/${journey.switchTo.lang}${orderPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: journey.switchTo.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', journey.switchTo.lang);
    await expectNoEnglish(page, { ignore });
  });
}
