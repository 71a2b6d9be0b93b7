import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { nextOrderStep, orderMoneyCents, type TNextStep } from '@sello/shared/order-next-step';
import { formatUsd } from '@sello/shared/pricing';
import ArrowDown from 'lucide-react/icons/arrow-down';
import FileSignature from 'lucide-react/icons/file-signature';
import Send from 'lucide-react/icons/send';
import Wallet from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount, formatDateTime } from '@/lib/order-format';
import { useStaffCan } from '@/lib/use-staff-can';

/** Where the translated documents card starts: the upload, and Complete Order beside it. */
export const TRANSLATED_DOCUMENTS_ID = 'translated-documents-heading';

export type TNextStepActions = {
  onSendQuote: () => void;
  onRecordPayment: () => void;
  onDeliver: () => void;
  /** Scrolls to the translated documents (the upload). */
  onShowTranslation: () => void;
  /** Scrolls to the certified translations card (a sworn order's generated documents). */
  onShowCertified: () => void;
  /** Scrolls to the assignment of the work, where the page has one. */
  onAssign?: (() => void) | undefined;
};

type TStepView = { title: string; detail: ReactNode; action?: ReactNode };

export const AWAIT_CUSTOMER_DETAIL =
  'They approve it or ask for corrections per page; if they do neither by then, it counts as approved and the order moves on to delivery.';

/** "Waiting for the customer to check the draft (round 2, counts as approved on Nov 27, 2026, 10:00 AM)". */
export const awaitCustomerTitle = (draft: TAdminOrder['draft']) => {
  if (!draft) return 'Waiting for the customer to check the draft';
  const when = draft.autoApproveAt ? `, counts as approved on ${formatDateTime(draft.autoApproveAt)}` : '';
  return `Waiting for the customer to check the draft (round ${draft.round}${when})`;
};

