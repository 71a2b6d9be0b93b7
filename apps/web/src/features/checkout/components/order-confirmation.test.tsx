import { formatUsd } from '@sello/shared/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { makeOrder, ORDER_ID, ORDER_NUMBER } from '@/testing/order-fixtures';
import type { TConfirmationState } from './confirmation-state';
import { OrderConfirmation } from './order-confirmation';

const renderConfirmation = (state: unknown, pathname = '/order-confirmation') => {
  const router = createMemoryRouter(
    [
      { path: '/order-confirmation', element: <OrderConfirmation /> },
      { path: '/es/order-confirmation', element: <OrderConfirmation /> },
      { path: '/fr/order-confirmation', element: <OrderConfirmation /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [{ pathname, state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const confirmation: TConfirmationState = {
  order: makeOrder(),
  email: 'ana@example.com',
  phone: '+1 555 123 4567',
};

describe('OrderConfirmation', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { error: 'Unavailable', code: 'UNAVAILABLE' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('redirects home without navigation state', async () => {
    const router = renderConfirmation(null);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects home when the state is not an order', async () => {
    renderConfirmation({ order: { id: 42 } });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the project number, total, status, contact details, timeline and links', async () => {
    renderConfirmation(confirmation);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project submitted' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_NUMBER)).toBeInTheDocument();
    expect(screen.getByText('$37.80')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText(/emailed a confirmation to/i)).toHaveTextContent(
      'We’ve emailed a confirmation to ana@example.com.',
    );
    expect(screen.getByText('+1 555 123 4567')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /track your order/i })).toHaveAttribute(
      'href',
      `/order-tracking?id=${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('prints with the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderConfirmation(confirmation);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('mentions a new account', async () => {
    renderConfirmation({ ...confirmation, accountCreated: true });
    expect(await screen.findByText(/your account has been created/i)).toBeInTheDocument();
  });

  it('says what happens next as it really happens: review, official quote, approve and pay, translation, download', async () => {
    renderConfirmation(confirmation);
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'We review your documents within 24 hours',
      'You receive an official quote',
      'You approve and pay',
      'We translate',
      'You download your translation',
    ]);
    expect(next).toHaveTextContent(
      'Rush delivery, notarization and posted hard copies can be added to the official quote',
    );
    expect(next).toHaveTextContent('No payment has been taken, and nothing is charged before you approve.');
    expect(next).not.toHaveTextContent(/reply to our email to go ahead/i);
    // A professional order has no draft to check.
    expect(next).not.toHaveTextContent('draft');
  });

  it('tells a sworn customer they check a draft', async () => {
    renderConfirmation({ ...confirmation, order: makeOrder({ serviceType: 'sworn' }) });
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('you check a draft of the translation before we certify it');
  });
});

describe('OrderConfirmation on a phone', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { error: 'Unavailable', code: 'UNAVAILABLE' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets a long email wrap after its @ and before its dots wherever it is shown (no sideways scrolling)', async () => {
    const email = 'anamariafernandezgutierrez@translationsforimmigration.example.com';
    renderConfirmation({ ...confirmation, email });
    const shown = await screen.findAllByText(
      (_, element) => element?.textContent === email && element.tagName === 'SPAN',
    );
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const element of shown) expect(element.querySelectorAll('wbr').length).toBe(3);
  });
});

describe('OrderConfirmation in Spanish and French (issue 32)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(503, { error: 'Unavailable', code: 'UNAVAILABLE' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const longEmail = 'ana.maria.garcia-fernandez.de-la-torre@correo-de-una-empresa-muy-larga.example.com';

  it('confirms the project in Spanish: what happens next, the email, the links kept in Spanish', () => {
    renderConfirmation(
      { ...confirmation, order: makeOrder({ serviceType: 'sworn' }), email: longEmail },
      '/es/order-confirmation',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Proyecto enviado' })).toBeInTheDocument();
    expect(screen.getByText(/Le hemos enviado una confirmación a/)).toHaveTextContent(longEmail);
    expect(screen.getByText('Número de proyecto')).toBeInTheDocument();
    expect(screen.getByText('Traducción jurada')).toBeInTheDocument();
    expect(screen.getByText('Inglés → Español')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Qué ocurre ahora' });
    expect(within(next).getByText('Recibe un presupuesto oficial')).toBeInTheDocument();
    expect(within(next).getByText(/revisa un borrador de la traducción/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Seguir mi pedido/ })).toHaveAttribute(
      'href',
      `/es/order-tracking?id=${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es/');
    expect(document.body).not.toHaveTextContent(/What happens next|Project number|Estimated total|Thank you/);
  });

  it('confirms the project in French, the total written the French way', () => {
    renderConfirmation(confirmation, '/fr/order-confirmation');
    expect(screen.getByRole('heading', { level: 1, name: 'Projet envoyé' })).toBeInTheDocument();
    expect(screen.getByText(/Merci, /)).toBeInTheDocument();
    expect(document.body.textContent).toContain(formatUsd(37.8, { locale: 'fr' }));
    expect(screen.getByRole('region', { name: 'La suite' })).toBeInTheDocument();
    expect(screen.getByText('Traduction professionnelle')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });
});
