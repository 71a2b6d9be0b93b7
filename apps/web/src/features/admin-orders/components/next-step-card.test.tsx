import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { adminUser, makeTokens } from '@/testing/auth-fixtures';
import { DRAFT_DOCUMENT_ID, makeDraft } from '@/testing/order-fixtures';
import { makeAdminOrder, makeOfficialQuote, makePayment } from '../testing/make-admin-order';
import { NextStepCard } from './next-step-card';

const translated: TAdminOrder['translatedFiles'][number] = {
  fileKey: 'translated/file.pdf',
  filename: 'acta-en.pdf',
  size: 2048,
  contentType: 'application/pdf',
  uploadedAt: '2026-11-22T10:00:00.000Z',
  attachedAt: '2026-11-22T10:00:00.000Z',
};

const staffDraft = (overrides: Partial<NonNullable<TAdminOrder['draft']>> = {}): TAdminOrder['draft'] => ({
  ...makeDraft(),
  preparationError: null,
  ...overrides,
});

const renderCard = (order: TAdminOrder, extra: { onAssign?: () => void } = {}) => {
  const actions = {
    onSendQuote: vi.fn(),
    onRecordPayment: vi.fn(),
    onDeliver: vi.fn(),
    onShowTranslation: vi.fn(),
    onShowCertified: vi.fn(),
    ...extra,
  };
  render(<NextStepCard order={order} actions={actions} />);
  return { card: screen.getByRole('region', { name: /./ }), actions };
};

