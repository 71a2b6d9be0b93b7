const DAY_MS = 86_400_000;

/** Midnight UTC of the date part of `date`: the planner counts whole UTC days. */
export const utcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const fromIsoDate = (isoDate: string): Date => new Date(`${isoDate}T00:00:00.000Z`);

// Fixed locale and UTC: the same plan text on every machine.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `February 19, 2027`: dates inside the plan's sentences. */
export const toLongDate = (date: Date): string => LONG_DATE.format(date);
