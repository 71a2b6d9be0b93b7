import type { TOrderTranslationsResponse } from '@sello/shared/translation-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { TRANSLATIONS_POLL_MS, useOrderTranslations } from './get-order-translations';

const ORDER_ID = '5b0f3c1e-7d2a-4c1b-9a6e-2f4d8c9b1a00';

const answer = (finished: boolean): TOrderTranslationsResponse => ({
  orderId: ORDER_ID,
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  provider: null,
  translations: [
    {
      id: '6c1f4d2f-8e3b-4d2c-8b7f-3a5e9d0c2b11',
      fileKey: '7d2a5e3a-9f4c-4e3d-9c8a-4b6f0e1d3c22',
      filename: 'acta.pdf',
      extractionStatus: finished ? 'done' : 'running',
      extractionError: null,
      translationStatus: finished ? 'not_configured' : 'pending',
      translationError: null,
      provider: null,
      attempts: 1,
      finished,
      extractedHtml: finished ? '<p>Acta</p>' : null,
      translatedHtml: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useOrderTranslations', () => {
  it('polls every 5 s, keeps the last good answer through a failed poll, and stops once every file is finished', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, answer(false)))
      .mockResolvedValueOnce(jsonResponse(500, { error: 'Internal server error', code: 'INTERNAL' }))
      .mockResolvedValueOnce(jsonResponse(200, answer(true)));
    const { result } = renderHook(() => useOrderTranslations(ORDER_ID), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/admin/orders/${ORDER_ID}/translations`);
    expect(result.current.data?.translations[0]?.finished).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(TRANSLATIONS_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.data?.translations[0]?.finished).toBe(false);
    expect(result.current.showError).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(TRANSLATIONS_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current.data?.translations[0]?.extractedHtml).toBe('<p>Acta</p>');

    await act(() => vi.advanceTimersByTimeAsync(4 * TRANSLATIONS_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reports a failure when there is nothing to show yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'Order not found', code: 'NOT_FOUND' }));
    const { result } = renderHook(() => useOrderTranslations(ORDER_ID), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.showError).toBe(true);
    expect(result.current.error?.message).toBe('Order not found');
  });
});
