// Plan dates are calendar days (YYYY-MM-DD): formatted in UTC so no time zone moves them a day.
const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-03-01` → `Mar 1, 2026`; anything unreadable is shown as it is. */
export const formatIsoDate = (iso: string): string => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormatter.format(date);
};

const eurFormatter = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const eurWhole = eurFormatter(0);
const eurCents = eurFormatter(2);
const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** `€2,763.60`, `€47,008.50`, `€3,000` (cents only when there are some). */
export const formatEur = (amount: number): string =>
  Number.isInteger(amount) ? eurWhole.format(amount) : eurCents.format(amount);

/** `$3,000`. */
export const formatUsd = (amount: number): string => usdFormatter.format(amount);

/** `$20`, `$20–$45`. */
export const formatUsdRange = ({ min, max }: { min: number; max: number }): string =>
  min === max ? usdFormatter.format(min) : `${usdFormatter.format(min)}–${usdFormatter.format(max)}`;

/** `1 document`, `3 documents`. */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : pluralForm}`;
