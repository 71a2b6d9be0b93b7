const DAY_MS = 86_400_000;

/** Midnight UTC of the date part of `date`: the planner counts whole UTC days. */
export const utcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const fromIsoDate = (isoDate: string): Date => new Date(`${isoDate}T00:00:00.000Z`);
