import { ORDER_STATUSES, type TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_TONES, STAFF_STATUS_LABELS } from '@/components/ui/order-status-badge';

export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: STAFF_STATUS_LABELS[status] }));

/** DELIVERED is a completed order the client has downloaded: it is shown in the completed style. */
export const statusTone = (status: TOrderStatus) => ORDER_STATUS_TONES[status === 'DELIVERED' ? 'COMPLETED' : status];

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** `0 Bytes`, `512 Bytes`, `1.5 KB`, `2.34 MB`, `1.2 GB` (powers of 1024, at most two decimals). */
export const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const index = Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${Number.parseFloat((bytes / 1024 ** index).toFixed(2))} ${BYTE_UNITS[index]}`;
};
