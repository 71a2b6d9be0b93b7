let formatter: Intl.DateTimeFormat | undefined;

/**
 * `26 November 2026` or `November 26, 2026`: a date in the visitor's own locale (the verification page is read by
 * offices anywhere, unlike the order pages, which use the shop's `formatLongDate`).
 */
export const formatLocalDate = (iso: string): string => {
  formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
};
