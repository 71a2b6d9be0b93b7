import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeOrder, ORDER_ID, ORDER_NUMBER } from '@/testing/order-fixtures';
import { OrderDetails } from './order-details';

const fetchMock = vi.fn<typeof fetch>();

const renderOrder = (orderId: string) => {
  const router = createMemoryRouter([{ path: '*', element: <OrderDetails orderId={orderId} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const translatedFile = {
  fileKey: 'tr-0123456789abcdefghij',
  filename: 'birth-certificate-es.pdf',
  size: 51_000,
  pages: 2,
  wordCount: 560,
  analysisComplete: true,
  fileType: 'TRANSLATED' as const,
  downloadUrl: `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`,
};

describe('OrderDetails', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says so when there is no order id', () => {
    renderOrder('  ');
    expect(screen.getByRole('heading', { name: 'No order ID provided' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the not-found message with a way home', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { error: 'Order not found. Please check the link and try again.', code: 'NOT_FOUND' }),
    );
    renderOrder(ORDER_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found. Please check the link and try again.');
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });

  it('asks an anonymous visitor to sign in when the order belongs to an account', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, {
        error: 'This belongs to an account. Please sign in to that account to see it.',
        code: 'UNAUTHORIZED',
      }),
    );
    renderOrder(ORDER_ID);
    expect(await screen.findByRole('heading', { name: 'Sign in to see this order' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in to that account with Log in');
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });

  it('offers a retry for other failures', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' }),
    );
    renderOrder(ORDER_ID);
    // Server errors are retried once before the page gives up (at once here: no real second waited out).
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it("says 'Failed to load order. The link may be invalid or expired.' when the server gives no reason", async () => {
    fetchMock.mockImplementation(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderOrder(ORDER_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load order. The link may be invalid or expired.',
    );
    expect(screen.getByRole('heading', { name: 'We couldn’t load this order' })).toBeInTheDocument();
  });

  it('shows the order: number, status, service, total, dates, languages and pending translations', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, order: makeOrder() }));
    renderOrder(ORDER_ID);
    expect(await screen.findByRole('heading', { level: 1, name: `Order #${ORDER_NUMBER}` })).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? []).url).toBe(`/api/orders/${ORDER_ID}`);
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Professional translation')).toBeInTheDocument();
    expect(within(summary).getByText('$37.80')).toBeInTheDocument();
    expect(within(summary).getByText('December 4, 2024')).toBeInTheDocument();
    expect(within(summary).getByText('English')).toBeInTheDocument();
    expect(within(summary).getByText('Spanish')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /track progress/i })).toHaveAttribute(
      'href',
      `/order-tracking?id=${ORDER_ID}`,
    );
    const translations = screen.getByRole('region', { name: 'Translated files' });
    expect(translations).toHaveTextContent(
      'Your translated files will be available here once your order is completed.',
    );
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
  });

  it('offers the translated files for download once completed', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ status: 'DELIVERED', files: [...makeOrder().files, translatedFile] }),
      }),
    );
    renderOrder(ORDER_ID);
    const translations = await screen.findByRole('region', { name: 'Your translation is ready' });
    expect(within(translations).getByRole('link', { name: 'Download birth-certificate-es.pdf' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`,
    );
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });

  it('names a certified translation by its verification code, with the page where it is checked', async () => {
    const certified = {
      ...translatedFile,
      filename: 'birth-certificate — sworn translation (Spanish).pdf',
      verificationCode: '7KQ2-M9XD-4TPA',
    };
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ status: 'DELIVERED', files: [...makeOrder().files, translatedFile, certified] }),
      }),
    );
    renderOrder(ORDER_ID);
    const translations = await screen.findByRole('region', { name: 'Your translation is ready' });
    const [plain, sworn] = within(translations).getAllByRole('listitem');
    expect(sworn).toHaveTextContent('Certified translation · verification code 7KQ2-M9XD-4TPA');
    expect(
      within(sworn as HTMLElement).getByRole('link', { name: 'How the office receiving it can check it' }),
    ).toHaveAttribute('href', '/verify/7KQ2-M9XD-4TPA');
    expect(plain).not.toHaveTextContent('verification code');
  });

  it('never offers a download before the order is complete', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({ status: 'IN_PROGRESS', files: [...makeOrder().files, translatedFile] }),
      }),
    );
    renderOrder(ORDER_ID);
    const translations = await screen.findByRole('region', { name: 'Translated files' });
    expect(translations).toHaveTextContent('available here once your order is completed');
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
  });
});
