import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import XCircle from 'lucide-react/icons/circle-x';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useAskQuoteQuestion } from '../api/ask-quote-question';
import { useDeclineOfficialQuote } from '../api/decline-official-quote';
import { ordersCatalogue } from '../messages/catalogue';

const QUESTION_MAX = 2000;
const REASON_MAX = 1000;

/**
 * Under the official quote, while the order waits for approval or payment: a question to the agency (stored and
 * emailed to them; the answer comes by email) and, while the quote awaits approval, declining it, which cancels the
 * order after saying so.
 */
export const QuoteDecisions = ({ orderId, quote }: { orderId: string; quote: TOfficialQuote }) => {
  const text = useMessages(ordersCatalogue).m.quoteDecisions;
  const [open, setOpen] = useState<'question' | 'decline' | null>(null);
  const declinable = quote.status === 'CURRENT' && !quote.expired;
  return (
    <div className="flex flex-col gap-4 border-slate-100 border-t pt-5">
      <div className="flex flex-wrap gap-3">
        <Button
          wrap
          variant="outline"
          aria-expanded={open === 'question'}
          icon={<MessageCircleQuestion aria-hidden="true" className="size-4" />}
          onClick={() => setOpen(open === 'question' ? null : 'question')}
        >
          {text.ask}
        </Button>
        {declinable ? (
          <Button
            wrap
            variant="ghost"
            aria-expanded={open === 'decline'}
            icon={<XCircle aria-hidden="true" className="size-4" />}
            onClick={() => setOpen(open === 'decline' ? null : 'decline')}
          >
            {text.decline}
          </Button>
        ) : null}
      </div>
      {open === 'question' ? <QuestionForm orderId={orderId} officialQuoteId={quote.officialQuoteId} /> : null}
      {open === 'decline' && declinable ? (
        <DeclineForm orderId={orderId} officialQuoteId={quote.officialQuoteId} onKeep={() => setOpen(null)} />
      ) : null}
    </div>
  );
};

const QuestionForm = ({ orderId, officialQuoteId }: { orderId: string; officialQuoteId: string }) => {
  const text = useMessages(ordersCatalogue).m.quoteDecisions;
  const errorText = useErrorMessage();
  const ask = useAskQuoteQuestion();
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  if (ask.isSuccess) return <Alert tone="success">{text.questionSent}</Alert>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setMissing(true);
      return;
    }
    ask.mutate({ orderId, officialQuoteId, message: message.trim() });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
      <TextareaField
        label={text.questionLabel}
        rows={4}
        maxLength={QUESTION_MAX}
        hint={text.questionHint}
        error={missing ? text.questionRequired : undefined}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (missing) setMissing(false);
        }}
      />
      {ask.isError ? <Alert tone="error">{errorText(ask.error, text.questionFailed)}</Alert> : null}
      <Button wrap type="submit" loading={ask.isPending} className="self-start">
        {text.send}
      </Button>
    </form>
  );
};

const DeclineForm = ({
  orderId,
  officialQuoteId,
  onKeep,
}: {
  orderId: string;
  officialQuoteId: string;
  onKeep: () => void;
}) => {
  const text = useMessages(ordersCatalogue).m.quoteDecisions;
  const errorText = useErrorMessage();
  const decline = useDeclineOfficialQuote();
  const [reason, setReason] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate({ orderId, officialQuoteId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
      <p className="font-medium text-slate-900">{text.declineExplained}</p>
      <TextareaField
        label={text.reason}
        optional
        rows={3}
        maxLength={REASON_MAX}
        hint={text.reasonHint}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {decline.isError ? <Alert tone="error">{errorText(decline.error, text.declineFailed)}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          wrap
          type="submit"
          variant="danger"
          loading={decline.isPending}
          icon={<XCircle aria-hidden="true" className="size-4" />}
        >
          {text.declineConfirm}
        </Button>
        <Button wrap variant="outline" onClick={onKeep}>
          {text.keep}
        </Button>
      </div>
    </form>
  );
};
