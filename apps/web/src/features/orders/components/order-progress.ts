import type { TOrderStatus } from '@sello/shared/constants';
import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder } from '@sello/shared/order-schemas';
import type { TFormat } from '@/lib/i18n/i18n';
import type { en } from '../messages/en';
import { customerOrderStage, type TCustomerOrderStage } from './customer-order-stage';

/**
 * The six steps of the tracking bar, as the flow really goes: the order is placed, staff review it and send an
 * official quote, the customer approves it and pays, then the translation is made and delivered. The three steps
 * between placing and paying are all the PENDING status; the order's official quote tells them apart.
 */
export const ORDER_STEPS = ['PLACED', 'QUOTE_SENT', 'QUOTE_APPROVED', 'PAID', 'IN_PROGRESS', 'READY'] as const;

export type TOrderStepKey = (typeof ORDER_STEPS)[number];

/** What the steps read of the official quote: the full order's, or the state and dates the tracking by number carries. */
export type TStepQuote = Pick<TOfficialQuote, 'status' | 'expired' | 'createdAt' | 'approvedAt'>;

/** What the steps read from an order; `paidAt` is absent when tracking by order number. */
export type TStepOrder = Pick<TOrder, 'status' | 'events'> & {
  officialQuote?: TStepQuote | null | undefined;
  paidAt?: string | null | undefined;
};

const STEP_BY_STAGE: Record<TCustomerOrderStage, number> = {
  PENDING_REVIEW: 1,
  AWAITING_APPROVAL: 2,
  AWAITING_PAYMENT: 3,
  PAID: 4,
  IN_PROGRESS: 5,
  COMPLETED: 6,
  DELIVERED: 6,
  CANCELLED: 0,
};

/** 1 (Order placed) … 6 (Translation ready); 0 for a cancelled order, which is off the track. */
export const getOrderStep = (order: Pick<TStepOrder, 'status' | 'officialQuote'>): number =>
  STEP_BY_STAGE[customerOrderStage(order)];

/** How far along the bar is, from 0 to 1: (step − 1) / 5; a cancelled order shows no progress. */
export const getOrderProgress = (order: Pick<TStepOrder, 'status' | 'officialQuote'>): number => {
  const step = getOrderStep(order);
  return step === 0 ? 0 : (step - 1) / (ORDER_STEPS.length - 1);
};

/** When the order first entered `status`, from its event history (null when it never did). */
export const reachedAt = (order: Pick<TOrder, 'events'>, status: TOrderStatus): string | null =>
  order.events.find((event) => event.status === status)?.at ?? null;

/** When a reached step was reached, when the order says (a quote's own dates; the payment's time over the event's). */
export const stepReachedAt = (order: TStepOrder, key: TOrderStepKey): string | null => {
  switch (key) {
    case 'PLACED':
      return reachedAt(order, 'PENDING');
    case 'QUOTE_SENT':
      return order.officialQuote?.createdAt ?? null;
    case 'QUOTE_APPROVED':
      return order.officialQuote?.approvedAt ?? null;
    case 'PAID':
      return order.paidAt ?? reachedAt(order, 'PAID');
    case 'IN_PROGRESS':
      return reachedAt(order, 'IN_PROGRESS');
    case 'READY':
      return reachedAt(order, 'COMPLETED') ?? reachedAt(order, 'DELIVERED');
  }
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The "time remaining" line of the current status: 'Starts when you pay' before payment (the delivery time runs
 * from it), 'Ready for delivery' once the translation is complete, '2 days, 4 hours' / '3 hours, 12 minutes' /
 * '25 minutes' until the estimated delivery, and 'Almost ready' in the last minute or once that time has passed.
 * Null when there is nothing to count down to (cancelled, or no estimate yet).
 */
export const describeTimeRemaining = (
  order: Pick<TOrder, 'status' | 'deliveryDate'>,
  nowMs: number,
  m: TCatalogue<typeof en>['timeRemaining'],
  t: TFormat,
): string | null => {
  if (isDelivered(order.status)) return m.ready;
  if (order.status === 'PENDING') return m.startsWhenYouPay;
  if (order.status === 'CANCELLED' || !order.deliveryDate) return null;
  const due = Date.parse(order.deliveryDate);
  if (Number.isNaN(due)) return null;
  const remaining = due - nowMs;
  if (remaining < MINUTE_MS) return m.almostReady;
  const days = Math.floor(remaining / DAY_MS);
  const hours = Math.floor((remaining % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((remaining % HOUR_MS) / MINUTE_MS);
  if (days > 0) return t(m.daysHours, { days, hours });
  if (hours > 0) return t(m.hoursMinutes, { hours, minutes });
  return t(m.minutes, { minutes });
};
