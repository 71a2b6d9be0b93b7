import { toCents } from '@sello/shared/pricing';
import { z } from 'zod';

/**
 * An amount typed in dollars ('12', '12.5', '12.50') as integer cents; null unless it is more than $0 with at most
 * two decimals. The text is checked before it becomes a number, so no float ever decides what was meant.
 */
export const parseDollarCents = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const cents = toCents(Number(trimmed));
  return cents > 0 ? cents : null;
};

/** A form field of dollars typed as text, parsed to integer cents; `message` when it is not dollars and cents > $0. */
export const ZDollarCentsText = (message: string) =>
  z.string().transform((text, context) => {
    const cents = parseDollarCents(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
