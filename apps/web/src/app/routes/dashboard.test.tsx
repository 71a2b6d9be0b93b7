import type { TCustomerOrderSummary, TOrderFile } from '@sello/shared/order-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { DashboardRoute } from './dashboard';

const fetchMock = vi.fn<typeof fetch>();

const sourceFile = (filename: string, index: number): TOrderFile => ({
  fileKey: `src-${index}-0123456789abcdefgh`,
  filename,
  size: 40_000,
  pages: 1,
  wordCount: 250,
  analysisComplete: true,
  fileType: 'SOURCE',
});

const summary = (overrides: Partial<TCustomerOrderSummary> = {}): TCustomerOrderSummary => ({
  orderId: '5f0c6a1e-8d3b-4f7a-9c2e-1b4d6e8f0a12',
  orderNumber: 'TRS-20250301-ABC234',
  status: 'PENDING',
  serviceType: 'professional',
  serviceName: 'Professional Translation',
  sourceLanguage: 'french',
  targetLanguage: 'spanish',
  totalPrice: 123.5,
  total: 123.5,
  deliveryDate: null,
  orderDate: '2025-03-01T12:00:00.000Z',
  files: ['passport.pdf', 'birth-certificate.pdf', 'diploma.pdf', 'marriage.pdf'].map(sourceFile),
  draftAwaitingCustomer: false,
  ...overrides,
});

const ordersCalls = () => fetchMock.mock.calls.map(describeCall).filter((call) => call.url.startsWith('/api/orders'));

const ordersResponse = (orders: TCustomerOrderSummary[], emailVerified = true) =>
  jsonResponse(200, { success: true, orders, emailVerified });

const renderDashboard = (path = '/dashboard') => {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/:lang/dashboard', element: <DashboardRoute /> },
      { path: '/upload', element: <p>Upload page</p> },
      { path: '/orders/:orderId', element: <p>Order page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

describe('DashboardRoute', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    act(() => authStore.setSession(makeTokens('a'), customerUser));
  });
  afterEach(() => {
    act(() => authStore.clear());
    vi.unstubAllGlobals();
  });

  it('says Loading… until the user is known', () => {
    act(() => authStore.clear());
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(ordersCalls()).toEqual([]);
  });

  it.each([
    [
      '/es/dashboard',
      'Hola de nuevo, Jane',
      'Hacer un nuevo pedido',
      '/es/upload',
      'Confirme su dirección de correo electrónico',
    ],
    [
      '/fr/dashboard',
      'Bon retour, Jane',
      'Passer une nouvelle commande',
      '/fr/upload',
      'Veuillez confirmer votre adresse e-mail',
    ],
  ])('at %s welcomes the user in that language, links stay in it', async (path, welcome, newOrder, href, banner) => {
    fetchMock.mockResolvedValue(ordersResponse([], false));
    renderDashboard(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(welcome);
    expect(screen.getByRole('link', { name: newOrder })).toHaveAttribute('href', href);
    expect(await screen.findByText(banner)).toBeInTheDocument();
  });

  it('welcomes the user and shows each order as a card', async () => {
    fetchMock.mockResolvedValue(
      ordersResponse([
        summary(),
        summary({
          orderId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          orderNumber: 'TRS-20250210-XYZ789',
          status: 'in_progress',
          sourceLanguage: 'english',
          targetLanguage: 'french',
          files: [sourceFile('diploma.docx', 0)],
        }),
      ]),
    );
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Jane');
    expect(screen.getByText(customerUser.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /start a new order/i })).toHaveAttribute('href', '/upload');
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const first = await screen.findByRole('article', { name: 'TRS-20250301-ABC234' });
    expect(within(first).getByRole('link', { name: 'TRS-20250301-ABC234' })).toHaveAttribute(
      'href',
      '/orders/5f0c6a1e-8d3b-4f7a-9c2e-1b4d6e8f0a12',
    );
    expect(within(first).getByText('Pending review')).toBeInTheDocument();
    expect(within(first).getByText('French → Spanish')).toBeInTheDocument();
    expect(within(first).getByText('March 1, 2025')).toBeInTheDocument();
    expect(within(first).getByText('$123.50')).toBeInTheDocument();
    expect(within(first).getByText('passport.pdf')).toBeInTheDocument();
    expect(within(first).getByText('birth-certificate.pdf')).toBeInTheDocument();
    expect(within(first).getByText('+2 more files')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'TRS-20250210-XYZ789' });
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    expect(within(second).getByText('English → French')).toBeInTheDocument();
    expect(within(second).queryByText(/more file/)).not.toBeInTheDocument();

    expect(ordersCalls()).toEqual([
      expect.objectContaining({ url: '/api/orders', method: 'GET', authorization: 'Bearer access-a' }),
    ]);
    expect(screen.queryByText(/confirm your email/i)).not.toBeInTheDocument();
  });

  it('marks an order whose draft waits for the customer with "Draft to check", linking to its order page', async () => {
    fetchMock.mockResolvedValue(
      ordersResponse([
        summary({ status: 'IN_PROGRESS', serviceType: 'sworn', draftAwaitingCustomer: true }),
        summary({ orderId: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', orderNumber: 'TRS-20250210-XYZ789' }),
      ]),
    );
    renderDashboard();
    const waiting = await screen.findByRole('article', { name: 'TRS-20250301-ABC234' });
    expect(within(waiting).getByRole('link', { name: 'Draft to check' })).toHaveAttribute(
      'href',
      '/orders/5f0c6a1e-8d3b-4f7a-9c2e-1b4d6e8f0a12',
    );
    const other = screen.getByRole('article', { name: 'TRS-20250210-XYZ789' });
    expect(within(other).queryByText('Draft to check')).not.toBeInTheDocument();
  });

  it('falls back to the email when there is no first name', async () => {
    act(() => authStore.setSession(makeTokens('b'), { ...customerUser, firstName: ' ' }));
    fetchMock.mockResolvedValue(ordersResponse([]));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Welcome back, ${customerUser.email}`);
    await screen.findByText('No orders yet');
  });

  it('shows the empty state with Upload document', async () => {
    fetchMock.mockResolvedValue(ordersResponse([]));
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Upload document' }));
    expect(await screen.findByText('Upload page')).toBeInTheDocument();
  });

  it('shows Failed to load orders with Try again, which loads them', async () => {
    // A server error is retried once before the error shows.
    let failures = 2;
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/orders' && failures-- > 0
        ? jsonResponse(500, { error: 'Internal server error', code: 'INTERNAL' })
        : ordersResponse([summary()]),
    );
    const user = userEvent.setup();
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('article', { name: 'TRS-20250301-ABC234' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load orders')).not.toBeInTheDocument();
  });

  it('asks an unverified user to confirm the email and resends it', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/resend-verification'
        ? jsonResponse(200, { success: true, alreadyVerified: false })
        : ordersResponse([], false),
    );
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('Please confirm your email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email sent. Check your inbox.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(describeCall)).toContainEqual(
      expect.objectContaining({ url: '/api/auth/resend-verification', method: 'POST' }),
    );
  });
});
