import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TCatalogue, TCatalogueSource, TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import { isLocale, LOCALE_TAGS, LOCALES, type TLocale } from '@sello/shared/i18n/locales';
import { en as sharedEn } from '@sello/shared/messages/en';
import { es as sharedEs } from '@sello/shared/messages/es';
import { fr as sharedFr } from '@sello/shared/messages/fr';

/**
 * The API's side of the languages (docs/decisions.md, "Languages"): what an email or a PDF says, in the language its
 * reader chose (an order's `locale`). Same catalogues shape and same formatter (@lingui/core) as the web; here the
 * ICU messages are compiled on first use (the server has no build step), then kept.
 */
const lingui = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: {} } });
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
) as Record<TLocale, I18n>;

/** A message in `locale` with its arguments filled in. */
export const formatMessage = (locale: TLocale, message: TIcuMessage | string, values?: TMessageValues): string =>
  lingui[locale]._({ id: '', message: message as unknown as string, values: values ?? {} });

/** The locale to write in: the stored one when it is known, else English. */
export const localeOr = (value: string | null | undefined): TLocale => (isLocale(value) ? value : 'en');

/** A catalogue's three languages, typed as the formatter reads them. */
export const defineServerCatalogue =
  <T>(catalogues: { en: T; es: TCatalogueSource<T>; fr: TCatalogueSource<T> }) =>
  (locale: TLocale): TCatalogue<T> =>
    catalogues[locale] as unknown as TCatalogue<T>;

/** The words about an order both sides use (languages, services, statuses, units). */
export const sharedWords = defineServerCatalogue({ en: sharedEn, es: sharedEs, fr: sharedFr });
