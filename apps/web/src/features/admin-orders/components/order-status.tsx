import type { TOrderStatus } from '@sello/shared/constants';
import {
  allowedTransitions,
  findTransition,
  ORDER_STATUS_LABELS,
  type TLifecycleEmail,
} from '@sello/shared/order-lifecycle';
import { ORDER_STATUS_TONES } from '@/components/ui/order-status-badge';

/** The status controls' choices: the current status, then what the lifecycle allows staff to move it to. */
export const staffStatusOptions = (current: TOrderStatus) =>
  [current, ...allowedTransitions(current, 'staff')].map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status],
  }));

/** What the customer is emailed, in staff's words, for each lifecycle email. */
const EMAIL_DESCRIPTIONS: Record<TLifecycleEmail, string> = {
  'payment-received': 'a payment receipt',
  'order-status-in-progress': '“Your translation has started”',
  'order-completed': 'the translated documents',
  'order-cancelled': 'a cancellation notice',
};

/** The email staff's change from → to sends the customer (described), or null when it sends none. */
export const staffChangeEmail = (from: TOrderStatus, to: TOrderStatus): string | null => {
  const email = findTransition(from, to, 'staff')?.email;
  return email ? EMAIL_DESCRIPTIONS[email] : null;
};

/** DELIVERED is a completed order the client has downloaded: it is shown in the completed style. */
export const statusTone = (status: TOrderStatus) => ORDER_STATUS_TONES[status === 'DELIVERED' ? 'COMPLETED' : status];

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** `0 Bytes`, `512 Bytes`, `1.5 KB`, `2.34 MB`, `1.2 GB` (powers of 1024, at most two decimals). */
export const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const index = Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${Number.parseFloat((bytes / 1024 ** index).toFixed(2))} ${BYTE_UNITS[index]}`;
};
