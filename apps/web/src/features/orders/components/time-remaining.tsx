import { isOpen } from '@sello/shared/order-lifecycle';
import type { TOrder } from '@sello/shared/order-schemas';
import { useEffect, useState } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { ordersCatalogue } from '../messages/catalogue';
import { describeTimeRemaining } from './order-progress';

export const TIME_REMAINING_TICK_MS = 30_000;

/**
 * The live "time remaining" text; re-evaluated every 30 s so it counts down while the page is open — only once
 * paid: before payment it says when the time starts, and after delivery there is nothing left to count.
 */
export const useTimeRemaining = (order: Pick<TOrder, 'status' | 'deliveryDate'>): string | null => {
  const { m, t } = useMessages(ordersCatalogue);
  const [now, setNow] = useState(() => Date.now());
  const counting = isOpen(order.status) && order.status !== 'PENDING';
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), TIME_REMAINING_TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);
  return describeTimeRemaining(order, now, m.timeRemaining, t);
};
