import type { TOrderStatus } from '@sello/shared/constants';
import type { TOrderDraft } from '@sello/shared/draft-schemas';
import type { TCatalogue } from '@sello/shared/i18n/catalogue';
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
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { formatLongDate } from '@/lib/order-format';
import { useApproveDraft } from '../api/approve-draft';
import { useOrderDraft } from '../api/get-order-draft';
import { ordersCatalogue } from '../messages/catalogue';
import type { en } from '../messages/en';
import { DraftCorrectionsPanel } from './draft-corrections-panel';

type TDraftMessages = TCatalogue<typeof en>['draft'];

export const roundsLeftMessage = (
  draft: Pick<TOrderDraft, 'correctionsLeft' | 'correctionsAllowed'>,
  m: TDraftMessages,
  t: TFormat,
) =>
  draft.correctionsLeft > 0
    ? t(m.roundsLeft, { left: draft.correctionsLeft, all: draft.correctionsAllowed })
    : m.noRoundsLeft;

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
  const text = useMessages(ordersCatalogue).m.draft;
  const errorText = useErrorMessage();
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
        {text.staffReadOnly}
      </Alert>
    );
  }
  if (mode === 'corrections') {
    return <DraftCorrectionsPanel orderId={orderId} draft={draft} onCancel={() => setMode('choose')} />;
  }
  if (mode === 'confirm') {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <p className="font-medium text-slate-900">{text.approveConfirm}</p>
        {approve.isError ? <Alert tone="error">{errorText(approve.error, text.approveFailed)}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            wrap
            ref={confirmRef}
            loading={approve.isPending}
            icon={<Check aria-hidden="true" className="size-4" />}
            onClick={() => approve.mutate({ orderId, draftId: draft.id })}
          >
            {text.yesApprove}
          </Button>
          <Button wrap variant="ghost" disabled={approve.isPending} onClick={() => setMode('choose')}>
            {text.cancel}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button wrap icon={<Check aria-hidden="true" className="size-4" />} onClick={() => setMode('confirm')}>
        {text.approve}
      </Button>
      <Button
        wrap
        variant="outline"
        disabled={!roundsLeft}
        icon={<PencilLine aria-hidden="true" className="size-4" />}
        onClick={() => setMode('corrections')}
      >
        {text.requestCorrections}
      </Button>
    </div>
  );
};

/** The names the customer gave, beside the draft, so they check the spelling against their own words. */
const NamesToCheck = ({ nameSpellings }: { nameSpellings: TOrderInstructions['nameSpellings'] }) => {
  const text = useMessages(ordersCatalogue).m.draft;
  return nameSpellings.length === 0 ? null : (
    <div className="rounded-2xl bg-slate-50 p-4">
      <h3 className="mb-3 font-semibold text-slate-900 text-sm">{text.checkNames}</h3>
      <NameSpellingList nameSpellings={nameSpellings} />
    </div>
  );
};

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
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.draft;
  switch (draft.state) {
    case 'preparing':
      return (
        <div className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-slate-700">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <p>{text.preparing}</p>
        </div>
      );
    case 'awaiting_customer':
      return (
        <div className="flex flex-col gap-5">
          <p className="text-slate-700">{text.checkIntro}</p>
          <DraftDocumentList draft={draft} />
          <NamesToCheck nameSpellings={nameSpellings} />
          <ul className="flex flex-col gap-1.5 text-slate-700 text-sm">
            {draft.autoApproveAt ? (
              <li>{t(text.autoApprove, { date: formatLongDate(draft.autoApproveAt, locale) })}</li>
            ) : null}
            <li>{roundsLeftMessage(draft, text, t)}</li>
          </ul>
          <DraftAnswer orderId={orderId} draft={draft} canAnswer={canAnswer} />
        </div>
      );
    case 'corrections_requested':
      return (
        <div className="flex flex-col gap-4">
          <Alert tone="info" live={false}>
            {text.correctionsSent}
          </Alert>
          <div>
            <h3 className="mb-2 font-semibold text-slate-900">{text.whatYouAsked}</h3>
            <DraftCorrectionList draft={draft} />
          </div>
        </div>
      );
    case 'approved':
    case 'auto_approved':
      return (
        <Alert tone="success" live={false}>
          {draft.state === 'auto_approved' && draft.autoApproveAt
            ? t(text.autoApproved, { date: formatLongDate(draft.autoApproveAt, locale) })
            : text.approved}
        </Alert>
      );
  }
};

const draftTitle = (draft: TOrderDraft, text: TDraftMessages) => {
  if (draft.state === 'preparing') return text.preparingTitle;
  if (draft.state === 'awaiting_customer') return text.readyTitle;
  if (draft.state === 'corrections_requested') return text.correctionsTitle;
  return text.approvedTitle;
};

/** Earlier rounds, collapsed: when each was answered and what was asked. */
const DraftHistory = ({ history }: { history: TOrderDraft[] }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.draft;
  return (
    <Disclosure title={t(text.earlier, { count: history.length })} className="border-slate-100 border-t">
      <ol className="flex flex-col gap-4">
        {history.map((round) => (
          <li key={round.id} className="flex flex-col gap-2">
            <p className="font-medium text-slate-900 text-sm">
              {round.answeredAt
                ? t(text.historyRoundOn, {
                    round: round.round,
                    state: text.states[round.state],
                    date: formatLongDate(round.answeredAt, locale),
                  })
                : t(text.historyRound, { round: round.round, state: text.states[round.state] })}
            </p>
            {round.corrections.length > 0 ? <DraftCorrectionList draft={round} /> : null}
          </li>
        ))}
      </ol>
    </Disclosure>
  );
};

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
  const { m, t } = useMessages(ordersCatalogue);
  const text = m.draft;
  const errorText = useErrorMessage();
  const query = useOrderDraft(orderId, status);

  if (query.isError) {
    return (
      <Alert
        tone="error"
        title={text.loadFailed}
        action={
          <Button
            wrap
            size="sm"
            variant="outline"
            loading={query.isFetching}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={() => void query.refetch()}
          >
            {text.tryAgain}
          </Button>
        }
      >
        {errorText(query.error, text.loadFailedFallback)}
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
          {draft ? draftTitle(draft, text) : text.yourDrafts}
        </h2>
        {draft && draft.round > 1 ? (
          <p className="text-slate-500 text-sm">{t(text.round, { round: draft.round })}</p>
        ) : null}
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