const stepView = (step: TNextStep, order: TAdminOrder, actions: TNextStepActions, canMoveMoney: boolean): TStepView => {
  const quote = order.officialQuote;
  const toTranslation = (label: string) => (
    <Button
      variant="primary"
      icon={<ArrowDown aria-hidden="true" className="size-4" />}
      onClick={actions.onShowTranslation}
    >
      {label}
    </Button>
  );
  switch (step) {
    case 'send_quote':
      return {
        title: quote ? 'Send a new official quote' : 'Send the official quote',
        detail: quote?.expired
          ? `Quote v${quote.version} expired on ${formatDateTime(quote.validUntil)}: the customer can no longer approve it.`
          : 'Check the documents and the price, then send the customer the official quote to approve and pay.',
        action: (
          <Button icon={<FileSignature aria-hidden="true" className="size-4" />} onClick={actions.onSendQuote}>
            Review &amp; Send Official Quote
          </Button>
        ),
      };
    case 'await_approval':
      return {
        title: 'Waiting for the customer to approve the quote',
        detail: quote
          ? `Quote v${quote.version} (${formatUsd(quote.total)}) was sent on ${formatDateTime(quote.createdAt)} and is valid until ${formatDateTime(quote.validUntil)}. Once they approve and pay, the order moves on by itself; a payment made another way can be recorded under Payments.`
          : 'The customer has the quote.',
      };
    case 'record_payment': {
      const due = orderMoneyCents(order).due ?? 0;
      return {
        title: 'Record the payment',
        detail: canMoveMoney
          ? `${formatUsd(due / 100)} is due on the approved quote. Card payments are recorded by themselves; record a bank transfer, cash or cheque here.`
          : `${formatUsd(due / 100)} is due on the approved quote. Card payments are recorded by themselves; the owner records a bank transfer, cash or cheque.`,
        action: canMoveMoney ? (
          <Button icon={<Wallet aria-hidden="true" className="size-4" />} onClick={actions.onRecordPayment}>
            Record Payment
          </Button>
        ) : undefined,
      };
    }
    case 'assign':
      return {
        title: 'Get the translation done',
        detail: 'Assign the documents to a translator, or upload the translated documents when they are ready.',
        action: actions.onAssign ? (
          <Button icon={<ArrowDown aria-hidden="true" className="size-4" />} onClick={actions.onAssign}>
            Assign Work
          </Button>
        ) : (
          toTranslation('Go to Translated Documents')
        ),
      };
    case 'await_translation':
      return {
        title: 'The translator is working on it',
        detail: 'Nothing to do until a version is uploaded for review.',
      };
    case 'review':
      return {
        title: 'Review the translation',
        detail: 'A version is waiting for review: approve it, or return it to the translator with comments.',
        action: toTranslation('Go to Translated Documents'),
      };
    case 'prepare_draft':
      return {
        title: "Preparing the customer's draft",
        detail: order.draft?.preparationError
          ? `The draft could not be made yet: ${order.draft.preparationError} It is tried again by itself.`
          : 'The reviewer approved the translation. Its PDF stamped “DRAFT — not valid as a translation” is being made; the customer is emailed when it is ready.',
      };
    case 'draft_not_made':
      return {
        title: 'The draft could not be made: the translation is back with its translator',
        detail: `They were told: “${order.draft?.preparationError ?? ''}” Nothing to do until they upload a new version for review; the customer sees no draft until then.`,
      };
    case 'await_customer':
      return { title: awaitCustomerTitle(order.draft), detail: AWAIT_CUSTOMER_DETAIL };
    case 'customer_corrections': {
      const asked = order.draft?.state === 'corrections_requested' ? order.draft.corrections.length : 0;
      return {
        title: 'The customer asked for corrections',
        detail: `${asked > 0 ? `${formatCount(asked, 'correction')} on draft ${order.draft?.round}: ` : ''}the translator makes them and uploads a new version for review; the customer then gets a new draft.`,
      };
    }
    case 'prepare_certified':
      return {
        title: 'Making the certified translations',
        detail:
          'The final translation is approved. The certified translations (seal and signature on every page, the certification, a sealed copy of the source, a verification code) are being made; deliver them once they are ready.',
      };
    case 'certified_failed':
      return {
        title: 'The certified translations could not be made',
        // The server's reason already says what to fix and that a regeneration follows.
        detail: order.certified?.failure ?? 'The reason is under Certified translations.',
        action: (
          <Button icon={<ArrowDown aria-hidden="true" className="size-4" />} onClick={actions.onShowCertified}>
            Go to Certified Translations
          </Button>
        ),
      };
    case 'deliver': {
      const certified = order.certified?.state === 'ready' ? order.certified.documents.length : 0;
      const ready =
        certified > 0
          ? certified === 1
            ? 'The certified translation is'
            : 'The certified translations are'
          : order.translatedFiles.length === 1
            ? 'The translated document is'
            : 'The translated documents are';
      return {
        title: 'Deliver to the client',
        detail: `${ready} ready. Completing the order emails the client their download link.`,
        action: (
          <Button icon={<Send aria-hidden="true" className="size-4" />} onClick={actions.onDeliver}>
            Deliver to Client
          </Button>
        ),
      };
    }
    case 'done':
      return {
        title: 'Delivered',
        detail: order.completionEmailedAt
          ? `The client was emailed their documents on ${formatDateTime(order.completionEmailedAt)}. Nothing left to do.`
          : 'The translated documents are delivered. Nothing left to do.',
      };
    case 'cancelled':
      return {
        title: 'Cancelled',
        detail: 'This order is cancelled. If the customer comes back, reopen it from More actions.',
      };
  }
};

/** The one thing to do now on this order (nextOrderStep), and the button that does it. */
export const NextStepCard = ({ order, actions }: { order: TAdminOrder; actions: TNextStepActions }) => {
  const step = nextOrderStep(order);
  const view = stepView(step, order, actions, useStaffCan('payments'));
  return (
    <section
      aria-labelledby="next-step-heading"
      data-step={step}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <p className="font-semibold text-brand-800 text-xs uppercase tracking-wide">Next step</p>
        <h2 id="next-step-heading" className="mt-1 font-semibold text-lg text-slate-900">
          {view.title}
        </h2>
        <p className="mt-1 text-slate-700 text-sm">{view.detail}</p>
      </div>
      {view.action ? <div className="shrink-0">{view.action}</div> : null}
    </section>
  );
};
