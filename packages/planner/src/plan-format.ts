// How a plan's dates and amounts read, the same on the plan page, in its PDF and in its own sentences.

/** Makes the value on first use: the wizard's first screen shows no date or amount, and a page's first Intl formatter
 * costs a phone about 80 ms of ICU set-up. */
const onFirstUse = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

// Plan dates are calendar days: formatted in UTC so no time zone moves them a day.
const LONG_DATE = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
const SHORT_DATE = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/** `2026-11-21` (or an ISO date-time, or a Date) → `November 21, 2026` / `Nov 21, 2026`; unreadable text as it is. */
export const formatPlanDate = (value: string | Date, style: 'long' | 'short' = 'long'): string => {
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return (style === 'long' ? LONG_DATE : SHORT_DATE)().format(date);
};

const moneyFormat = (currency: 'EUR' | 'USD', fractionDigits: number) =>
  onFirstUse(
    () =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
const MONEY = {
  EUR: { whole: moneyFormat('EUR', 0), cents: moneyFormat('EUR', 2) },
  USD: { whole: moneyFormat('USD', 0), cents: moneyFormat('USD', 2) },
};

/** `€2,763.60`, `€3,000`, `$20`: cents only when there are some. */
export const formatMoney = (amount: number, currency: 'EUR' | 'USD'): string => {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return (cents ? MONEY[currency].cents : MONEY[currency].whole)().format(amount);
};

export const formatEur = (amount: number): string => formatMoney(amount, 'EUR');

/** `$20`, `$35–$75`. */
export const formatUsdRange = ({ min, max }: { min: number; max: number }): string =>
  min === max ? formatMoney(min, 'USD') : `${formatMoney(min, 'USD')}–${formatMoney(max, 'USD')}`;
