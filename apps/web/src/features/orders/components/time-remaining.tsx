import type { TOrder } from '@sello/shared/order-schemas';
import { useEffect, useState } from 'react';
import { describeTimeRemaining } from './order-progress';

export const TIME_REMAINING_TICK_MS = 30_000;

/** The live "time remaining" text; re-evaluated every 30 s so it counts down while the page is open. */
export const useTimeRemaining = (order: Pick<TOrder, 'status' | 'deliveryDate'>): string | null => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TIME_REMAINING_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return describeTimeRemaining(order, now);
};
