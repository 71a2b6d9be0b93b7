import type { TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import { formatUsd } from '@sello/shared/pricing';
import { formatMessage, sharedWords } from '../i18n/format-message.ts';
import { mailMessages } from './messages/catalogue.ts';

/** `Monday, March 2, 2026`, `lunes, 2 de marzo de 2026`: dates in emails are calendar days in UTC, the same for every reader. */
export const formatEmailDate = (date: Date, locale: TLocale): string =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** A page of the site in the reader's language: `/orders/…` in English, `/es/orders/…`, `/fr/orders/…`. */
export const customerPageUrl = (publicUrl: string, locale: TLocale, path: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${locale === 'en' ? '' : `/${locale}`}${path}`;

/** The order page where the client follows, pays and downloads (reached by its unguessable id). */
export const orderPageUrl = (publicUrl: string, orderId: string, locale: TLocale): string =>
  customerPageUrl(publicUrl, locale, `/orders/${encodeURIComponent(orderId)}`);

/** The public tracking page of an order (reached by its unguessable id). */
export const trackingUrl = (publicUrl: string, orderId: string, locale: TLocale): string =>
  customerPageUrl(publicUrl, locale, `/order-tracking?id=${encodeURIComponent(orderId)}`);

/** What a customer email is written with, in its reader's language: its messages, the shared words, dates and money. */
export const emailWords = (locale: TLocale) => ({
  m: mailMessages(locale),
  words: sharedWords(locale),
  t: (message: TIcuMessage | string, values?: TMessageValues) => formatMessage(locale, message, values),
  date: (date: Date) => formatEmailDate(date, locale),
  money: (dollars: number) => formatUsd(dollars, { locale }),
});
