import type { TLocale } from '@sello/shared/i18n/locales';

/** The cookie the server reads (apps/api/src/http/prerendered-pages.ts) to know a language was chosen. */
export const LOCALE_COOKIE = 'sello_locale';
const STORAGE_KEY = 'sello.locale';

/** Remembers the visitor's choice of language: in localStorage and in a cookie the server can read (one year). */
export const rememberLocale = (locale: TLocale) => {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
};
