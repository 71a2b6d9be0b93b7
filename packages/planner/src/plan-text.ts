import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { TCatalogue, TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';
import { PLAN_LOCALE_TAGS, PLAN_LOCALES, type TPlanLocale } from './plan-model.ts';

export type TPlanMessages = TCatalogue<typeof en>;

const CATALOGUES = { en, es, fr } as unknown as Record<TPlanLocale, TPlanMessages>;

// The same formatter as the API's (@lingui/core, messages compiled on first use): the planner runs on the server only.
const lingui = Object.fromEntries(
  PLAN_LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, locales: [PLAN_LOCALE_TAGS[locale]], messages: { [locale]: {} } });
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
) as Record<TPlanLocale, I18n>;

/** The plan's words in one language: `m` the messages, `t` formats one with its arguments. */
export type TPlanText = {
  locale: TPlanLocale;
  m: TPlanMessages;
  t: (message: TIcuMessage | string, values?: TMessageValues) => string;
};

export const planText = (locale: TPlanLocale): TPlanText => ({
  locale,
  m: CATALOGUES[locale],
  t: (message, values) => lingui[locale]._({ id: '', message: message as unknown as string, values: values ?? {} }),
});

/** Every value of a group of messages, in the catalogue's order (a document's constraints, a post's notes). */
export const messageList = (group: object | undefined): string[] =>
  group ? Object.values(group).filter((value): value is string => typeof value === 'string') : [];
