import { ORDER_STATUSES, type TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_LABELS } from '@sello/shared/order-lifecycle';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';

/** Badge colours (text on tint, all above WCAG AA) and the matching dot. */
export const ORDER_STATUS_TONES: Record<TOrderStatus, { badge: string; dot: string }> = {
  PENDING: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  PAID: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  IN_PROGRESS: { badge: 'bg-indigo-50 text-indigo-800 ring-indigo-200', dot: 'bg-indigo-500' },
  COMPLETED: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  DELIVERED: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-600' },
  CANCELLED: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-400' },
};

/** Statuses nobody has defined (yet): grey, never alarming. */
export const UNKNOWN_STATUS_TONE = { badge: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-400' };

/**
 * A status as stored, known or not: older rows hold lower-case legacy values ('pending', 'in_progress'),
 * which read as their upper-case status; anything else keeps its own words, title-cased, in grey.
 */
export const normalizeOrderStatus = (status: string): TOrderStatus | null => {
  const upper = status
    .trim()
    .toUpperCase()
    .replaceAll(/[\s-]+/g, '_');
  return (ORDER_STATUSES as readonly string[]).includes(upper) ? (upper as TOrderStatus) : null;
};

/**
 * The status's words (the one glossary for customers and staff alike: the shared words' `orderStatuses`, in English
 * ORDER_STATUS_LABELS) and colours. An unknown status keeps its own words; an empty one reads as a dash.
 */
export const orderStatusDisplay = (
  status: string,
  labels: Record<TOrderStatus, string> = ORDER_STATUS_LABELS,
): { label: string; tone: { badge: string; dot: string } } => {
  const known = normalizeOrderStatus(status);
  if (known) return { label: labels[known], tone: ORDER_STATUS_TONES[known] };
  const words = status.trim().replaceAll(/[_-]+/g, ' ').toLowerCase();
  return { label: words ? words.charAt(0).toUpperCase() + words.slice(1) : '—', tone: UNKNOWN_STATUS_TONE };
};

/** A pill with a coloured dot and the status label in the page's language, e.g. "● Pending review". */
export const OrderStatusBadge = ({
  status,
  size = 'md',
  label,
  className = '',
}: {
  /** Any stored status; lower-case legacy values and unknown ones are handled (unknown: grey). */
  status: TOrderStatus | (string & {});
  size?: 'sm' | 'md';
  /** Words that say more than the status (e.g. 'Awaiting your approval' for a PENDING order); colour stays the status's. */
  label?: string | undefined;
  className?: string;
}) => {
  const display = orderStatusDisplay(status, useMessages(sharedWordsCatalogue).m.orderStatuses);
  const tone = display.tone;
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-semibold ring-1 ring-inset ${tone.badge} ${
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'
      } ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {label ?? display.label}
    </span>
  );
};
