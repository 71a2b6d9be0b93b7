import { formatUsd } from '@sello/shared/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@/lib/order-format';
import { jsonResponse } from '@/testing/auth-fixtures';
import { makeOfficialQuote, makeOrder, makePayment, ORDER_ID, ORDER_NUMBER } from '@/testing/order-fixtures';
import { OrderDetails } from './order-details';

const fetchMock = vi.fn<typeof fetch>();

/** Money as the page shows it, its non-breaking spaces as the text matchers read them. */
const usd = (dollars: number, locale: 'es' | 'fr') => formatUsd(dollars, { locale }).replace(/\s/g, ' ');

/** The order page at `/{locale}/orders/:id`, the API answering with `order`. */
const renderOrderIn = (locale: 'es' | 'fr', order: ReturnType<typeof makeOrder>) => {
  fetchMock.mockImplementation(async (input) =>
    String(input) === `/api/orders/${ORDER_ID}`
      ? jsonResponse(200, { success: true, order })
      : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }),
  );
  const router = createMemoryRouter(
    [{ path: '/:locale/orders/:orderId', element: <OrderDetails orderId={ORDER_ID} /> }],
    { initialEntries: [`/${locale}/orders/${ORDER_ID}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const translatedFile = {
  fileKey: 'tr-0123456789abcdefghij',
  filename: 'acta-de-nacimiento.pdf',
  size: 51_000,
  pages: 2,
  wordCount: 560,
  analysisComplete: true,
  fileType: 'TRANSLATED' as const,
  downloadUrl: `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`,
};

describe('the order page in Spanish and French', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('es: an official quote awaiting approval, its lines, the approval and the question, in Spanish', async () => {
    renderOrderIn('es', makeOrder({ officialQuote: makeOfficialQuote(), total: 192.8 }));
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido n.º ${ORDER_NUMBER}` })).toBeInTheDocument();
    expect(screen.getByText('Pendiente de su aprobación')).toBeInTheDocument();
    const quote = screen.getByRole('region', { name: 'Presupuesto oficial' });
    expect(quote).toHaveTextContent('No se cobra nada hasta que usted lo apruebe.');
    expect(quote).toHaveTextContent(`Enviado el ${formatLongDate('2024-12-02T09:00:00.000Z', 'es')}`);
    const lines = within(quote).getByRole('table', { name: 'Precio' });
    expect(lines).toHaveTextContent('Traducción profesional: 1200 palabras ×');
    expect(lines).toHaveTextContent('Entrega urgente (+50 %)');
    expect(lines).toHaveTextContent(usd(192.8, 'es'));
    expect(quote).toHaveTextContent(`${usd(155, 'es')} más que la estimación`);
    expect(quote).toHaveTextContent('Motivo del cambio');
    expect(
      within(quote).getByRole('button', { name: `Aprobar y pagar ${formatUsd(192.8, { locale: 'es' })}` }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(quote).getByRole('button', { name: '¿Tiene alguna pregunta sobre este presupuesto?' }));
    expect(within(quote).getByRole('textbox', { name: 'Su pregunta' })).toBeInTheDocument();
    expect(within(quote).getByRole('button', { name: 'Rechazar este presupuesto' })).toBeInTheDocument();
    // The summary's service and sizes come from the shared words.
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(summary).toHaveTextContent('Traducción profesional');
    expect(summary).toHaveTextContent('3 páginas · 1200 palabras'.replace('1200', (1200).toLocaleString('es')));
    expect(within(summary).getByRole('link', { name: 'Seguir el progreso' })).toHaveAttribute(
      'href',
      `/es/order-tracking?id=${ORDER_ID}`,
    );
  });

  it('fr: approved without card payments, the bank-transfer details to copy, in French', async () => {
    renderOrderIn(
      'fr',
      makeOrder({
        officialQuote: makeOfficialQuote({ status: 'APPROVED', approvedAt: '2024-12-02T10:00:00.000Z' }),
        total: 192.8,
        bankTransfer: {
          amount: 192.8,
          payee: 'Sello Translations LLC',
          account: 'IBAN FR76 3000 6000 0112 3456 7890 189',
          reference: ORDER_NUMBER,
          instructions: 'Virement SEPA ou international.',
        },
      }),
    );
    const details = await screen.findByRole('group', {
      name: `Accepté le ${formatLongDate('2024-12-02T10:00:00.000Z', 'fr')} : payez par virement bancaire`,
    });
    expect(screen.getByText('En attente de paiement')).toBeInTheDocument();
    for (const [term, value] of [
      ['Montant', usd(192.8, 'fr')],
      ['Bénéficiaire', 'Sello Translations LLC'],
      ['Compte', 'IBAN FR76 3000 6000 0112 3456 7890 189'],
      ['Référence', ORDER_NUMBER],
    ] as const) {
      expect(within(details).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(details).getByRole('button', { name: 'Copier la référence' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Indiquez la référence dans votre virement');
    expect(screen.getByRole('region', { name: 'Devis officiel' })).not.toHaveTextContent('Rien n’est débité');
  });

  it('es: a completed order puts “Su traducción está lista” with its download first', async () => {
    renderOrderIn(
      'es',
      makeOrder({
        status: 'COMPLETED',
        paidAt: '2024-12-02T11:00:00.000Z',
        files: [...makeOrder().files, translatedFile],
        payments: [makePayment()],
        filesDeleteAt: '2099-01-31T10:00:00.000Z',
      }),
    );
    const ready = await screen.findByRole('region', { name: 'Su traducción está lista' });
    const sections = screen.getAllByRole('region');
    expect(sections[0]).toBe(ready);
    expect(within(ready).getByRole('link', { name: 'Descargar acta-de-nacimiento.pdf' })).toHaveAttribute(
      'href',
      translatedFile.downloadUrl,
    );
    expect(ready).toHaveTextContent(
      `los documentos de este pedido se eliminarán el ${formatLongDate('2099-01-31T10:00:00.000Z', 'es')}`,
    );
    const payments = screen.getByRole('region', { name: 'Pagos' });
    expect(within(payments).getByRole('link', { name: /^Recibo del pago de/ })).toBeInTheDocument();
    expect(payments).toHaveTextContent('Tarjeta (Stripe)');
  });

  it('fr: documents the customer deleted are listed as deleted on that date', async () => {
    const deletedAt = '2024-12-20T09:00:00.000Z';
    renderOrderIn(
      'fr',
      makeOrder({
        status: 'DELIVERED',
        paidAt: '2024-12-02T11:00:00.000Z',
        files: makeOrder().files.map((file) => ({ ...file, deletedAt })),
        documentsDeletedAt: deletedAt,
        filesDeleteAt: deletedAt,
      }),
    );
    const storage = await screen.findByRole('region', { name: 'Vos documents sur nos serveurs' });
    expect(storage).toHaveTextContent(
      `Vous avez supprimé les documents de cette commande le ${formatLongDate(deletedAt, 'fr')}.`,
    );
    expect(within(storage).queryByRole('button')).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Vos documents' });
    expect(documents).toHaveTextContent(`Supprimé le ${formatLongDate(deletedAt, 'fr')}`);
    expect(within(documents).queryByRole('link', { name: /Télécharger/ })).not.toBeInTheDocument();
  });
});
