import { LANGUAGES } from '@sello/shared/constants';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrderCustomerInfo } from '@sello/shared/order-schemas';

/**
 * Display helpers shared by checkout, confirmation, tracking and the order page. Dates and language names take the
 * reader's locale (`useMessages(…).locale`) and go through Intl; English is the default.
 */

/** `233 S Wacker Dr, Chicago, IL 60606, United States`; null when no street address was given (or it is hidden). */
export const formatAddress = (customer: TOrderCustomerInfo): string | null => {
  if (!customer.address) return null;
  const cityLine = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(' ')].filter(Boolean);
  return [customer.address, ...cityLine, customer.country].join(', ');
};

/**
 * The offered languages and some that can appear beyond them (leads, pairs added later), each under its name
 * (`german`, as the API sends languages) and its ISO code (`de`): shown by their name alike.
 */
const DISPLAY_LANGUAGES: Record<string, TLanguageInfo> = Object.fromEntries(
  [
    ...Object.values(LANGUAGES),
    { value: 'german', code: 'de', name: 'German' },
    { value: 'italian', code: 'it', name: 'Italian' },
    { value: 'portuguese', code: 'pt', name: 'Portuguese' },
  ].flatMap(({ value, code, name }) => [
    [value, { name, code }],
    [code, { name, code }],
  ]),
);

/**
 * How a language is shown: its name, and its ISO code for short labels (`EN → ES`). Never a flag: a flag stands for
 * a country (a US flag for English), and shows as empty boxes or letter pairs on some systems.
 */
export type TLanguageInfo = { name: string; code: string };

/**
 * `spanish` (or `es`) → `{ name: 'Spanish', code: 'es' }`; anything else is shown as itself: a code (up to 3 letters)
 * in upper case, a name capitalised (`dutch` → `Dutch`).
 */
export const languageInfo = (language: string, locale: TLocale = 'en'): TLanguageInfo => {
  const key = language.toLowerCase();
  const known = Object.hasOwn(DISPLAY_LANGUAGES, key) ? DISPLAY_LANGUAGES[key] : undefined;
  if (known) return { name: locale === 'en' ? known.name : languageName(known.code, locale), code: known.code };
  const name =
    language.length <= 3 ? language.toUpperCase() : `${language.charAt(0).toUpperCase()}${language.slice(1)}`;
  return { name, code: key };
};

const languageNames = new Map<TLocale, Intl.DisplayNames>();
/** `es` in French → `Espagnol` (Intl writes it in lower case; a label starts with a capital). */
const languageName = (code: string, locale: TLocale): string => {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'language' });
    languageNames.set(locale, names);
  }
  const name = names.of(code) ?? code;
  return `${name.charAt(0).toLocaleUpperCase(LOCALE_TAGS[locale])}${name.slice(1)}`;
};

/** `English → Spanish`. */
export const formatLanguagePair = (source: string, target: string, locale: TLocale = 'en'): string =>
  `${languageInfo(source, locale).name} → ${languageInfo(target, locale).name}`;

// Intl formatters are made on first use, not when a page's module loads: the first one a page makes costs a phone
// about 80 ms of ICU set-up, which the upload page (whose file rows count words) should not pay before it is used.
const formatterFor = (options: Intl.DateTimeFormatOptions) => {
  const formatters = new Map<TLocale, Intl.DateTimeFormat>();
  return (date: Date, locale: TLocale) => {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
      formatters.set(locale, formatter);
    }
    return formatter.format(date);
  };
};

const formatWith = (options: Intl.DateTimeFormatOptions) => {
  const format = formatterFor(options);
  return (iso: string | null | undefined, locale: TLocale = 'en'): string => {
    if (!iso) return '';
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format(date, locale);
  };
};

/**
 * `December 4, 2024`: the date format of orders (order pages and lists, tracking, confirmation).
 * Empty text for a missing or unreadable date.
 */
export const formatLongDate = formatWith({ year: 'numeric', month: 'long', day: 'numeric' });

const formatUtcDay = formatterFor({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * `December 6, 2024` for a calendar date without a time (`2024-12-06`, e.g. an official quote's delivery date): read
 * as that day wherever the reader is (a plain `new Date('2024-12-06')` is UTC midnight, the 5th in America).
 */
export const formatCalendarDate = (date: string | null | undefined, locale: TLocale = 'en'): string => {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '' : formatUtcDay(parsed, locale);
};

/** `Dec 4, 2024`: the date format of quotes and of compact admin lists. Empty text for a missing date. */
export const formatShortDate = formatWith({ year: 'numeric', month: 'short', day: 'numeric' });

/** `Dec 1, 2024, 3:05 PM`: a moment (events, saves), in the short date format. */
export const formatDateTime = formatWith({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

let countFormatter: Intl.NumberFormat | undefined;

/** `1 page`, `1,250 words`, in English (staff screens); customer screens use the plural messages of the shared words (`units`). */
export const formatCount = (count: number, singular: string, plural = `${singular}s`): string => {
  countFormatter ??= new Intl.NumberFormat('en-US');
  return `${countFormatter.format(count)} ${count === 1 ? singular : plural}`;
};

const SIZE_UNITS: Record<TLocale, readonly [string, string, string]> = {
  en: ['B', 'KB', 'MB'],
  es: ['B', 'KB', 'MB'],
  fr: ['o', 'Ko', 'Mo'],
};

/** `820 B`, `14.2 KB`, `3.1 MB`; `14,2 KB` in Spanish, `14,2 Ko` in French. */
export const formatFileSize = (bytes: number, locale: TLocale = 'en'): string => {
  const [byte, kilo, mega] = SIZE_UNITS[locale];
  const decimal = (value: number) => (locale === 'en' ? value.toFixed(1) : value.toFixed(1).replace('.', ','));
  if (bytes < 1024) return `${bytes} ${byte}`;
  if (bytes < 1024 * 1024) return `${decimal(bytes / 1024)} ${kilo}`;
  return `${decimal(bytes / (1024 * 1024))} ${mega}`;
};

/** The first eight characters of an id and an ellipsis: `3f2a9c1e…`. */
export const shortId = (id: string): string => `${id.slice(0, 8)}…`;

/** The words of the delivery line: customer pages pass their catalogue's (`delivery`), the back office reads English. */
export type TDeliveryWords = { deliveredOn: string; deliveryDate: string; afterReview: string };

const ENGLISH_DELIVERY_WORDS: TDeliveryWords = {
  deliveredOn: 'Delivered on',
  deliveryDate: 'Delivery date',
  afterReview: 'Confirmed after review',
};

/**
 * An order's delivery line, wherever it is shown: the day it was delivered once it is, else the day it is due — the
 * official quote's date once there is one (the API's `deliveryDate`).
 */
export const orderDelivery = (
  order: { status: string; deliveryDate: string | null },
  locale: TLocale = 'en',
  words: TDeliveryWords = ENGLISH_DELIVERY_WORDS,
) => ({
  label: isDelivered(order.status) ? words.deliveredOn : words.deliveryDate,
  value: order.deliveryDate ? formatLongDate(order.deliveryDate, locale) : words.afterReview,
});
