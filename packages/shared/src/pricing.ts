import type { TLanguage, TServiceType } from './constants.ts';
import { LANGUAGE_PAIRS } from './constants.ts';
import { LOCALE_TAGS, type TLocale } from './i18n/locales.ts';
import type { TSettings } from './settings.ts';

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * `1234.5` → `$1,234.50` in English, `1234,50 US$` in Spanish, `1 234,50 $US` in French: US dollars in the reader's
 * language (docs/decisions.md, "Languages"), with between `minFraction` and `maxFraction` decimals (2 and 2 by
 * default). English is written out by hand, exactly as Intl.NumberFormat('en-US') writes it, because the public pages
 * show prices in their first render, and a page's first Intl formatter costs about 20 ms of ICU set-up (80 ms on a
 * mid-range phone), in one block; the other languages go through Intl.
 */
export const formatUsd = (
  dollars: number,
  {
    minFraction = 2,
    maxFraction = 2,
    locale = 'en',
  }: { minFraction?: number; maxFraction?: number; locale?: TLocale } = {},
): string => {
  if (locale !== 'en') return currencyFormatter(locale, minFraction, maxFraction).format(dollars);
  // Rounded half away from zero on the decimal digits (0.075 → 0.08), as Intl does; toFixed works on the binary value.
  const text = String(Math.abs(dollars));
  const scaled = text.includes('e')
    ? Math.round(Math.abs(dollars) * 10 ** maxFraction)
    : Math.round(Number(`${text}e${maxFraction}`));
  const digits = String(scaled).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  const decimals = digits.slice(digits.length - maxFraction);
  const fraction = decimals.slice(0, Math.max(minFraction, decimals.replace(/0+$/, '').length));
  const sign = dollars < 0 || Object.is(dollars, -0) ? '-' : '';
  return `${sign}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
};

const currencyFormatters = new Map<string, Intl.NumberFormat>();
const currencyFormatter = (locale: TLocale, minFraction: number, maxFraction: number): Intl.NumberFormat => {
  const key = `${locale}:${minFraction}:${maxFraction}`;
  let formatter = currencyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    currencyFormatters.set(key, formatter);
  }
  return formatter;
};

/** Integer cents as money in the reader's language: `formatCents(12345, 'fr')` → `123,45 $US`. */
export const formatCents = (cents: number, locale: TLocale = 'en'): string => formatUsd(cents / 100, { locale });

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

export type TRateType = 'per_word' | 'per_page';

/** How each service is priced: professional translation by the word, sworn translation by the page. */
export const RATE_TYPES: Record<TServiceType, TRateType> = { professional: 'per_word', sworn: 'per_page' };

export type TRateOffer = { rate: number; rateType: TRateType };

/** The rate of each service, as the API sends it and the web shows it, from the pricing setting (or its snapshot). */
export const toRateOffers = (
  pricing: Pick<TSettings['pricing'], 'professionalRatePerWord' | 'swornRatePerPage'>,
): Record<TServiceType, TRateOffer> => ({
  professional: { rate: pricing.professionalRatePerWord, rateType: RATE_TYPES.professional },
  sworn: { rate: pricing.swornRatePerPage, rateType: RATE_TYPES.sworn },
});
