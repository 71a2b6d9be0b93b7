/** The languages of the customer side (docs/decisions.md, "Languages"). English lives at `/`, the others under `/es/…` and `/fr/…`. */
export const LOCALES = ['en', 'es', 'fr'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** Each language named in itself, for the language switcher (names, never flags). */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** For Intl (money, dates) and `og:locale`. */
export const LOCALE_TAGS: Record<TLocale, string> = { en: 'en-US', es: 'es', fr: 'fr' };

export const isLocale = (value: unknown): value is TLocale => LOCALES.includes(value as TLocale);

/** The language an address is in: its first segment when that is `es` or `fr`, else English. */
export const localeOfPath = (pathname: string): TLocale => {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
};

/** The address without its language prefix: `/es/pricing` → `/pricing`, `/fr` → `/`. */
export const unlocalizedPath = (pathname: string): string => {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
};
