import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import type { TLocale } from '@sello/shared/i18n/locales';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/i18n';
import { errorsCatalogue } from './messages/catalogue';
import type { en } from './messages/en';

type TErrorWords = TCatalogue<typeof en>;

const wordsFor = <T extends object>(table: T, key: string | null): string | null =>
  key !== null && Object.hasOwn(table, key) ? (table[key as keyof T] as string) : null;

/**
 * What a customer reads for a failed request, in the page's language. An English page shows the server's own sentence
 * when it sent one (it names the file, the limit…); another language shows the words for the error's `reason`, else
 * for the server's `code`. Then the screen's `fallback` (its own words for the action), then the words for the
 * client's own codes (NETWORK, TIMEOUT), then a generic sentence.
 */
export const localizedErrorMessage = (
  error: unknown,
  fallback: string | undefined,
  { locale, words }: { locale: TLocale; words: TErrorWords },
): string => {
  if (!(error instanceof ApiError)) return fallback ?? words.generic;
  if (locale === 'en' && error.serverMessage) return error.serverMessage;
  const fromServer = error.serverMessage !== null;
  const serverWords =
    locale === 'en' || !fromServer
      ? null
      : (wordsFor(words.reasons, error.reason) ?? wordsFor(words.codes, error.code));
  return serverWords ?? fallback ?? wordsFor(words.codes, error.code) ?? words.generic;
};

/** `errorText(error, fallback?)`: the one way a customer page words a failed request (see localizedErrorMessage). */
export const useErrorMessage = () => {
  const { m, locale } = useMessages(errorsCatalogue);
  return (error: unknown, fallback?: string): string => localizedErrorMessage(error, fallback, { locale, words: m });
};
