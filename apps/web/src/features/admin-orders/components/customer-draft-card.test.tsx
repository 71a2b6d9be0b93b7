import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_DOCUMENT_ID, makeDraft } from '@/testing/order-fixtures';
import { CustomerDraftCard } from './customer-draft-card';

describe('CustomerDraftCard', () => {
  it("shows staff where the draft stands and the customer's corrections, with nothing to answer for them", () => {
    render(
      <CustomerDraftCard
        draft={{
          ...makeDraft({
            round: 2,
            state: 'corrections_requested',
            answeredAt: '2026-11-21T09:00:00.000Z',
            correctionsLeft: 0,
            corrections: [{ documentId: DRAFT_DOCUMENT_ID, page: 1, comment: 'Surname: PÉREZ NÚÑEZ' }],
          }),
          preparationError: null,
        }}
      />,
    );
    const card = screen.getByRole('region', { name: "Customer's draft (round 2)" });
    expect(within(card).getByText('Corrections requested')).toBeInTheDocument();
    expect(within(card).getByText('0 of 2')).toBeInTheDocument();
    expect(within(card).getByText('birth-certificate.pdf · page 1')).toBeInTheDocument();
    expect(within(card).getByText('Surname: PÉREZ NÚÑEZ')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open draft of birth-certificate\.pdf/ })).toHaveAttribute(
      'href',
      makeDraft().documents[0]?.downloadUrl,
    );
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says why a draft is stuck being prepared', () => {
    render(
      <CustomerDraftCard
        draft={{
          ...makeDraft({
            state: 'preparing',
            offeredAt: null,
            autoApproveAt: null,
            documents: makeDraft().documents.map((document) => ({ ...document, downloadUrl: '' })),
          }),
          preparationError: 'The translation PDF could not be read.',
        }}
      />,
    );
    expect(screen.getByText('The translation PDF could not be read.')).toBeInTheDocument();
    expect(screen.getByText('Being prepared')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
