import { flattenCatalogue } from '@sello/shared/i18n/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDeferredSections } from '@/app/lazy-page';
import { es } from '@/components/forms/messages/es';
import { en as contactEnglish } from '@/features/contact/messages/en';
import { en as freeQuoteEnglish } from '@/features/free-quote/messages/en';
import { en as leadFormEnglish } from '@/features/free-quote/messages/lead-form/en';
import { stubPublicConfigFetch } from '@/testing/public-config-fixtures';
import { AboutRoute } from './about';
import { ContactRoute } from './contact';
import { FeaturesRoute } from './features';
import { FreeQuoteRoute } from './free-quote';
import { HomeRoute } from './home';
import { NotFoundRoute } from './not-found';
import { PricingRoute } from './pricing';

const renderAt = (url: string, page: ReactNode) => {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

// The marketing pages' catalogues, one per group of components.
const marketingEnglish = Object.values(
  import.meta.glob<object>('/src/features/marketing/messages/*/en.ts', { eager: true, import: 'en' }),
);

// Every sentence of the pages' English catalogues (long enough to be a sentence, not a word shared by the languages).
const englishSentences = [...marketingEnglish, contactEnglish, freeQuoteEnglish, leadFormEnglish]
  .flatMap((catalogue) => [...flattenCatalogue(catalogue).values()])
  .filter((value): value is string => typeof value === 'string' && !/[{<]/.test(value) && value.includes(' '));

const PAGES = [
  ['pricing', <PricingRoute key="pricing" />, true],
  ['about', <AboutRoute key="about" />, false],
  ['services', <FeaturesRoute key="services" />, true],
  ['contact', <ContactRoute key="contact" />, false],
  ['free-quote', <FreeQuoteRoute key="free-quote" />, true],
  ['', <HomeRoute key="home" />, true],
  ['no-such-page', <NotFoundRoute key="not-found" />, false],
] as const;

describe('the marketing pages in Spanish and French', () => {
  beforeAll(() => preloadDeferredSections(), 60_000);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  for (const locale of ['es', 'fr'] as const) {
    it.each(PAGES)(
      `/${locale}/%s shows no English sentence of its catalogues`,
      async (page, element, showsSettings) => {
        stubPublicConfigFetch();
        const { container } = renderAt(`/${locale}/${page}`, element);
        await screen.findAllByRole('heading', { level: 1 });
        // Once the settings (prices, times, retention) are in, for the pages that show them.
        if (showsSettings) await within(container).findAllByText(/\d/);
        const text = container.textContent ?? '';
        expect(englishSentences.filter((sentence) => text.includes(sentence))).toEqual([]);
      },
    );
  }

  it('shows the pricing page in Spanish: prices, units, extras and times in Spanish', async () => {
    stubPublicConfigFetch();
    renderAt('/es/pricing', <PricingRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Precios sencillos y transparentes' })).toBeInTheDocument();
    expect(await screen.findByText('por palabra')).toBeInTheDocument();
    expect(screen.getByText('Se aplica un importe mínimo de 25 US$ por pedido.')).toBeInTheDocument();
    const extras = screen.getByRole('region', { name: 'Extras que puede añadir' });
    expect(extras).toHaveTextContent(
      'Entrega urgente+40 %sobre el precio de la traducción, entregada en 2 días hábiles',
    );
    expect(screen.getAllByText('Plazo habitual: 2–3 días hábiles').length).toBeGreaterThan(0);
    expect(within(extras).getByRole('link', { name: 'formulario de contacto' })).toHaveAttribute('href', '/es/contact');
    expect(screen.getAllByRole('link', { name: /Empezar la traducción/ })[0]).toHaveAttribute('href', '/es/upload');
  });

  it('shows the home page in French, its links kept in French', async () => {
    stubPublicConfigFetch();
    renderAt('/fr/', <HomeRoute />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vos documents traduits, en toute rigueur' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/fr/pricing');
    expect(await screen.findByRole('heading', { name: 'Acceptez et payez' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute('href', '/fr/contact');
    expect(screen.getByRole('button', { name: 'Comment le prix est-il calculé ?' })).toBeInTheDocument();
    expect(document.title).toBe('Sello — Traduction professionnelle et assermentée de documents');
  });

  it('names the services page’s quote links in French, with the service, and keeps them in French', async () => {
    stubPublicConfigFetch();
    renderAt('/fr/services', <FeaturesRoute />);
    const sworn = await screen.findByRole('link', { name: 'Demander un devis de traduction assermentée' });
    expect(sworn).toHaveTextContent(/^Demander un devis$/);
    expect(sworn).toHaveAttribute('href', '/fr/upload');
    expect(screen.getByRole('link', { name: 'Demander un devis de traduction professionnelle' })).toBeInTheDocument();
  });

  it('shows the contact form in French, its subjects in words and their values as sent', async () => {
    stubPublicConfigFetch();
    renderAt('/fr/contact', <ContactRoute />);
    const subject = await screen.findByRole('combobox', { name: /Objet/ });
    expect(within(subject).getByRole('option', { name: 'Demande de devis' })).toHaveValue('quote');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
  });

  it('words the contact form’s rules in Spanish (the API’s schema, its English kept for the API)', async () => {
    stubPublicConfigFetch();
    const user = userEvent.setup();
    renderAt('/es/contact', <ContactRoute />);
    const message = await screen.findByRole('textbox', { name: /Mensaje/ });
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@');
    await user.click(message);
    expect(await screen.findByText(es.validation.email)).toBeInTheDocument();
    expect(screen.queryByText(/valid email/i)).not.toBeInTheDocument();
  });

  it('words the free-quote form’s rules in Spanish', async () => {
    stubPublicConfigFetch();
    const user = userEvent.setup();
    renderAt('/es/free-quote', <FreeQuoteRoute />);
    const into = await screen.findByRole('combobox', { name: /Idioma de destino/ });
    expect(within(into).getByRole('option', { name: 'Alemán' })).toHaveValue('german');
    expect(screen.getByRole('combobox', { name: /Idioma de origen/ })).toHaveValue('english');
    await user.type(screen.getByRole('textbox', { name: /Número de páginas/ }), '2,5');
    await user.click(screen.getByRole('button', { name: 'Solicitar presupuesto gratuito' }));
    expect(await screen.findByText('Indique un número entero de páginas (1 o más).')).toBeInTheDocument();
  });
});
