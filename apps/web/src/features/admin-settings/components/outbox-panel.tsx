import { OUTBOX_STATUSES, type TOutboxMessage } from '@sello/shared/outbox-schemas';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-message';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/order-format';
import { type TOutboxStatusFilter, useOutbox } from '../api/get-outbox';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';

const STATUS_LABELS: Record<TOutboxMessage['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  stored: 'Stored (no SMTP)',
  failed: 'Failed',
};
const STATUS_TONES: Record<TOutboxMessage['status'], string> = {
  queued: 'bg-amber-50 text-amber-800 ring-amber-200',
  sending: 'bg-sky-50 text-sky-800 ring-sky-200',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  stored: 'bg-slate-100 text-slate-700 ring-slate-300',
  failed: 'bg-danger-50 text-danger-800 ring-danger-200',
};
const FILTER_OPTIONS = [
  { value: '', label: 'All emails' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const isStatus = (value: string): value is TOutboxStatusFilter =>
  value === '' || OUTBOX_STATUSES.some((status) => status === value);

/** Every email the site sent or queued, newest first; failed ones can be sent again. */
export const OutboxPanel = () => {
  const [status, setStatus] = useState<TOutboxStatusFilter>('');
  const outbox = useOutbox(status);
  const retry = useRetryOutboxMessage();

  return (
    <section
      aria-labelledby="outbox-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-col gap-4 border-slate-200 border-b p-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="outbox-heading" className="font-semibold text-lg text-slate-900">
            Email outbox
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            Emails are written here first and then sent. Without SMTP configured they stay here as “stored”. A failed
            email was tried five times; retry it once the cause is fixed. Once an email is sent, its password-reset and
            verification links show as token=•••• (they belong to the recipient alone).
          </p>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            label="Show"
            options={FILTER_OPTIONS}
            value={status}
            onChange={(event) => {
              if (isStatus(event.target.value)) setStatus(event.target.value);
            }}
            containerClassName="sm:w-48"
          />
          <Button
            variant="outline"
            aria-label="Refresh the outbox"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            loading={outbox.isFetching}
            onClick={() => outbox.refetch()}
          />
        </div>
      </div>

      {retry.isError ? (
        <div className="p-5 pb-0">
          <Alert tone="error" title="The email was not queued again">
            {errorMessage(retry.error, 'Failed to queue the email again')}
          </Alert>
        </div>
      ) : null}
      {retry.isSuccess ? (
        <div className="p-5 pb-0">
          <Alert tone="success" title="Queued again">
            “{retry.data.message.subject}” to {retry.data.message.to} is back in the send queue.
          </Alert>
        </div>
      ) : null}

      {outbox.isPending ? <PageLoading label="Loading emails" /> : null}
      {outbox.isError ? (
        <div className="p-5">
          <Alert tone="error" title="Failed to load the outbox">
            {errorMessage(outbox.error, 'Failed to load the outbox')}
          </Alert>
        </div>
      ) : null}
      {outbox.data?.messages.length === 0 ? (
        <p className="px-5 py-12 text-center text-slate-600">No emails{status ? ` with this status` : ''}.</p>
      ) : null}
      {outbox.data && outbox.data.messages.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-busy={outbox.isPlaceholderData || undefined}>
          {outbox.data.messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${STATUS_TONES[message.status]}`}
                  >
                    {STATUS_LABELS[message.status]}
                  </span>
                  <p className="font-medium text-slate-900">{message.subject}</p>
                </div>
                <p className="mt-1 break-words text-slate-600 text-sm">
                  To {message.to} · {message.template} · {formatDateTime(message.createdAt)}
                  {message.attempts > 0
                    ? ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`
                    : ''}
                </p>
                {message.lastError ? (
                  <p className="mt-1 break-words text-danger-800 text-sm">Last error: {message.lastError}</p>
                ) : null}
                <details className="mt-2 text-sm">
                  <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 hover:underline">
                    Show the text
                  </summary>
                  <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-slate-800">
                    {message.textBody}
                  </pre>
                </details>
              </div>
              {message.status === 'failed' ? (
                <Button
                  variant="outline"
                  size="sm"
                  icon={<RotateCcw aria-hidden="true" className="size-4" />}
                  loading={retry.isPending && retry.variables === message.id}
                  disabled={retry.isPending}
                  onClick={() => retry.mutate(message.id)}
                  aria-label={`Retry “${message.subject}” to ${message.to}`}
                >
                  Retry
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
