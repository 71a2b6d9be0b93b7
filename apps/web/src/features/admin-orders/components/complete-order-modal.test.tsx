import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeAdminOrder, ORDER_ID } from '../testing/make-admin-order';
import { CompleteOrderModal, NO_DOCUMENTS_WARNING } from './complete-order-modal';

const fetchMock = vi.fn<typeof fetch>();
const translated = makeAdminOrder({
  status: 'IN_PROGRESS',
  translatedFiles: [
    {
      fileKey: 'translations/birth-certificate-en.pdf',
      filename: 'birth-certificate-en.pdf',
      size: 1024,
      contentType: 'application/pdf',
      uploadedAt: '2026-11-22T10:00:00.000Z',
      attachedAt: '2026-11-22T10:00:00.000Z',
    },
  ],
});

const renderModal = (order = translated) => {
  const onCompleted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CompleteOrderModal order={order} open onClose={() => undefined} onCompleted={onCompleted} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Finalize Order Completion' }), onCompleted };
};
const posts = () => fetchMock.mock.calls.map(describeCall).filter((call) => call.method === 'POST');

describe('CompleteOrderModal', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends every translated file with the edited message and reports the completion', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/complete')
        ? jsonResponse(200, { order: { ...translated, status: 'COMPLETED' }, emailQueued: true })
        : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    const { dialog, onCompleted } = renderModal();
    expect(within(dialog).getByText('Files to send (1)')).toBeInTheDocument();
    const message = within(dialog).getByLabelText<HTMLTextAreaElement>(/message to the client/i);
    expect(message.value).toMatch(/^Dear Ana,\n\nYour translation order TRS-20261120-AB12CD is complete\./);
    await user.clear(message);
    await user.type(message, 'Your files are ready.');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Order & Send Email' }));

    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    const [call] = posts();
    expect(call?.url).toBe(`/api/admin/orders/${ORDER_ID}/complete`);
    expect(call?.body).toEqual({
      translatedFileKeys: ['translations/birth-certificate-en.pdf'],
      message: 'Your files are ready.',
    });
  });

  it('needs a message, warns when no file was uploaded and shows the server’s refusal', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/complete')
        ? jsonResponse(409, { error: 'The order is cancelled.', code: 'CONFLICT' })
        : jsonResponse(404, {}),
    );
    const user = userEvent.setup();
    const { dialog } = renderModal(makeAdminOrder({ status: 'IN_PROGRESS' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_DOCUMENTS_WARNING);
    const message = within(dialog).getByLabelText(/message to the client/i);
    await user.clear(message);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Order & Send Email' }));
    expect(message).toHaveAccessibleDescription(/^Please write a message to the client\.?$/);
    expect(posts()).toHaveLength(0);

    await user.type(message, 'Done.');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Order & Send Email' }));
    expect(await within(dialog).findByText('The order is cancelled.')).toBeInTheDocument();
  });
});
