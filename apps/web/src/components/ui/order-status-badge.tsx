import type { TOrderStatus } from '@sello/shared/constants';

/** What each order status is called wherever a customer sees it. */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  PENDING: 'Pending Review',
  PAID: 'Payment Confirmed',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** What staff call each status in the admin area (short; DELIVERED keeps the completed style there too). */
export const STAFF_STATUS_LABELS: Record<TOrderStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** Badge colours (text on tint, all above WCAG AA) and the matching dot. */
export const ORDER_STATUS_TONES: Record<TOrderStatus, { badge: string; dot: string }> = {
  PENDING: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  PAID: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  IN_PROGRESS: { badge: 'bg-indigo-50 text-indigo-800 ring-indigo-200', dot: 'bg-indigo-500' },
  COMPLETED: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  DELIVERED: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-600' },
  CANCELLED: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-400' },
};

/** The statuses in which translated files can be downloaded. */
export const isOrderReady = (status: TOrderStatus): boolean => status === 'COMPLETED' || status === 'DELIVERED';

/** A pill with a coloured dot and the status label, e.g. "● Pending Review". */
export const OrderStatusBadge = ({
  status,
  size = 'md',
  audience = 'customer',
  className = '',
}: {
  status: TOrderStatus;
  size?: 'sm' | 'md';
  /** 'staff': the admin area's labels. */
  audience?: 'customer' | 'staff';
  className?: string;
}) => {
  const tone = ORDER_STATUS_TONES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full font-semibold ring-1 ring-inset ${tone.badge} ${
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm'
      } ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {(audience === 'staff' ? STAFF_STATUS_LABELS : ORDER_STATUS_LABELS)[status]}
    </span>
  );
};
