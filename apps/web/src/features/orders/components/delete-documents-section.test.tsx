import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { ORDER_ID } from '@/testing/order-fixtures';
import { en } from '../messages/en';
import { DeleteDocumentsSection } from './delete-documents-section';

const DELETE_DOCUMENTS_TEXT = en.deleteDocuments;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type TProps = Parameters<typeof DeleteDocumentsSection>[0];
const order = (overrides: Partial<TProps['order']> = {}): TProps['order'] => ({
  orderId: ORDER_ID,
  status: 'COMPLETED',
  files: [{ deletedAt: null }, { deletedAt: null }],
  documentsDeletedAt: null,
  ...overrides,
});

const renderSection = (props: TProps) => {
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DeleteDocumentsSection {...props} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), ...view };
};

describe('DeleteDocumentsSection', () => {
  it('confirms what goes and what stays before deleting; "Keep them" sends nothing', async () => {
    const { user } = renderSection({ order: order() });
    await user.click(screen.getByRole('button', { name: DELETE_DOCUMENTS_TEXT.open }));
    const dialog = screen.getByRole('dialog', { name: DELETE_DOCUMENTS_TEXT.dialogTitle });
    expect(within(dialog).getByText('Every document you sent us')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/certified PDFs we generated \(their verification record stays/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The order record')).toBeInTheDocument();
    expect(within(dialog).getByText('Your receipts and credit notes')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: DELETE_DOCUMENTS_TEXT.keep })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: DELETE_DOCUMENTS_TEXT.keep }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes through DELETE /api/orders/:id/documents and shows the server’s refusal in the dialog', async () => {
    const { user } = renderSection({ order: order({ status: 'CANCELLED' }) });
    await user.click(screen.getByRole('button', { name: DELETE_DOCUMENTS_TEXT.open }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { error: 'A translator is working on these documents.', code: 'CONFLICT' }),
    );
    await user.click(screen.getByRole('button', { name: DELETE_DOCUMENTS_TEXT.confirm }));
    expect(await screen.findByText('A translator is working on these documents.')).toBeInTheDocument();
    expect(describeCall(fetchMock.mock.calls[0] ?? [])).toMatchObject({
      url: `/api/orders/${ORDER_ID}/documents`,
      method: 'DELETE',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { success: true, deletedFiles: 2, documentsDeletedAt: '2026-11-26T21:00:00.000Z' }),
    );
    await user.click(screen.getByRole('button', { name: DELETE_DOCUMENTS_TEXT.confirm }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the customer deleted them, and that the order and receipts stay', () => {
    renderSection({ order: order({ documentsDeletedAt: '2026-11-26T21:00:00.000Z', files: [{ deletedAt: 'x' }] }) });
    expect(
      screen.getByText(
        'You deleted this order’s documents on November 26, 2026. We keep the order record, its amounts and your receipts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DELETE_DOCUMENTS_TEXT.open })).not.toBeInTheDocument();
  });

  it('explains why an open order keeps them on the order page, and shows nothing on a dashboard card', () => {
    const { unmount } = renderSection({ order: order({ status: 'IN_PROGRESS' }) });
    expect(screen.getByText(DELETE_DOCUMENTS_TEXT.openBusy)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const { container } = renderSection({ order: order({ status: 'IN_PROGRESS' }), compact: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('offers nothing once the retention period removed every file', () => {
    const { container } = renderSection({ order: order({ files: [{ deletedAt: '2026-10-01T00:00:00.000Z' }] }) });
    expect(container).toBeEmptyDOMElement();
  });
});