describe('NextStepCard', () => {
  beforeEach(() => authStore.setSession(makeTokens('owner'), adminUser));
  afterEach(() => authStore.clear());

  it('offers a project manager no Record Payment (the owner moves money) and says who records it', () => {
    authStore.setSession(makeTokens('pm'), { ...adminUser, staffRole: 'project_manager' });
    const { card } = renderCard(
      makeAdminOrder({ officialQuote: makeOfficialQuote({ status: 'APPROVED', total: 150 }) }),
    );
    expect(card).toHaveAccessibleName('Record the payment');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card).toHaveTextContent('the owner records a bank transfer');
  });

  it('sends staff to the assignment of the work where the page has one', async () => {
    const onAssign = vi.fn();
    const { card } = renderCard(makeAdminOrder({ status: 'PAID', payments: [makePayment()] }), { onAssign });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Assign Work' }));
    expect(onAssign).toHaveBeenCalledOnce();
  });

  it.each([
    ['a new order', makeAdminOrder(), 'Send the official quote', 'Review & Send Official Quote', 'onSendQuote'],
    [
      'an approved quote not yet paid',
      makeAdminOrder({ officialQuote: makeOfficialQuote({ status: 'APPROVED', total: 150 }) }),
      'Record the payment',
      'Record Payment',
      'onRecordPayment',
    ],
    [
      'a paid order without a translation',
      makeAdminOrder({ status: 'PAID', payments: [makePayment()] }),
      'Get the translation done',
      'Go to Translated Documents',
      'onShowTranslation',
    ],
    [
      'a paid order with its translation uploaded',
      makeAdminOrder({ status: 'IN_PROGRESS', translatedFiles: [translated] }),
      'Deliver to the client',
      'Deliver to Client',
      'onDeliver',
    ],
  ] as const)('for %s names one step, and its button does it', async (_name, order, title, button, action) => {
    const { card, actions } = renderCard(order);
    expect(card).toHaveAccessibleName(title);
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(within(card).getByRole('button', { name: button }));
    expect(actions[action]).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'the draft is being made',
      makeAdminOrder({
        status: 'IN_PROGRESS',
        stage: 'draft_with_customer',
        draft: staffDraft({ state: 'preparing', offeredAt: null, autoApproveAt: null }),
      }),
      "Preparing the customer's draft",
      'is being made; the customer is emailed when it is ready',
    ],
    [
      'making the draft failed',
      makeAdminOrder({
        status: 'IN_PROGRESS',
        stage: 'draft_with_customer',
        draft: staffDraft({ state: 'preparing', preparationError: 'The translation PDF could not be read.' }),
      }),
      "Preparing the customer's draft",
      'The draft could not be made yet: The translation PDF could not be read. It is tried again by itself.',
    ],
    [
      'the draft could not be made from the translation',
      makeAdminOrder({
        status: 'IN_PROGRESS',
        stage: 'in_translation',
        draft: staffDraft({
          state: 'failed',
          offeredAt: null,
          autoApproveAt: null,
          preparationError:
            'Your translation could not be made into a PDF draft: the file could not be read as a PDF; upload it again as DOCX or PDF.',
        }),
      }),
      'The draft could not be made: the translation is back with its translator',
      'They were told: “Your translation could not be made into a PDF draft: the file could not be read as a PDF; upload it again as DOCX or PDF.”',
    ],
    [
      'the customer has the draft',
      makeAdminOrder({ status: 'IN_PROGRESS', stage: 'draft_with_customer', draft: staffDraft({ round: 2 }) }),
      /^Waiting for the customer to check the draft \(round 2, counts as approved on Nov 27, 2026, \d+:00 [AP]M\)$/,
      'if they do neither by then, it counts as approved',
    ],
    [
      'the customer asked for corrections',
      makeAdminOrder({
        status: 'IN_PROGRESS',
        stage: 'changes_requested',
        draft: staffDraft({
          state: 'corrections_requested',
          corrections: [{ documentId: DRAFT_DOCUMENT_ID, page: 1, comment: 'Surname with both accents' }],
        }),
      }),
      'The customer asked for corrections',
      '1 correction on draft 1: the translator makes them',
    ],
  ] as const)('when %s, says so and has nothing to press', (_name, order, title, detail) => {
    const { card } = renderCard(order);
    expect(card).toHaveAccessibleName(title);
    expect(card).toHaveTextContent(detail);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('once the customer approved the draft, offers the delivery', () => {
    const { card } = renderCard(
      makeAdminOrder({
        status: 'IN_PROGRESS',
        stage: 'final_ready',
        translatedFiles: [translated],
        draft: staffDraft({ state: 'approved', answeredAt: '2026-11-22T09:00:00.000Z' }),
      }),
    );
    expect(card).toHaveAccessibleName('Deliver to the client');
    expect(within(card).getByRole('button', { name: 'Deliver to Client' })).toBeInTheDocument();
  });

  const certifiedAt = (state: 'generating' | 'ready' | 'failed', failure: string | null = null) =>
    makeAdminOrder({
      status: 'IN_PROGRESS',
      stage: 'final_ready',
      translatedFiles: state === 'ready' ? [translated] : [],
      certified: {
        state,
        failure,
        documents:
          state === 'ready'
            ? [
                {
                  id: '7c2f4d2f-8e3b-4d2c-8b7f-3a5e9d0c2b10',
                  fileKey: translated.fileKey,
                  filename: translated.filename,
                  documentName: 'acta.pdf',
                  code: '7KQ2-M9XD-4TPA',
                  sha256: 'b'.repeat(64),
                  pageCount: 3,
                  certifications: ['sworn_spain'],
                  translatorName: 'Lucía Martín',
                  signedDigitally: false,
                  issuedAt: '2026-11-26T10:00:00.000Z',
                },
              ]
            : [],
        canRegenerate: true,
      },
    });

  it('while the certified translations are being made, says so and has nothing to press', () => {
    const { card } = renderCard(certifiedAt('generating'));
    expect(card).toHaveAccessibleName('Making the certified translations');
    expect(card).toHaveTextContent('are being made; deliver them once they are ready');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('when the certified translations could not be made, says why and points at their card', async () => {
    const { card, actions } = renderCard(
      certifiedAt('failed', 'Lucía Martín has no signature image in their staff profile: add it, then regenerate.'),
    );
    expect(card).toHaveAccessibleName('The certified translations could not be made');
    expect(card).toHaveTextContent('Lucía Martín has no signature image in their staff profile');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Go to Certified Translations' }));
    expect(actions.onShowCertified).toHaveBeenCalledOnce();
  });

  it('once the certified translations are made, offers their delivery', () => {
    const { card } = renderCard(certifiedAt('ready'));
    expect(card).toHaveAccessibleName('Deliver to the client');
    expect(card).toHaveTextContent('The certified translation is ready.');
  });

  it('says what is due, in dollars from cents', () => {
    const { card } = renderCard(
      makeAdminOrder({
        officialQuote: makeOfficialQuote({ status: 'APPROVED', total: 150 }),
        payments: [makePayment({ amount: 100.1 })],
      }),
    );
    expect(card).toHaveTextContent('$49.90 is due on the approved quote');
  });

  it.each([
    ['the customer has the quote', makeAdminOrder({ officialQuote: makeOfficialQuote() }), 'Waiting for the customer'],
    ['delivered', makeAdminOrder({ status: 'DELIVERED', translatedFiles: [translated] }), 'Delivered'],
    ['cancelled', makeAdminOrder({ status: 'CANCELLED' }), 'Cancelled'],
  ] as const)('when %s, has nothing to press', (_name, order, title) => {
    const { card } = renderCard(order);
    expect(card).toHaveAccessibleName(new RegExp(`^${title}`));
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
