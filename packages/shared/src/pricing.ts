import type { TLanguage, TServiceType } from './constants.ts';
import { LANGUAGE_PAIRS } from './constants.ts';
import type { TSettings } from './settings.ts';

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** `1234.5` → `$1,234.50`. */
export const formatUsd = (dollars: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(dollars);

export const isSwornAvailable = (source: string, target: string): boolean =>
  LANGUAGE_PAIRS.some((pair) => pair.source === source && pair.target === target && pair.swornAvailable);

export const isSupportedPair = (source: string, target: string): boolean =>
  LANGUAGE_PAIRS.some((pair) => pair.source === source && pair.target === target);

/** The target a language selector falls back to when the source changes: English → Spanish, otherwise English. */
export const defaultTargetFor = (source: TLanguage): TLanguage => (source === 'english' ? 'spanish' : 'english');

/** Prices in cents: professional = words × rate, sworn = pages × rate, each at least the minimum charge. */
export const computePriceCents = (
  { pages, words }: { pages: number; words: number },
  pricing: TSettings['pricing'],
): Record<TServiceType, number> => {
  const minimum = toCents(pricing.minimumCharge);
  return {
    professional: Math.max(minimum, Math.round(words * pricing.professionalRatePerWord * 100)),
    sworn: Math.max(minimum, Math.round(pages * pricing.swornRatePerPage * 100)),
  };
};

/** Adds business days (Monday–Friday) to a date, in UTC. */
export const addBusinessDays = (start: Date, days: number): Date => {
  const date = new Date(start.getTime());
  let remaining = days;
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return date;
};
