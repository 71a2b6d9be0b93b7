import { defaultSettings } from '@sello/shared/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { makeAdminOrder, makeOfficialQuote } from '../testing/make-admin-order';
import { SendOfficialQuoteModal } from './send-official-quote-modal';

const fetchMock = vi.fn<typeof fetch>();
const settingsResponse = {
  settings: defaultSettings('support@sello.test'),
  updatedAt: '2026-11-20T10:00:00.000Z',
  environment: { maxUploadMb: 50, maxFiles: 20 },
};

const answer = (post: () => Promise<Response>) =>
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/api/admin/settings') ? jsonResponse(200, settingsResponse) : post(),
  );

const renderModal = (order = makeAdminOrder(), onSent = vi.fn()) => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })}
    >
      <SendOfficialQuoteModal order={order} open onClose={() => undefined} onSent={onSent} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Review & Send Official Quote' }), onSent };
};

const doc = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const posts = () => fetchMock.mock.calls.map(describeCall).filter((call) => call.method === 'POST');

describe('SendOfficialQuoteModal', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prefills each document with its estimated counts, the extras from the settings and the delivery date', async () => {
    answer(async () => jsonResponse(500, {}));
    const { dialog } = renderModal();
    const birth = doc(dialog, 'birth-certificate.pdf');
    expect(within(birth).getByLabelText(/^pages/i)).toHaveValue(2);
    expect(within(birth).getByLabelText(/^words/i)).toHaveValue(540);
    expect(within(doc(dialog, 'passport.jpg')).getByLabelText(/^pages/i)).toHaveValue(1);
    expect(within(dialog).getByLabelText(/delivery date/i)).toHaveValue('2026-11-27');
    expect(await within(dialog).findByRole('checkbox', { name: /rush delivery \(\+50 %\)/i })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: /notarization/i })).toBeEnabled();
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(/estimate, confirmed by the server/i);
    expect(preview).toHaveTextContent(/Estimated total\s*\$120\.00/);
  });

  it('asks for a reason when a count changes and sends nothing until it is given', async () => {
    answer(async () => jsonResponse(500, {}));
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await within(dialog).findByRole('checkbox', { name: /rush/i });
    const birth = doc(dialog, 'birth-certificate.pdf');
    await user.clear(within(birth).getByLabelText(/^pages/i));
    await user.type(within(birth).getByLabelText(/^pages/i), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send Official Quote' }));

    expect(within(birth).getByLabelText(/reason for the change/i)).toHaveAccessibleDescription(
      'Please explain why the counts changed',
    );
    expect(within(doc(dialog, 'passport.jpg')).queryByText('Please explain why the counts changed')).toBeNull();
    expect(posts()).toHaveLength(0);
    // The preview follows the corrected count: 4 pages × $40.
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(/Estimated total\s*\$160\.00/);
  });

  it('refuses a discount in fractions of a cent or without a reason, and hard copies out of range', async () => {
    answer(async () => jsonResponse(500, {}));
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await user.click(await within(dialog).findByRole('checkbox', { name: /certified hard copy/i }));
    await user.clear(within(dialog).getByLabelText(/hard copies/i));
    await user.type(within(dialog).getByLabelText(/hard copies/i), '21');
    await user.click(within(dialog).getByRole('checkbox', { name: /apply a discount/i }));
    await user.type(within(dialog).getByLabelText(/discount amount/i), '10.555');
    await user.click(within(dialog).getByRole('button', { name: 'Send Official Quote' }));

    expect(within(dialog).getByLabelText(/hard copies/i)).toHaveAccessibleDescription(
      'Copies must be a whole number from 1 to 20',
    );
    expect(within(dialog).getByLabelText(/discount amount/i)).toHaveAccessibleDescription(
      /^(Enter the discount in dollars and cents, more than \$0|The discount must be more than \$0)$/,
    );
    expect(within(dialog).getByLabelText(/discount reason/i)).toHaveAccessibleDescription('A discount needs a reason');
    expect(within(dialog).getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('disables hard copies with an explanation when the customer gave no address', async () => {
    answer(async () => jsonResponse(500, {}));
    const order = makeAdminOrder();
    const { dialog } = renderModal({ ...order, customerInfo: { ...order.customerInfo, address: null } });
    const hardCopy = await within(dialog).findByRole('checkbox', { name: /certified hard copy/i });
    expect(hardCopy).toBeDisabled();
    expect(hardCopy).toHaveAccessibleDescription('Not available: the customer gave no postal address.');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send Official Quote' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ extras: [] });
  });

  it('sends the reviewed counts, extras, discount, date and note, and reports the version sent', async () => {
    const quote = makeOfficialQuote({ version: 2 });
    answer(async () => jsonResponse(201, { officialQuote: quote }));
    const user = userEvent.setup();
    const { dialog, onSent } = renderModal();
    await user.click(await within(dialog).findByRole('checkbox', { name: /rush/i }));
    await user.click(within(dialog).getByRole('checkbox', { name: /notarization/i }));
    await user.click(within(dialog).getByRole('checkbox', { name: /certified hard copy/i }));
    await user.clear(within(dialog).getByLabelText(/hard copies/i));
    await user.type(within(dialog).getByLabelText(/hard copies/i), '2');
    const birth = doc(dialog, 'birth-certificate.pdf');
    await user.clear(within(birth).getByLabelText(/^pages/i));
    await user.type(within(birth).getByLabelText(/^pages/i), '3');
    await user.type(within(birth).getByLabelText(/reason for the change/i), 'Two-sided scan');
    // A reason typed for an unchanged document is not sent.
    await user.type(within(doc(dialog, 'passport.jpg')).getByLabelText(/reason for the change/i), 'ignored');
    await user.click(within(dialog).getByRole('checkbox', { name: /apply a discount/i }));
    await user.type(within(dialog).getByLabelText(/discount amount/i), '10');
    await user.type(within(dialog).getByLabelText(/discount reason/i), 'Returning customer');
    fireEvent.change(within(dialog).getByLabelText(/delivery date/i), { target: { value: '2026-12-01' } });
    await user.type(within(dialog).getByLabelText(/note to the customer/i), 'Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Send Official Quote' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(quote));
    const [call] = posts();
    expect(call?.url).toBe('/api/admin/orders/3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b/official-quote');
    expect(call?.body).toEqual({
      files: [
        { fileKey: 'uploads/birth-certificate.pdf', pages: 3, wordCount: 540, reason: 'Two-sided scan' },
        { fileKey: 'uploads/passport.jpg', pages: 1, wordCount: 120 },
      ],
      extras: [{ code: 'rush' }, { code: 'notarization' }, { code: 'hard_copy', quantity: 2 }],
      discount: { amount: 10, reason: 'Returning customer' },
      deliveryDate: '2026-12-01',
      note: 'Thanks!',
    });
  });

  it("shows the server's message, or the fallback when it gives none", async () => {
    answer(async () => jsonResponse(400, { error: 'deliveryDate must not be in the past', code: 'BAD_REQUEST' }));
    const user = userEvent.setup();
    const { dialog } = renderModal();
    await within(dialog).findByRole('checkbox', { name: /rush/i });
    await user.click(within(dialog).getByRole('button', { name: 'Send Official Quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('deliveryDate must not be in the past');

    answer(async () => jsonResponse(500, { code: 'INTERNAL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Official Quote' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Failed to send the official quote$/),
    );
  });
});
