// How a plan's dates and amounts read, the same on the plan page, in its PDF and in its own sentences, in the plan's
// language (en-US for English; Spanish and French by their own rules: `21 de noviembre de 2026`, `2763,60 €`).
import { PLAN_LOCALE_TAGS, type TPlanLocale } from './plan-model.ts';

/** Made on first use and kept: the wizard's first screen shows no date or amount, and a page's first Intl formatter
 * costs a phone about 80 ms of ICU set-up. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const cached = <T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T => {
  let value = formatters.get(key) as T | undefined;
  if (!value) {
    value = make();
    formatters.set(key, value);
  }
  return value;
};

// Plan dates are calendar days: formatted in UTC so no time zone moves them a day.
const dateFormat = (style: 'long' | 'short', locale: TPlanLocale) =>
  cached(`date:${style}:${locale}`, () =>
    style === 'long'
      ? new Intl.DateTimeFormat(PLAN_LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(PLAN_LOCALE_TAGS[locale], {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
  );

/** `2026-11-21` (or an ISO date-time, or a Date) → `November 21, 2026` / `Nov 21, 2026`; unreadable text as it is. */
export const formatPlanDate = (
  value: string | Date,
  style: 'long' | 'short' = 'long',
  locale: TPlanLocale = 'en',
): string => {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(style, locale).format(date);
};

const moneyFormat = (currency: 'EUR' | 'USD', fractionDigits: number, locale: TPlanLocale) =>
  cached(
    `money:${currency}:${fractionDigits}:${locale}`,
    () =>
      new Intl.NumberFormat(PLAN_LOCALE_TAGS[locale], {
        style: 'currency',
        currency,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );

/** `€2,763.60`, `€3,000`, `$20`: cents only when there are some. */
export const formatMoney = (amount: number, currency: 'EUR' | 'USD', locale: TPlanLocale = 'en'): string => {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return moneyFormat(currency, cents ? 2 : 0, locale).format(amount);
};

export const formatEur = (amount: number, locale: TPlanLocale = 'en'): string => formatMoney(amount, 'EUR', locale);

/** `$20`, `$35–$75`. */
export const formatUsdRange = ({ min, max }: { min: number; max: number }, locale: TPlanLocale = 'en'): string =>
  min === max
    ? formatMoney(min, 'USD', locale)
    : `${formatMoney(min, 'USD', locale)}–${formatMoney(max, 'USD', locale)}`;
