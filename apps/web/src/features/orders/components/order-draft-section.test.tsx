import { NO_CORRECTION_ROUNDS_LEFT } from '@sello/shared/draft-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, customerUser, describeCall, jsonResponse, makeTokens } from '@/testing/auth-fixtures';
import { DRAFT_DOCUMENT_ID, DRAFT_ID, makeDraft, ORDER_ID } from '@/testing/order-fixtures';
import { en } from '../messages/en';
import { OrderDraftSection } from './order-draft-section';

const APPROVE_CONFIRM_MESSAGE = en.draft.approveConfirm;
const CORRECTIONS_SENT_MESSAGE = en.draft.correctionsSent;
const DRAFT_APPROVED_MESSAGE = en.draft.approved;
const DRAFT_PREPARING_TITLE = en.draft.preparingTitle;
const DRAFT_READY_TITLE = en.draft.readyTitle;
const NO_ROUNDS_LEFT_MESSAGE = en.draft.noRoundsLeft;
const STAFF_READ_ONLY_MESSAGE = en.draft.staffReadOnly;

const SECOND_DOCUMENT_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const DRAFT_URL = `/api/orders/${ORDER_ID}/draft`;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

/** Answers the draft read with `reads` in turn (the last one repeats) and each write with `writes` in turn. */
const serve = (reads: unknown[], writes: Response[] = []) => {
  let read = 0;
  fetchMock.mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET') === 'GET' && String(input) === DRAFT_URL) {
      const body = reads[Math.min(read, reads.length - 1)];
      read += 1;
      return jsonResponse(200, body);
    }
    const answer = writes.shift();
    if (!answer) throw new Error(`Unexpected ${init?.method} ${String(input)}`);
    return answer;
  });
};

const writesMade = () => fetchMock.mock.calls.map((call) => describeCall(call)).filter((call) => call.method !== 'GET');

const renderSection = () => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <OrderDraftSection
        orderId={ORDER_ID}
        status="IN_PROGRESS"
        nameSpellings={[{ kind: 'full_name', label: 'Full name', asWritten: 'Ana María RUIZ GARCÍA' }]}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

