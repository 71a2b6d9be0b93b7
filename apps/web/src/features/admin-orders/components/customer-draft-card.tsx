import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TDraftState } from '@sello/shared/draft-schemas';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { DraftCorrectionList, DraftDocumentList } from '@/components/ui/draft-documents';
import { formatDateTime } from '@/lib/order-format';

/** The draft's state as staff read it (the customer's page words it for the customer). */
export const STAFF_DRAFT_STATE_LABELS: Record<TDraftState, string> = {
  preparing: 'Being prepared',
  awaiting_customer: 'With the customer',
  corrections_requested: 'Corrections requested',
  approved: 'Approved by the customer',
  auto_approved: 'Approved automatically (no answer in time)',
  failed: 'Could not be made: back with the translator',
};

type TStaffDraft = NonNullable<TAdminOrder['draft']>;

const DraftFacts = ({ draft }: { draft: TStaffDraft }) => {
  const facts = [
    { label: 'State', value: STAFF_DRAFT_STATE_LABELS[draft.state] },
    { label: 'Offered', value: draft.offeredAt ? formatDateTime(draft.offeredAt) : 'Not yet' },
    draft.state === 'awaiting_customer' && draft.autoApproveAt
      ? { label: 'Counts as approved on', value: formatDateTime(draft.autoApproveAt) }
      : null,
    draft.answeredAt ? { label: 'Answered', value: formatDateTime(draft.answeredAt) } : null,
    { label: 'Correction rounds left', value: `${draft.correctionsLeft} of ${draft.correctionsAllowed}` },
  ].filter((fact) => fact !== null);
  return (
    <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-slate-500 text-xs uppercase tracking-wide">{fact.label}</dt>
          <dd className="mt-1 break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
};

/**
 * The current round of the customer's draft approval, read only (staff never answer for the customer): where it
 * stands, its stamped PDFs, and the corrections the customer asked for.
 */
export const CustomerDraftCard = ({ draft }: { draft: TStaffDraft }) => {
  return (
    <Card id="customer-draft-heading" title={`Customer's draft (round ${draft.round})`}>
      <div className="flex flex-col gap-5">
        <DraftFacts draft={draft} />
        {draft.preparationError ? (
          <Alert
            tone="warning"
            title={draft.state === 'failed' ? 'The draft could not be made' : 'The draft could not be made yet'}
            live={false}
          >
            {draft.preparationError}
          </Alert>
        ) : null}
        <DraftDocumentList draft={draft} />
        {draft.corrections.length > 0 ? (
          <div>
            <h3 className="mb-2 font-semibold text-slate-900 text-sm">The customer's corrections</h3>
            <DraftCorrectionList draft={draft} />
          </div>
        ) : null}
      </div>
    </Card>
  );
};
