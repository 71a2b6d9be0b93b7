import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import XCircle from 'lucide-react/icons/circle-x';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { QUESTION_FAILED_MESSAGE, useAskQuoteQuestion } from '../api/ask-quote-question';
import { DECLINE_FAILED_MESSAGE, useDeclineOfficialQuote } from '../api/decline-official-quote';

export const ASK_QUESTION_LABEL = 'Question about this quote?';
export const QUESTION_REQUIRED_MESSAGE = 'Please write your question.';
export const QUESTION_SENT_MESSAGE = 'Your question was sent. We answer by email, usually within one business day.';
export const DECLINE_LABEL = 'Decline this quote';
export const DECLINE_EXPLAINED_MESSAGE = 'Declining cancels your order. Nothing has been charged.';
export const DECLINE_CONFIRM_LABEL = 'Decline and cancel the order';
const QUESTION_MAX = 2000;
const REASON_MAX = 1000;

/**
 * Under the official quote, while the order waits for approval or payment: a question to the agency (stored and
 * emailed to them; the answer comes by email) and, while the quote awaits approval, declining it, which cancels the
 * order after saying so.
 */
export const QuoteDecisions = ({ orderId, quote }: { orderId: string; quote: TOfficialQuote }) => {
  const [open, setOpen] = useState<'question' | 'decline' | null>(null);
  const declinable = quote.status === 'CURRENT' && !quote.expired;
  return (
    <div className="flex flex-col gap-4 border-slate-100 border-t pt-5">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          aria-expanded={open === 'question'}
          icon={<MessageCircleQuestion aria-hidden="true" className="size-4" />}
          onClick={() => setOpen(open === 'question' ? null : 'question')}
        >
          {ASK_QUESTION_LABEL}
        </Button>
        {declinable ? (
          <Button
            variant="ghost"
            aria-expanded={open === 'decline'}
            icon={<XCircle aria-hidden="true" className="size-4" />}
            onClick={() => setOpen(open === 'decline' ? null : 'decline')}
          >
            {DECLINE_LABEL}
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
  const ask = useAskQuoteQuestion();
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  if (ask.isSuccess) return <Alert tone="success">{QUESTION_SENT_MESSAGE}</Alert>;
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
        label="Your question"
        rows={4}
        maxLength={QUESTION_MAX}
        hint="It goes to our team with your order number; we answer by email."
        error={missing ? QUESTION_REQUIRED_MESSAGE : undefined}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (missing) setMissing(false);
        }}
      />
      {ask.isError ? <Alert tone="error">{errorMessage(ask.error, QUESTION_FAILED_MESSAGE)}</Alert> : null}
      <Button type="submit" loading={ask.isPending} className="self-start">
        Send question
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
  const decline = useDeclineOfficialQuote();
  const [reason, setReason] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate({ orderId, officialQuoteId, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4">
      <p className="font-medium text-slate-900">{DECLINE_EXPLAINED_MESSAGE}</p>
      <TextareaField
        label="Reason"
        optional
        rows={3}
        maxLength={REASON_MAX}
        hint="Tell us why, if you like: it helps us quote better."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {decline.isError ? <Alert tone="error">{errorMessage(decline.error, DECLINE_FAILED_MESSAGE)}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          variant="danger"
          loading={decline.isPending}
          icon={<XCircle aria-hidden="true" className="size-4" />}
        >
          {DECLINE_CONFIRM_LABEL}
        </Button>
        <Button variant="outline" onClick={onKeep}>
          Keep the quote
        </Button>
      </div>
    </form>
  );
};
