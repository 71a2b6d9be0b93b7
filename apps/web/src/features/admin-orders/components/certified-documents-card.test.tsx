import type { TOrderCertified } from '@sello/shared/certified-document-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDownload } from '@/api/get-file-download-url';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeAdminOrder } from '../testing/make-admin-order';
import { CertifiedDocumentsCard } from './certified-documents-card';

const ORDER_ID = '5b0f3c1e-7d2a-4c1b-9a6e-2f4d8c9b1a00';
const FILE_KEY = 'orders/5b0f3c1e/translated/acta — sworn translation (English).pdf';

const certifiedDocument: TOrderCertified['documents'][number] = {
  id: '7c2f4d2f-8e3b-4d2c-8b7f-3a5e9d0c2b10',
  fileKey: FILE_KEY,
  filename: 'acta — sworn translation (English).pdf',
  documentName: 'acta.pdf',
  code: '7KQ2-M9XD-4TPA',
  sha256: 'b'.repeat(64),
  pageCount: 5,
  certifications: ['sworn_spain', 'uscis'],
  translatorName: 'Lucía Martín',
  signedDigitally: true,
  issuedAt: '2026-11-26T10:00:00.000Z',
};

const certified = (overrides: Partial<TOrderCertified> = {}): TOrderCertified => ({
  state: 'ready',
  failure: null,
  documents: [certifiedDocument],
  canRegenerate: true,
  ...overrides,
});

// The browser following the signed link is not jsdom's to do.
vi.mock('@/api/get-file-download-url', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/get-file-download-url')>()),
  startDownload: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(startDownload).mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCard = (value: TOrderCertified) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CertifiedDocumentsCard order={{ orderId: ORDER_ID }} certified={value} />
    </QueryClientProvider>,
  );

const card = () => screen.getByRole('region', { name: /Certified translations/ });

describe('CertifiedDocumentsCard', () => {
  it('says the documents are being made while they are', () => {
    renderCard(certified({ state: 'generating', documents: [], canRegenerate: false }));
    expect(card()).toHaveAccessibleName('Certified translations');
    expect(within(card()).getByRole('status')).toHaveTextContent('The certified translations are being made');
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('shows why they could not be made, in an alert', () => {
    renderCard(
      certified({
        state: 'failed',
        failure: 'Lucía Martín has no signature image in their staff profile: add it, then regenerate.',
        documents: [],
      }),
    );
    const alert = within(card()).getByRole('alert');
    expect(alert).toHaveTextContent('The certified translations could not be made');
    expect(alert).toHaveTextContent('Lucía Martín has no signature image in their staff profile');
    expect(within(card()).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  });

  it('lists each document with its facts and opens its PDF through the staff download link', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { downloadUrl: 'https://files.example/signed.pdf', expiresAt: 1_900_000_000 }),
    );
    renderCard(certified());
    expect(card()).toHaveAccessibleName('Certified translations (1)');
    const row = within(card()).getAllByRole('listitem')[0] as HTMLElement;
    expect(row).toHaveTextContent('acta — sworn translation (English).pdf');
    expect(row).toHaveTextContent('5 pages · Lucía Martín · Signed digitally');
    expect(row).toHaveTextContent('Spanish sworn translation (Orden AEC/2125/2014)');
    expect(row).toHaveTextContent('Certified translation for US authorities (USCIS)');
    expect(row).toHaveTextContent('Verification code: 7KQ2-M9XD-4TPA');

    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Preview acta — sworn translation (English).pdf' }));
    await vi.waitFor(() => expect(startDownload).toHaveBeenCalledWith('https://files.example/signed.pdf'));
    expect(fetchMock.mock.calls.map(describeCall)).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: `/api/orders/${ORDER_ID}/files/${encodeURIComponent(FILE_KEY)}/download?format=json`,
      }),
    ]);
  });

  it('regenerates only after a confirmation that says the current codes will show as replaced', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        order: makeAdminOrder({ orderId: ORDER_ID, certified: certified({ state: 'generating', documents: [] }) }),
      }),
    );
    renderCard(certified());
    await user.click(within(card()).getByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the certified translations?' });
    expect(dialog).toHaveTextContent('The current codes will show as replaced by a newer version');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.map(describeCall)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `/api/admin/orders/${ORDER_ID}/certified-documents/regenerate`,
      }),
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: 'This order was delivered: its certified translations can no longer be regenerated.',
        code: 'CONFLICT',
      }),
    );
    renderCard(certified());
    await user.click(within(card()).getByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('can no longer be regenerated');
  });

  it('offers no Regenerate when the server says the order no longer allows it', () => {
    renderCard(certified({ canRegenerate: false }));
    expect(within(card()).queryByRole('button', { name: 'Regenerate' })).toBeNull();
  });
});
