import type { TOrderFileTranslation, TOrderTranslationsResponse } from '@sello/shared/translation-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { TRANSLATIONS_POLL_MS, useOrderTranslations } from './get-order-translations';
import { useRetryTranslation } from './retry-translation';

const ORDER_ID = '5b0f3c1e-7d2a-4c1b-9a6e-2f4d8c9b1a00';
const TRANSLATION_ID = '6c1f4d2f-8e3b-4d2c-8b7f-3a5e9d0c2b11';
const LIST_URL = `/api/admin/orders/${ORDER_ID}/translations`;
const RETRY_URL = `${LIST_URL}/${TRANSLATION_ID}/retry`;

const file = (overrides: Partial<TOrderFileTranslation>): TOrderFileTranslation => ({
  id: TRANSLATION_ID,
  fileKey: '7d2a5e3a-9f4c-4e3d-9c8a-4b6f0e1d3c22',
  filename: 'acta.pdf',
  extractionStatus: 'done',
  extractionError: null,
  translationStatus: 'failed',
  translationError: 'DeepL answered HTTP 403 (check the API key)',
  provider: 'deepl',
  attempts: 1,
  finished: true,
  extractedHtml: '<p>Acta</p>',
  translatedHtml: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const pending = file({
  translationStatus: 'pending',
  translationError: null,
  provider: null,
  attempts: 0,
  finished: false,
});
const running = file({ translationStatus: 'running', translationError: null, provider: 'deepl', finished: false });
const done = file({
  translationStatus: 'done',
  translationError: null,
  provider: 'deepl',
  translatedHtml: '<p>Certificado</p>',
});
const list = (translation: TOrderFileTranslation): TOrderTranslationsResponse => ({
  orderId: ORDER_ID,
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  provider: 'deepl',
  translations: [translation],
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
const calls = () => fetchMock.mock.calls.map((call) => `${describeCall(call).method} ${describeCall(call).url}`);

describe('useRetryTranslation', () => {
  it('posts the retry, shows the file pending at once and starts the stopped polling again', async () => {
    const refetch = deferred<Response>();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, list(file({}))))
      .mockResolvedValueOnce(jsonResponse(202, { translation: pending }))
      .mockReturnValueOnce(refetch.promise)
      .mockResolvedValueOnce(jsonResponse(200, list(done)));
    const { result } = renderHook(
      () => ({ translations: useOrderTranslations(ORDER_ID), retry: useRetryTranslation() }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    // Every file has finished: no more polls.
    await act(() => vi.advanceTimersByTimeAsync(3 * TRANSLATIONS_POLL_MS));
    expect(calls()).toEqual([`GET ${LIST_URL}`]);

    await act(async () => {
      await result.current.retry.mutateAsync({ orderId: ORDER_ID, translationId: TRANSLATION_ID });
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    // The invalidation fetches the list again; meanwhile the file shows pending.
    expect(calls()).toEqual([`GET ${LIST_URL}`, `POST ${RETRY_URL}`, `GET ${LIST_URL}`]);
    expect(result.current.translations.data?.translations[0]).toMatchObject({
      translationStatus: 'pending',
      finished: false,
    });

    // Polling goes on while the file is unfinished, and stops once it has finished.
    await act(async () => {
      refetch.resolve(jsonResponse(200, list(running)));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current.translations.data?.translations[0]?.translationStatus).toBe('running');
    await act(() => vi.advanceTimersByTimeAsync(TRANSLATIONS_POLL_MS));
    expect(calls()).toEqual([`GET ${LIST_URL}`, `POST ${RETRY_URL}`, `GET ${LIST_URL}`, `GET ${LIST_URL}`]);
    expect(result.current.translations.data?.translations[0]?.translatedHtml).toBe('<p>Certificado</p>');

    await act(() => vi.advanceTimersByTimeAsync(3 * TRANSLATIONS_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
