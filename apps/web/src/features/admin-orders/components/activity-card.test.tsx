import type { TAuditEvent, TAuditPage } from '@sello/shared/audit-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { ActivityCard } from './activity-card';

const ORDER_ID = '5b0f3c1e-7d2a-4c1b-9a6e-2f4d8c9b1a00';

const event = (overrides: Partial<TAuditEvent>): TAuditEvent => ({
  id: crypto.randomUUID(),
  orderId: ORDER_ID,
  orderNumber: 'ORD-20260101-ABC123',
  action: 'status_changed',
  actorRole: 'owner',
  actorName: 'Olive Owner',
  fileId: null,
  fileName: null,
  detail: {},
  createdAt: '2026-01-02T15:04:00.000Z',
  ...overrides,
});

const page = (events: TAuditEvent[], { total = events.length, page = 1 } = {}): TAuditPage => ({
  events,
  total,
  page,
  pageSize: 50,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ActivityCard orderId={ORDER_ID} />
    </QueryClientProvider>,
  );

describe('ActivityCard', () => {
  it('lists who did what and when, newest first, with the document and the detail', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        page([
          event({
            action: 'document_downloaded',
            actorRole: 'translator',
            actorName: 'Tomás Translator',
            fileName: 'acta-nacimiento.pdf',
          }),
          event({ action: 'payment_recorded', detail: { amountCents: 12_000, provider: 'manual', flagged: false } }),
          event({
            action: 'status_changed',
            actorRole: 'customer',
            actorName: null,
            detail: { from: 'COMPLETED', to: 'DELIVERED' },
          }),
        ]),
      ),
    );
    renderCard();
    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Document downloaded · acta-nacimiento\.pdfTomás Translator \(Translator\)$/),
      expect.stringMatching(/Payment recorded\$120\.00Olive Owner \(Owner\)$/),
      expect.stringMatching(/Status changedCompleted → DeliveredCustomer$/),
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toContain(`/api/admin/orders/${ORDER_ID}/audit?page=1`);
  });

  it('pages through a long trail', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, page([event({ action: 'document_opened' })], { total: 51 })))
      .mockResolvedValueOnce(
        jsonResponse(200, page([event({ action: 'official_quote_sent' })], { total: 51, page: 2 })),
      );
    renderCard();
    expect(await screen.findByText('Document opened')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Official quote sent')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[0]).toContain('audit?page=2');
  });

  it('says when nothing is recorded, and shows a failure with Try again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, page([])));
    const { unmount } = renderCard();
    expect(await screen.findByText('Nothing has been recorded for this order yet.')).toBeInTheDocument();
    unmount();
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'Order not found', code: 'NOT_FOUND' }));
    renderCard();
    expect(await screen.findByText('The activity could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });

  it("points the owner to the audit trail's export; a project manager has no such link", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, page([event({})])));
    const renderAs = (role: 'owner' | 'project_manager') => {
      authStore.setSession(makeTokens(role), { ...adminUser, staffRole: role });
      return render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <ActivityCard orderId={ORDER_ID} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    };
    try {
      const owner = renderAs('owner');
      expect(await screen.findByRole('link', { name: 'Export audit trail (CSV)' })).toHaveAttribute(
        'href',
        '/admin/staff#audit-trail',
      );
      owner.unmount();
      renderAs('project_manager');
      expect(await screen.findByText('Olive Owner (Owner)')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Export audit trail (CSV)' })).not.toBeInTheDocument();
    } finally {
      authStore.clear();
    }
  });
});
