import { type I18n, setupI18n } from '@lingui/core';
import type { TCatalogue, TCatalogueSource, TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import { LOCALE_TAGS, localeOfPath, type TLocale } from '@sello/shared/i18n/locales';
import { use, useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';

/**
 * The one way a customer-facing component gets its words (docs/decisions.md, "Languages"). Each feature (and the
 * layout) has its catalogue in `messages/en.ts`, `es.ts`, `fr.ts`, declared in `messages/catalogue.ts` with
 * `defineCatalogue`: every language is a chunk of its own, so a page loads only its language's messages. ICU
 * messages are compiled at build time (compile-messages.ts) and formatted by @lingui/core.
 */

/** One Lingui instance per language (formatting only: the messages come from the catalogues, by reference). */
export const lingui: Record<TLocale, I18n> = {
  en: setupI18n({ locale: 'en', locales: [LOCALE_TAGS.en], messages: { en: {} } }),
  es: setupI18n({ locale: 'es', locales: [LOCALE_TAGS.es], messages: { es: {} } }),
  fr: setupI18n({ locale: 'fr', locales: [LOCALE_TAGS.fr], messages: { fr: {} } }),
};

/** A message formatted in `locale`: arguments, plurals and numbers filled in (tags left for `<T>`). */
export const formatMessage = (locale: TLocale, message: TIcuMessage | string, values?: TMessageValues): string =>
  typeof message === 'string'
    ? message
    : lingui[locale]._({ id: '', message: message as unknown as string, values: values ?? {} });

export type TCatalogueHandle<T> = {
  readonly loaded: Partial<Record<TLocale, TCatalogue<T>>>;
  load: (locale: TLocale) => Promise<TCatalogue<T>>;
};

type TImporters<T> = { en: () => Promise<T> } & Record<Exclude<TLocale, 'en'>, () => Promise<TCatalogueSource<T>>>;

const catalogues = new Set<TCatalogueHandle<unknown>>();

/**
 * A catalogue: how to import each language (`es: () => import('./es').then((m) => m.es)`). Every catalogue whose
 * module has run is known here, so `loadCatalogues` can load a page's language before the page renders (main.tsx,
 * the prerender, the web tests' setup).
 */
export const defineCatalogue = <T,>(importers: TImporters<T>): TCatalogueHandle<T> => {
  const pending: Partial<Record<TLocale, Promise<TCatalogue<T>>>> = {};
  const handle: TCatalogueHandle<T> = {
    loaded: {},
    // One promise per language, marked fulfilled the way React's use() reads it: a component whose catalogue is
    // already here renders at once, and one that suspended calls use() again on the same promise when it resumes.
    load: (locale) => {
      pending[locale] ??= (importers[locale] as () => Promise<unknown>)().then((messages) => {
        const catalogue = messages as unknown as TCatalogue<T>;
        handle.loaded[locale] = catalogue;
        Object.assign(loading, { status: 'fulfilled', value: catalogue });
        return catalogue;
      });
      const loading = pending[locale];
      return loading;
    },
  };
  catalogues.add(handle as TCatalogueHandle<unknown>);
  return handle;
};

/** Loads `locale` for every catalogue whose module has run: before a page in that language first renders. */
export const loadCatalogues = async (locale: TLocale): Promise<void> => {
  await Promise.all([...catalogues].map((catalogue) => catalogue.load(locale)));
};

/**
 * The language of the current address; English outside a router (a shared primitive — a field, a modal — rendered on
 * its own), where useLocation would throw.
 */
export const useLocale = (): TLocale => {
  const pathname = (useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null)?.location
    ?.pathname;
  return pathname === undefined ? 'en' : localeOfPath(pathname);
};

export type TFormat = (message: TIcuMessage | string, values?: TMessageValues) => string;

/**
 * A catalogue in the current language — `m` the messages, `t` the formatter, `locale`. Suspends until the language's
 * messages are here (only when a page that was not preloaded is opened in Spanish or French).
 */
export const useMessages = <T,>(catalogue: TCatalogueHandle<T>) => {
  const locale = useLocale();
  // Always through use(), loaded or not: a hook called conditionally breaks React once a suspended render resumes.
  const m = use(catalogue.load(locale));
  const t: TFormat = (message, values) => formatMessage(locale, message, values);
  return { m, t, locale };
};
