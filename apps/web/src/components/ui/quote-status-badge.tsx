import type { TQuoteStatus } from '@sello/shared/constants';

/** What each quote status is called in the admin area. */
export const QUOTE_STATUS_LABELS: Record<TQuoteStatus, string> = {
  PENDING: 'Pending',
  SERVICE_SELECTED: 'Service Selected',
  ACCEPTED: 'Accepted',
  EXPIRED: 'Expired',
};

const TONES: Record<TQuoteStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  SERVICE_SELECTED: 'bg-sky-50 text-sky-800 ring-sky-200',
  ACCEPTED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  EXPIRED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A pill with the quote's status (EXPIRED is derived by the server from the expiry time). */
export const QuoteStatusBadge = ({ status }: { status: TQuoteStatus }) => (
  <span
    className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONES[status]}`}
  >
    {QUOTE_STATUS_LABELS[status]}
  </span>
);
