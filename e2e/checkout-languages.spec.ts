import { createTextQuote } from './support/api-journey';
import { attachScreenshot, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/** The quote → checkout → confirmation pages in Spanish and French (issue 32), looked at on a phone and a desktop. */
const LANGUAGES = [
  {
    lang: 'es',
    eyebrow: 'Su presupuesto',
    sworn: /Traducción jurada/,
    continue: 'Continuar',
    summary: 'Resumen del proyecto',
    fields: { first: 'Nombre', last: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono' },
    missing: 'Para enviarlo, rellene: Nombre, Apellidos.',
    invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
    postedCopy: 'Necesito que me envíen la traducción jurada por correo postal',
    submit: /Enviar el proyecto para su revisión/,
    confirmed: 'Proyecto enviado',
    next: 'Qué ocurre ahora',
  },
  {
    lang: 'fr',
    eyebrow: 'Votre devis',
    sworn: /Traduction assermentée/,
    continue: 'Continuer',
    summary: 'Récapitulatif du projet',
    fields: { first: 'Prénom', last: 'Nom', email: 'E-mail', phone: 'Téléphone' },
    missing: 'Pour envoyer, remplissez : Prénom, Nom.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    postedCopy: 'Je souhaite recevoir la traduction assermentée par la poste',
    submit: /Envoyer le projet pour examen/,
    confirmed: 'Projet envoyé',
    next: 'La suite',
  },
] as const;

// A long address without spaces: the confirmation must wrap it, never scroll sideways at 375 px.
const LONG_EMAIL = 'ana.maria.garcia-fernandez.de-la-torre@una-empresa-con-un-nombre-muy-largo.example.com';

for (const text of LANGUAGES) {
  for (const width of [1280, 375]) {
    test(`quote, checkout and confirmation in ${text.lang} at ${width} px`, async ({ page, request }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const { quoteId } = await createTextQuote(request, { words: 320 });

      await page.goto(`/${text.lang}/quote?id=${quoteId}`);
      await expect(page.getByText(text.eyebrow, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
      await page.getByRole('radio', { name: text.sworn }).check({ force: true });
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `quote-${text.lang}-${width}`, { fullPage: true });
      await page.getByRole('button', { name: text.continue }).click();

      await expect(page).toHaveURL(new RegExp(`/${text.lang}/checkout\\?quoteId=${quoteId}$`));
      await expect(page.getByRole('region', { name: text.summary })).toBeVisible();
      const form = page.getByRole('main');
      await form.getByRole('textbox', { name: text.fields.email, exact: true }).fill('ana@');
      await form.getByRole('textbox', { name: text.fields.phone, exact: true }).fill('+34 600 123 456');
      await expect(page.getByText(text.invalidEmail)).toBeVisible();
      await expect(page.getByText(text.missing)).toBeVisible();
      await page.getByRole('checkbox', { name: text.postedCopy }).check();
      await attachScreenshot(page, testInfo, `checkout-errors-${text.lang}-${width}`, { fullPage: true });
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `checkout-errors-${text.lang}-${width}`, { fullPage: true });

      await page.getByRole('checkbox', { name: text.postedCopy }).uncheck();
      await form.getByRole('textbox', { name: text.fields.first, exact: true }).fill('Ana');
      await form.getByRole('textbox', { name: text.fields.last, exact: true }).fill('García');
      await form.getByRole('textbox', { name: text.fields.email, exact: true }).fill(LONG_EMAIL);
      await page.getByRole('button', { name: text.submit }).click();

      await expect(page).toHaveURL(new RegExp(`/${text.lang}/order-confirmation$`));
      await expect(page.getByRole('heading', { level: 1, name: text.confirmed })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('region', { name: text.next })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `confirmation-${text.lang}-${width}`, { fullPage: true });
    });
  }
}
