import { ORDER_STATUSES, type TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_TONES } from '@/components/ui/order-status-badge';

/** Status names as staff say them (customers see the friendlier labels of the shared badge). */
export const ADMIN_STATUS_LABELS: Record<TOrderStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ADMIN_STATUS_LABELS[status] }));

/** DELIVERED is a completed order the client has downloaded: it is shown in the completed style. */
export const statusTone = (status: TOrderStatus) => ORDER_STATUS_TONES[status === 'DELIVERED' ? 'COMPLETED' : status];

export const isCompletedStatus = (status: TOrderStatus) => status === 'COMPLETED' || status === 'DELIVERED';

export const AdminStatusBadge = ({ status, className = '' }: { status: TOrderStatus; className?: string }) => {
  const tone = statusTone(status);
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${tone.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {ADMIN_STATUS_LABELS[status]}
    </span>
  );
};

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** `0 Bytes`, `512 Bytes`, `1.5 KB`, `2.34 MB`, `1.2 GB` (powers of 1024, at most two decimals). */
export const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const index = Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${Number.parseFloat((bytes / 1024 ** index).toFixed(2))} ${BYTE_UNITS[index]}`;
};
