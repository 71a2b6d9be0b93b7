import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDeferredSections } from '@/app/lazy-page';
import { resetMetaPixelForTests } from '@/lib/meta-pixel';
import { jsonResponse } from '@/testing/auth-fixtures';
import { UploadRoute } from './upload';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.fbq;
  resetMetaPixelForTests();
});

describe('UploadRoute', () => {
  // The upload form is a deferred section: its chunk (and the query cache it uses) loads after the page's. Loaded once
  // here, as the prerender does, so the test is about the page and not the module loader's speed.
  beforeAll(() => preloadDeferredSections(), 60_000);

  it('has its heading and title and sends ViewContent and UploadPageViewed', async () => {
    const fbq = vi.fn();
    window.fbq = fbq as unknown as typeof window.fbq;
    const router = createMemoryRouter([{ path: '/upload', element: <UploadRoute /> }], { initialEntries: ['/upload'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your documents' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Upload documents for a quote — Sello'));
    expect(fbq).toHaveBeenCalledWith('track', 'ViewContent', { content_name: 'Upload' });
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'UploadPageViewed');
  });
});
