import type { TOrderStatus } from '@sello/shared/constants';
import { DRAFT_STATE_LABELS, type TOrderDraft } from '@sello/shared/draft-schemas';
import type { TOrderInstructions } from '@sello/shared/order-instructions-schemas';
import Check from 'lucide-react/icons/check';
import Hourglass from 'lucide-react/icons/hourglass';
import PencilLine from 'lucide-react/icons/pencil-line';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { DraftCorrectionList, DraftDocumentList } from '@/components/ui/draft-documents';
import { NameSpellingList } from '@/components/ui/name-spelling-list';
import { errorMessage } from '@/lib/api-client';
import { formatCount, formatLongDate } from '@/lib/order-format';
import { APPROVE_DRAFT_FAILED_MESSAGE, useApproveDraft } from '../api/approve-draft';
import { useOrderDraft } from '../api/get-order-draft';
import { DraftCorrectionsPanel } from './draft-corrections-panel';

export const DRAFT_READY_TITLE = 'Your draft is ready to check';
export const DRAFT_PREPARING_TITLE = 'We are preparing your draft';
export const CORRECTIONS_SENT_MESSAGE = 'Your translator is making the corrections; you will get a new draft.';
export const DRAFT_APPROVED_MESSAGE = 'Approved — we are preparing your final translation.';
export const APPROVE_CONFIRM_MESSAGE =
  'Once you approve, we prepare your final translation exactly as in this draft. Approve it?';
export const STAFF_READ_ONLY_MESSAGE =
  'You are signed in as staff: only the customer can approve the draft or ask for corrections.';
export const NO_ROUNDS_LEFT_MESSAGE =
  'You have used every correction round. Approve the draft, or contact support if something is still wrong.';

/** "If we do not hear from you by …": the day the draft counts as approved. */
export const autoApproveMessage = (autoApproveAt: string) =>
  `If we do not hear from you by ${formatLongDate(autoApproveAt)}, we will take the draft as approved.`;

export const roundsLeftMessage = (draft: Pick<TOrderDraft, 'correctionsLeft' | 'correctionsAllowed'>) =>
  draft.correctionsLeft > 0
    ? `You can ask for corrections ${draft.correctionsLeft === 1 ? 'once more' : `${draft.correctionsLeft} more times`} (${formatCount(draft.correctionsAllowed, 'round')} in all).`
    : NO_ROUNDS_LEFT_MESSAGE;

