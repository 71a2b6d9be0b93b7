import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { makeOrder, ORDER_ID } from '@/testing/order-fixtures';
import { OrderDetails } from './order-details';
import { TrackingSteps } from './tracking-steps';

const fetchMock = vi.fn<typeof fetch>();

const renderOrder = () => {
  const router = createMemoryRouter([{ path: '*', element: <OrderDetails orderId={ORDER_ID} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const translatedFile = {
  fileKey: 'tr-0123456789abcdefghij',
  filename: 'diploma-es.pdf',
  size: 51_000,
  pages: 2,
  wordCount: 560,
  analysisComplete: true,
  fileType: 'TRANSLATED' as const,
  downloadUrl: `/api/orders/${ORDER_ID}/files/tr-0123456789abcdefghij/download`,
};

describe('retention on the order page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('states the date the documents will be deleted', async () => {
    const later = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    later.setUTCHours(12, 0, 0, 0);
    const expected = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(later);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({
          status: 'DELIVERED',
          files: [...makeOrder().files, translatedFile],
          filesDeleteAt: later.toISOString(),
        }),
      }),
    );
    renderOrder();
    const translations = await screen.findByRole('region', { name: 'Your translation is ready' });
    expect(translations).toHaveTextContent(
      `the documents of this order will be deleted on ${expected}. Please download the translations before then.`,
    );
    expect(within(translations).getByRole('link', { name: 'Download diploma-es.pdf' })).toBeInTheDocument();
  });

  it("shows deleted files as 'Deleted on {date}' without a download link", async () => {
    const deletedAt = '2025-01-05T12:00:00.000Z';
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeOrder({
          status: 'DELIVERED',
          files: [...makeOrder().files.map((file) => ({ ...file, deletedAt })), { ...translatedFile, deletedAt }],
          filesDeleteAt: deletedAt,
        }),
      }),
    );
    renderOrder();
    const translations = await screen.findByRole('region', { name: 'Your translation is ready' });
    expect(within(translations).getByText('Deleted on January 5, 2025')).toBeInTheDocument();
    expect(translations).toHaveTextContent('the documents of this order were deleted on January 5, 2025.');
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Your documents' });
    expect(within(documents).getAllByText('Deleted on January 5, 2025').length).toBeGreaterThan(0);
  });
});

describe('tracking steps', () => {
  it('shows the date each reached step was reached, from the status history', () => {
    render(
      <TrackingSteps
        order={{
          status: 'IN_PROGRESS',
          events: [
            { status: 'PENDING', at: '2025-03-01T12:00:00.000Z' },
            { status: 'PAID', at: '2025-03-03T12:00:00.000Z' },
            { status: 'IN_PROGRESS', at: '2025-03-04T12:00:00.000Z' },
          ],
        }}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Order placed');
    expect(steps[0]).toHaveTextContent('March 1, 2025');
    // Without the official quote (tracking by number), the quote's steps are passed but undated.
    expect(steps[1]).not.toHaveTextContent('2025');
    expect(steps[2]).not.toHaveTextContent('2025');
    expect(steps[3]).toHaveTextContent('Payment received');
    expect(steps[3]).toHaveTextContent('March 3, 2025');
    expect(steps[4]).toHaveTextContent('March 4, 2025');
    expect(steps[4]).toHaveAttribute('aria-current', 'step');
    expect(steps[5]).not.toHaveTextContent('2025');
  });
});
