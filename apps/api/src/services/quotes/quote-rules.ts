import { LANGUAGES, type TLanguage } from '@sello/shared/constants';
import { QUOTE_ALREADY_ORDERED } from '@sello/shared/order-schemas';
import type { TQuote } from '@sello/shared/quote-schemas';
import { isOwnerOrStaff } from '../../auth/assert-can-reach.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';

export type TQuoteOrder = { id: string; user_id: string | null };

/**
 * The id of the order made from a quote, for a viewer who reached the quote: only the order's signed-in owner and
 * staff get it. A quote id is shared and bookmarked ("here is the price"); a guest order's id opens the order.
 */
export const visibleOrderId = (order: TQuoteOrder, viewer: TUserRow | null): string | null =>
  isOwnerOrStaff(order, viewer) ? order.id : null;

/** Refuses changes to a quote that became an order or ran out of time. */
export const assertQuoteOpen = (quote: TQuote): void => {
  if (quote.status === 'ACCEPTED')
    throw new AppError('CONFLICT', 'This quote has already been accepted.', {
      reason: QUOTE_ALREADY_ORDERED,
      orderId: quote.orderId,
    });
  if (quote.status === 'EXPIRED')
    throw new AppError('CONFLICT', 'This quote has expired. Please create a new quote.', { reason: 'quote-expired' });
};

export const swornUnavailableMessage = (source: TLanguage, target: TLanguage) =>
  `Sworn translation is not available for ${LANGUAGES[source].name} → ${LANGUAGES[target].name}.`;