describe('OrderDraftSection', () => {
  it('shows nothing while the order has no draft', async () => {
    serve([{ draft: null, history: [], canAnswer: true }]);
    renderSection();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('offers the stamped PDF, says when the draft counts as approved and how many rounds are left', async () => {
    serve([{ draft: makeDraft({ correctionsLeft: 1 }), history: [], canAnswer: true }]);
    renderSection();
    const card = await screen.findByRole('region', { name: DRAFT_READY_TITLE });
    const link = within(card).getByRole('link', { name: /Open draft of birth-certificate\.pdf/ });
    expect(link).toHaveAttribute('href', makeDraft().documents[0]?.downloadUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('Open draft (PDF)');
    expect(within(card).getByText(/If we do not hear from you by November 27, 2026/)).toBeInTheDocument();
    expect(within(card).getByText('You can ask for corrections 1 more time (2 rounds in all).')).toBeInTheDocument();
    const names = within(card).getByRole('heading', { name: 'Check the names as you gave them' }).parentElement;
    expect(names).toHaveTextContent('Full nameAna María RUIZ GARCÍA');
  });

  it('approves only after the confirm step, then says the final is being prepared', async () => {
    serve(
      [
        { draft: makeDraft(), history: [], canAnswer: true },
        {
          draft: makeDraft({ state: 'approved', answeredAt: '2026-11-21T09:00:00.000Z' }),
          history: [],
          canAnswer: true,
        },
      ],
      [jsonResponse(200, { draft: makeDraft({ state: 'approved', answeredAt: '2026-11-21T09:00:00.000Z' }) })],
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Approve draft' }));
    expect(screen.getByText(APPROVE_CONFIRM_MESSAGE)).toBeInTheDocument();
    expect(writesMade()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Yes, approve the draft' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Yes, approve the draft' }));
    expect(await screen.findByText(DRAFT_APPROVED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Draft approved' })).toBeInTheDocument();
    expect(writesMade()).toEqual([
      expect.objectContaining({ url: `${DRAFT_URL}/approve`, method: 'POST', body: { draftId: DRAFT_ID } }),
    ]);
  });

  it('checks each correction against its document’s pages, and sends them as one round', async () => {
    const draft = makeDraft({
      documents: [
        ...makeDraft().documents,
        { id: SECOND_DOCUMENT_ID, name: 'marriage-record.pdf', pageCount: 1, downloadUrl: 'https://files.example/m' },
      ],
    });
    const asked = makeDraft({
      ...draft,
      state: 'corrections_requested',
      answeredAt: '2026-11-21T09:00:00.000Z',
      correctionsLeft: 1,
      corrections: [{ documentId: DRAFT_DOCUMENT_ID, page: 1, comment: 'Surname: PÉREZ NÚÑEZ, with the accents' }],
    });
    serve(
      [
        { draft, history: [], canAnswer: true },
        { draft: asked, history: [], canAnswer: true },
      ],
      [jsonResponse(200, { draft: asked })],
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Request corrections' }));
    const form = screen.getByRole('form', { name: 'Request corrections' });

    await user.click(within(form).getByRole('button', { name: 'Send corrections' }));
    expect(await within(form).findByText('Enter the page number')).toBeInTheDocument();
    expect(within(form).getByText('Say what should be corrected')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Correction 1: page/), '3');
    await user.type(
      within(form).getByLabelText(/Correction 1: what to correct/),
      'Surname: PÉREZ NÚÑEZ, with the accents',
    );
    await user.click(within(form).getByRole('button', { name: 'Send corrections' }));
    expect(await within(form).findByText('This document has pages 1 to 2')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Correction 1: page/));
    await user.type(within(form).getByLabelText(/Correction 1: page/), '1');

    await user.click(within(form).getByRole('button', { name: 'Add another correction' }));
    await user.selectOptions(within(form).getByLabelText(/Correction 2: document/), 'marriage-record.pdf');
    expect(within(form).getByLabelText(/Correction 2: page/)).toHaveValue(null);
    await user.type(within(form).getByLabelText(/Correction 2: page/), '2');
    await user.type(within(form).getByLabelText(/Correction 2: what to correct/), 'Place of birth');
    await user.click(within(form).getByRole('button', { name: 'Send corrections' }));
    expect(await within(form).findByText('This document has one page: 1')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add another correction' }));
    await user.click(within(form).getByRole('button', { name: 'Remove correction 2' }));
    expect(within(form).queryByLabelText(/Correction 3: page/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Correction 2: page/), '1');
    await user.click(within(form).getByRole('button', { name: 'Send corrections' }));
    expect(writesMade()).toEqual([]);

    // The row left after removing the second one is the third, still empty.
    expect(await within(form).findByText('Say what should be corrected')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Correction 2: what to correct/), 'Place of birth: Cádiz');
    await user.click(within(form).getByRole('button', { name: 'Send corrections' }));

    expect(await screen.findByText(CORRECTIONS_SENT_MESSAGE)).toBeInTheDocument();
    expect(writesMade()).toEqual([
      expect.objectContaining({
        url: `${DRAFT_URL}/corrections`,
        method: 'POST',
        body: {
          draftId: DRAFT_ID,
          corrections: [
            { documentId: DRAFT_DOCUMENT_ID, page: 1, comment: 'Surname: PÉREZ NÚÑEZ, with the accents' },
            { documentId: DRAFT_DOCUMENT_ID, page: 1, comment: 'Place of birth: Cádiz' },
          ],
        },
      }),
    ]);
    expect(screen.getByText('Surname: PÉREZ NÚÑEZ, with the accents')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    const refusal = 'You have used every correction round: approve the draft, or contact support.';
    serve(
      [{ draft: makeDraft(), history: [], canAnswer: true }],
      [jsonResponse(409, { error: refusal, code: 'CONFLICT', reason: NO_CORRECTION_ROUNDS_LEFT })],
    );
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Request corrections' }));
    const form = screen.getByRole('form', { name: 'Request corrections' });
    await user.type(within(form).getByLabelText(/Correction 1: page/), '2');
    await user.type(within(form).getByLabelText(/Correction 1: what to correct/), 'Date of birth');
    await user.click(within(form).getByRole('button', { name: 'Send corrections' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('lets staff read the draft but not answer for the customer (as the server says); the customer answers', async () => {
    serve([{ draft: makeDraft(), history: [], canAnswer: false }]);
    authStore.setSession(makeTokens('pm'), { ...adminUser, staffRole: 'project_manager' });
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderDraftSection orderId={ORDER_ID} status="IN_PROGRESS" nameSpellings={[]} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(STAFF_READ_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open draft of birth-certificate\.pdf/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve draft' })).not.toBeInTheDocument();
    unmount();

    serve([{ draft: makeDraft(), history: [], canAnswer: true }]);
    authStore.setSession(makeTokens('customer'), customerUser);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderDraftSection orderId={ORDER_ID} status="IN_PROGRESS" nameSpellings={[]} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Approve draft' })).toBeInTheDocument();
    expect(screen.queryByText(STAFF_READ_ONLY_MESSAGE)).not.toBeInTheDocument();
  });

  it('offers only approving once every correction round is used', async () => {
    serve([{ draft: makeDraft({ correctionsLeft: 0 }), history: [], canAnswer: true }]);
    renderSection();
    expect(await screen.findByText(NO_ROUNDS_LEFT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request corrections' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve draft' })).toBeEnabled();
  });

  it('says the draft is being prepared, and keeps earlier rounds in a collapsed history', async () => {
    const earlier = makeDraft({
      id: '8b7c6d5e-4f3a-4b2c-9d1e-0f2a3b4c5d6e',
      state: 'corrections_requested',
      answeredAt: '2026-11-21T09:00:00.000Z',
      corrections: [{ documentId: DRAFT_DOCUMENT_ID, page: 1, comment: 'Mother’s name: Ana NÚÑEZ' }],
    });
    serve([
      {
        draft: makeDraft({ round: 2, state: 'preparing', offeredAt: null, autoApproveAt: null }),
        history: [earlier],
        canAnswer: true,
      },
    ]);
    const user = renderSection();
    const card = await screen.findByRole('region', { name: DRAFT_PREPARING_TITLE });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve draft' })).not.toBeInTheDocument();
    expect(screen.getByText('Mother’s name: Ana NÚÑEZ')).not.toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Earlier drafts (1)' }));
    expect(screen.getByText('Mother’s name: Ana NÚÑEZ')).toBeVisible();
    expect(screen.getByText('Draft 1 · Corrections requested on November 21, 2026')).toBeInTheDocument();
  });
});
