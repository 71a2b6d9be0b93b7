import type { TAdminOrder, TAdminSourceFile } from '@sello/shared/admin-order-schemas';
import type { TOrderFileTranslation, TTranslationStatus } from '@sello/shared/translation-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { SourceDocuments } from './source-documents';

const ORDER_ID = '5b0f3c1e-7d2a-4c1b-9a6e-2f4d8c9b1a00';

const STATUSES: TTranslationStatus[] = ['done', 'running', 'pending', 'failed', 'skipped', 'not_configured'];
const FINISHED: TTranslationStatus[] = ['done', 'failed', 'skipped', 'not_configured'];

const sourceFile = (status: TTranslationStatus): TAdminSourceFile => ({
  fileKey: `key-${status}`,
  filename: `${status}.pdf`,
  size: 1024,
  contentType: 'application/pdf',
  pages: 1,
  wordCount: 100,
  analysis: null,
});

const translationOf = (status: TTranslationStatus, index: number): TOrderFileTranslation => ({
  id: `6c1f4d2f-8e3b-4d2c-8b7f-3a5e9d0c2b1${index}`,
  fileKey: `key-${status}`,
  filename: `${status}.pdf`,
  extractionStatus: status === 'skipped' ? 'failed' : 'done',
  extractionError: status === 'skipped' ? 'No text could be extracted: the analysis took too long' : null,
  translationStatus: status,
  translationError: status === 'failed' ? 'DeepL answered HTTP 403 (check the API key)' : null,
  provider: null,
  attempts: 1,
  finished: FINISHED.includes(status),
  extractedHtml: status === 'skipped' ? null : '<p>Acta</p>',
  translatedHtml: status === 'done' ? '<p>Certificado</p>' : null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const order = { orderId: ORDER_ID, sourceFiles: STATUSES.map(sourceFile) } as TAdminOrder;
const translations = STATUSES.map(translationOf);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDocuments = ({ providerConfigured = true } = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SourceDocuments order={order} translations={translations} providerConfigured={providerConfigured} />
    </QueryClientProvider>,
  );
const retryButton = (status: TTranslationStatus) =>
  screen.queryByRole('button', { name: `Retry translation of ${status}.pdf` });

describe('SourceDocuments: retry translation', () => {
  it('offers a retry next to a failed, skipped or not-configured translation only', () => {
    renderDocuments();
    expect(STATUSES.filter((status) => retryButton(status) !== null)).toEqual(['failed', 'skipped', 'not_configured']);
    const notConfigured = retryButton('not_configured')?.closest('li');
    expect(notConfigured).toHaveTextContent('Machine translation not configured');
    expect(retryButton('failed')?.closest('li')).toHaveTextContent('Machine translation failed');
    expect(retryButton('skipped')?.closest('li')).toHaveTextContent('Text extraction failed');
  });

  it('without a provider offers a retry only where the text extraction failed', () => {
    renderDocuments({ providerConfigured: false });
    expect(STATUSES.filter((status) => retryButton(status) !== null)).toEqual(['skipped']);
    const failed = screen.getByText('failed.pdf').closest('li');
    expect(failed).toHaveTextContent('Machine translation failed');
  });

  it('without a provider says so once for the order, not on every file', () => {
    renderDocuments({ providerConfigured: false });
    expect(screen.getAllByText(/machine translation is not set up/i)).toHaveLength(1);
    expect(screen.queryByText('Set up a machine-translation provider to translate it.')).not.toBeInTheDocument();
    expect(screen.getByText('not_configured.pdf').closest('li')).not.toHaveTextContent(
      'Machine translation not configured',
    );
  });

  it('with a provider and every file translated, shows no notice', () => {
    renderDocuments();
    expect(screen.queryByText(/machine translation is not set up/i)).not.toBeInTheDocument();
  });

  it('posts the retry for that file and shows it pending meanwhile', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    renderDocuments();
    await userEvent.setup().click(retryButton('failed') as HTMLElement);

    expect(fetchMock).toHaveBeenCalledOnce();
    const call = describeCall(fetchMock.mock.calls[0] ?? []);
    expect(call).toMatchObject({
      method: 'POST',
      url: `/api/admin/orders/${ORDER_ID}/translations/${translationOf('failed', 3).id}/retry`,
    });
    const button = retryButton('failed');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(retryButton('not_configured')).toBeEnabled();

    answer.resolve(
      jsonResponse(202, {
        translation: {
          ...translationOf('failed', 3),
          translationStatus: 'pending',
          translationError: null,
          provider: null,
          attempts: 0,
          finished: false,
        },
      }),
    );
    await vi.waitFor(() => expect(retryButton('failed')).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's error inline on the file", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(410, { error: 'The file was deleted', code: 'GONE' }));
    renderDocuments();
    await userEvent.setup().click(retryButton('not_configured') as HTMLElement);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was deleted');
    const card = retryButton('not_configured')?.closest('li') as HTMLElement;
    expect(within(card).getByRole('alert')).toBe(alert);
    expect(retryButton('not_configured')).toBeEnabled();
  });

  it('shows a photo’s OCR confidence per page, flags the low ones, and previews it as the server’s JPEG', async () => {
    const photo: TAdminSourceFile = {
      fileKey: 'key-photo',
      filename: 'birth-certificate.heic',
      size: 2_000_000,
      contentType: 'image/heic',
      pages: 1,
      wordCount: 140,
      analysis: {
        method: 'ocr',
        estimated: false,
        warnings: [],
        perPage: [140],
        ocrConfidence: [41],
        hardToReadPages: [1],
      },
    };
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { previewUrl: '/api/orders/x/files/key-photo/preview?expires=1&signature=s', expiresAt: 1 }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SourceDocuments
          order={{ orderId: ORDER_ID, sourceFiles: [photo, sourceFile('done')] } as TAdminOrder}
          translations={[]}
          providerConfigured
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('list', { name: 'OCR confidence per page' })).toHaveTextContent(
      'Page 1: 41 % — hard to read',
    );
    expect(screen.getByText('Read by OCR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview done.pdf' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview birth-certificate.heic' }));
    const dialog = await screen.findByRole('dialog', { name: 'birth-certificate.heic' });
    expect(await within(dialog).findByRole('img', { name: 'Preview of birth-certificate.heic' })).toHaveAttribute(
      'src',
      '/api/orders/x/files/key-photo/preview?expires=1&signature=s',
    );
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      method: 'POST',
      url: `/api/admin/orders/${ORDER_ID}/files/key-photo/preview`,
    });
  });
});
