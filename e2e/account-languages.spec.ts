import { attachScreenshot, expectNoSidewaysScroll } from './support/page-checks';
import { storeSession } from './support/session';
import { expect, test } from './support/test';

// Issue 32: the sign-in dialog, the dashboard, the account page and the password reset in Spanish and French, at a
// phone's and a desktop's width; the server's refusals in the page's language (its `reason`, never its English).
const PASSWORD = 'Correct-horse-battery-9';

const LANGUAGES = [
  {
    locale: 'es',
    logIn: 'Iniciar sesión',
    openMenu: 'Abrir el menú',
    signInTitle: 'Iniciar sesión',
    wrongPassword: 'El correo electrónico o la contraseña no son correctos.',
    signUpLink: '¿No tiene cuenta? Regístrese',
    signUpTitle: 'Crear una cuenta',
    welcome: 'Hola de nuevo, Ana',
    banner: 'Confirme su dirección de correo electrónico',
    account: 'Mi cuenta',
    deleteStart: 'Eliminar mi cuenta…',
    deleteKept: /Se conservan los registros de los pedidos/,
    resetTitle: 'Elija una nueva contraseña',
    linkInvalid: 'Este enlace para restablecer la contraseña no es válido. Solicite uno nuevo.',
  },
  {
    locale: 'fr',
    logIn: 'Se connecter',
    openMenu: 'Ouvrir le menu',
    signInTitle: 'Se connecter',
    wrongPassword: 'L’adresse e-mail ou le mot de passe est incorrect.',
    signUpLink: 'Pas encore de compte ? Inscrivez-vous',
    signUpTitle: 'Créer un compte',
    welcome: 'Bon retour, Ana',
    banner: 'Veuillez confirmer votre adresse e-mail',
    account: 'Mon compte',
    deleteStart: 'Supprimer mon compte…',
    deleteKept: /les montants et les reçus sont conservés/,
    resetTitle: 'Choisissez un nouveau mot de passe',
    linkInvalid: 'Ce lien de réinitialisation n’est pas valide. Veuillez en demander un nouveau.',
  },
] as const;

// 1024: a tablet held sideways, where the Spanish and French header once scrolled sideways.
const WIDTHS = [375, 1024, 1280] as const;

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`sign-in dialog and password reset in ${language.locale} at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language.locale}/`);
      const menu = page.getByRole('button', { name: language.openMenu });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('banner').getByRole('button', { name: language.logIn, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: language.signInTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox').first().fill(uniqueEmail('nobody'));
      await dialog.locator('input[type="password"]').fill(PASSWORD);
      await dialog.getByRole('button', { name: language.signInTitle, exact: true }).click();
      await expect(dialog.getByText(language.wrongPassword)).toBeVisible();
      await expect(dialog.getByText('Invalid email or password')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `sign-in-${language.locale}-${width}`);

      await dialog.getByRole('button', { name: language.signUpLink }).click();
      const signUp = page.getByRole('dialog', { name: language.signUpTitle });
      await expect(signUp).toBeVisible();
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `sign-up-${language.locale}-${width}`);

      await page.goto(`/${language.locale}/reset-password?token=not-a-real-token`);
      await expect(page.getByRole('heading', { level: 1, name: language.resetTitle })).toBeVisible();
      await page.locator('input[type="password"]').nth(0).fill(PASSWORD);
      await page.locator('input[type="password"]').nth(1).fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText(language.linkInvalid)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `reset-password-${language.locale}-${width}`, { fullPage: true });
    });

    test(`dashboard and account in ${language.locale} at ${width} px`, async ({ page, request }, testInfo) => {
      const signUp = await request.post('/api/auth/signup', {
        data: {
          email: uniqueEmail(`account-${language.locale}-long-address`),
          password: PASSWORD,
          firstName: 'Ana',
          lastName: 'Ruiz',
        },
      });
      expect(signUp.status()).toBe(201);
      await storeSession(page, await signUp.json());
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`/${language.locale}/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: language.welcome })).toBeVisible();
      // The banner comes with the orders' answer (emailVerified), on a busy machine after a while.
      await expect(page.getByText(language.banner)).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `dashboard-${language.locale}-${width}`, { fullPage: true });

      await page.goto(`/${language.locale}/account`);
      await expect(page.getByRole('heading', { level: 1, name: language.account })).toBeVisible();
      await page.getByRole('button', { name: language.deleteStart }).click();
      await expect(page.getByText(language.deleteKept)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await attachScreenshot(page, testInfo, `account-${language.locale}-${width}`, { fullPage: true });
    });
  }
}
