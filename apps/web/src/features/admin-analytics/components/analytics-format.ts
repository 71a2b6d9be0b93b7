const shortWeek = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longWeek = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-02` → `Nov 2` (axis) and `Week of November 2, 2026` (screen readers, table). */
export const weekLabels = (weekStart: string) => {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return { label: shortWeek.format(date), longLabel: `Week of ${longWeek.format(date)}` };
};

/** `10` → `10 hours`; `60` → `2.5 days`; null → `—`. */
export const formatDuration = (hours: number | null): string => {
  if (hours === null) return '—';
  if (hours < 48) return `${Math.round(hours * 10) / 10} hours`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
};

export const percentOf = (part: number, whole: number): string =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars on an axis: `$1,200`. */
export const formatAxisUsd = (value: number): string => wholeUsd.format(value);
