import { useLocation } from 'react-router';
import { DEFAULT_LOCALE, localeOfPath, type TLocale } from './locales';
import { en, type TMessages } from './messages/en';

/**
 * The catalogues: English ships with the entry (the default and the fallback); Spanish and French are their own
 * chunks, loaded before the first render of a page in that language (main.tsx, the prerender) and before the
 * language switcher navigates, so a page never renders a half-loaded language.
 */
const loaded: Partial<Record<TLocale, TMessages>> = { en };

const importers: Record<Exclude<TLocale, 'en'>, () => Promise<TMessages>> = {
  es: () => import('./messages/es').then((module) => module.es),
  fr: () => import('./messages/fr').then((module) => module.fr),
};

export const loadMessages = async (locale: TLocale): Promise<TMessages> => {
  const hit = loaded[locale];
  if (hit) return hit;
  const messages = await importers[locale as Exclude<TLocale, 'en'>]();
  loaded[locale] = messages;
  return messages;
};

/** The catalogue of a language already loaded (English until it is). */
export const messagesFor = (locale: TLocale): TMessages => loaded[locale] ?? loaded[DEFAULT_LOCALE] ?? en;

/** The language of the current address. */
export const useLocale = (): TLocale => localeOfPath(useLocation().pathname);

/** The current language's catalogue. */
export const useMessages = (): TMessages => messagesFor(useLocale());