/** Approve (after a confirm step) or open the corrections form. */
const DraftAnswer = ({
  orderId,
  draft,
  canAnswer,
}: {
  orderId: string;
  draft: TOrderDraft;
  /** The server's word: staff reading a customer's order may not answer for them. */
  canAnswer: boolean;
}) => {
  const approve = useApproveDraft();
  const readOnly = !canAnswer;
  const [mode, setMode] = useState<'choose' | 'confirm' | 'corrections'>('choose');
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'confirm') confirmRef.current?.focus();
  }, [mode]);
  const roundsLeft = draft.correctionsLeft > 0;

  if (readOnly) {
    return (
      <Alert tone="info" live={false}>
        {STAFF_READ_ONLY_MESSAGE}
      </Alert>
    );
  }
  if (mode === 'corrections') {
    return <DraftCorrectionsPanel orderId={orderId} draft={draft} onCancel={() => setMode('choose')} />;
  }
  if (mode === 'confirm') {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <p className="font-medium text-slate-900">{APPROVE_CONFIRM_MESSAGE}</p>
        {approve.isError ? (
          <Alert tone="error">{errorMessage(approve.error, APPROVE_DRAFT_FAILED_MESSAGE)}</Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            ref={confirmRef}
            loading={approve.isPending}
            icon={<Check aria-hidden="true" className="size-4" />}
            onClick={() => approve.mutate({ orderId, draftId: draft.id })}
          >
            Yes, approve the draft
          </Button>
          <Button variant="ghost" disabled={approve.isPending} onClick={() => setMode('choose')}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button icon={<Check aria-hidden="true" className="size-4" />} onClick={() => setMode('confirm')}>
        Approve draft
      </Button>
      <Button
        variant="outline"
        disabled={!roundsLeft}
        icon={<PencilLine aria-hidden="true" className="size-4" />}
        onClick={() => setMode('corrections')}
      >
        Request corrections
      </Button>
    </div>
  );
};

/** The names the customer gave, beside the draft, so they check the spelling against their own words. */
const NamesToCheck = ({ nameSpellings }: { nameSpellings: TOrderInstructions['nameSpellings'] }) =>
  nameSpellings.length === 0 ? null : (
    <div className="rounded-2xl bg-slate-50 p-4">
      <h3 className="mb-3 font-semibold text-slate-900 text-sm">Check the names as you gave them</h3>
      <NameSpellingList nameSpellings={nameSpellings} />
    </div>
  );

const CurrentDraft = ({
  orderId,
  draft,
  nameSpellings,
  canAnswer,
}: {
  orderId: string;
  draft: TOrderDraft;
  nameSpellings: TOrderInstructions['nameSpellings'];
  canAnswer: boolean;
}) => {
  switch (draft.state) {
    case 'preparing':
      return (
        <div className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-slate-700">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <p>
            Your translation has been reviewed. We are making the draft for you to check; it appears here shortly, and
            we will email you.
          </p>
        </div>
      );
    case 'awaiting_customer':
      return (
        <div className="flex flex-col gap-5">
          <p className="text-slate-700">
            Please check the translation before we prepare the final version. Each page is marked “DRAFT — not valid as
            a translation”.
          </p>
          <DraftDocumentList draft={draft} />
          <NamesToCheck nameSpellings={nameSpellings} />
          <ul className="flex flex-col gap-1.5 text-slate-700 text-sm">
            {draft.autoApproveAt ? <li>{autoApproveMessage(draft.autoApproveAt)}</li> : null}
            <li>{roundsLeftMessage(draft)}</li>
          </ul>
          <DraftAnswer orderId={orderId} draft={draft} canAnswer={canAnswer} />
        </div>
      );
    case 'corrections_requested':
      return (
        <div className="flex flex-col gap-4">
          <Alert tone="info" live={false}>
            {CORRECTIONS_SENT_MESSAGE}
          </Alert>
          <div>
            <h3 className="mb-2 font-semibold text-slate-900">What you asked to correct</h3>
            <DraftCorrectionList draft={draft} />
          </div>
        </div>
      );
    case 'approved':
    case 'auto_approved':
      return (
        <Alert tone="success" live={false}>
          {draft.state === 'auto_approved' && draft.autoApproveAt
            ? `We did not hear from you by ${formatLongDate(draft.autoApproveAt)}, so the draft counts as approved — we are preparing your final translation.`
            : DRAFT_APPROVED_MESSAGE}
        </Alert>
      );
  }
};

const draftTitle = (draft: TOrderDraft) => {
  if (draft.state === 'preparing') return DRAFT_PREPARING_TITLE;
  if (draft.state === 'awaiting_customer') return DRAFT_READY_TITLE;
  if (draft.state === 'corrections_requested') return 'Corrections requested';
  return 'Draft approved';
};

/** Earlier rounds, collapsed: when each was answered and what was asked. */
const DraftHistory = ({ history }: { history: TOrderDraft[] }) => (
  <Disclosure title={`Earlier drafts (${history.length})`} className="border-slate-100 border-t">
    <ol className="flex flex-col gap-4">
      {history.map((round) => (
        <li key={round.id} className="flex flex-col gap-2">
          <p className="font-medium text-slate-900 text-sm">
            Draft {round.round} · {DRAFT_STATE_LABELS[round.state]}
            {round.answeredAt ? ` on ${formatLongDate(round.answeredAt)}` : ''}
          </p>
          {round.corrections.length > 0 ? <DraftCorrectionList draft={round} /> : null}
        </li>
      ))}
    </ol>
  </Disclosure>
);

/**
 * The draft the customer checks before the final translation (issue 30): open each document's stamped PDF, then
 * approve or ask for corrections per page; afterwards, what happens now. Shown only once there is a draft.
 */
export const OrderDraftSection = ({
  orderId,
  status,
  nameSpellings,
}: {
  orderId: string;
  status: TOrderStatus;
  /** The names as in the passport the customer gave: shown beside the draft to check against. */
  nameSpellings: TOrderInstructions['nameSpellings'];
}) => {
  const query = useOrderDraft(orderId, status);

  if (query.isError) {
    return (
      <Alert
        tone="error"
        title="We could not load your draft"
        action={
          <Button
            size="sm"
            variant="outline"
            loading={query.isFetching}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        }
      >
        {errorMessage(query.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  if (!query.data) return null;
  const { draft, history, canAnswer } = query.data;
  if (!draft && history.length === 0) return null;
  const awaiting = draft?.state === 'awaiting_customer';

  return (
    <section
      aria-labelledby="order-draft-heading"
      className={`rounded-3xl border bg-white p-5 shadow-sm sm:p-8 ${awaiting ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200'}`}
    >
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-draft-heading" className="font-semibold text-lg text-slate-900">
          {draft ? draftTitle(draft) : 'Your drafts'}
        </h2>
        {draft && draft.round > 1 ? <p className="text-slate-500 text-sm">Draft {draft.round}</p> : null}
      </div>
      <div className="flex flex-col gap-5">
        {draft ? (
          <CurrentDraft orderId={orderId} draft={draft} nameSpellings={nameSpellings} canAnswer={canAnswer} />
        ) : null}
        {history.length > 0 ? <DraftHistory history={history} /> : null}
      </div>
    </section>
  );
};
