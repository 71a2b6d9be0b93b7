import type { TLanguage } from '@sello/shared/constants';
import type { TEnv } from '../config/env.ts';
import { createDeeplClient } from './deepl-client.ts';
import { createGoogleClient } from './google-client.ts';
import { createLibreTranslateClient } from './libretranslate-client.ts';
import { createOpenAiClient } from './openai-client.ts';

export type TMtProviderName = Exclude<TEnv['MT_PROVIDER'], 'none'>;

export type TTranslateHtmlInput = {
  html: string;
  /** The site's languages; each client sends the provider its own form (`LANGUAGES[language].code` or `.name`). */
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
};

/** One machine-translation provider; every client has this shape. Failures throw TranslationError. */
export type TTranslationClient = {
  provider: TMtProviderName;
  translateHtml: (input: TTranslateHtmlInput) => Promise<string>;
};

/** The configured provider, or null for MT_PROVIDER=none (env validation guarantees the key/URL are set). */
export const createTranslationClient = (env: TEnv): TTranslationClient | null => {
  const timeoutMs = env.MT_TIMEOUT_SECONDS * 1000;
  const need = (value: string | undefined, name: string) => {
    if (!value) throw new Error(`${name} is required when MT_PROVIDER=${env.MT_PROVIDER}`);
    return value;
  };
  switch (env.MT_PROVIDER) {
    case 'none':
      return null;
    case 'deepl':
      return createDeeplClient({
        apiKey: need(env.DEEPL_API_KEY, 'DEEPL_API_KEY'),
        apiUrl: env.DEEPL_API_URL,
        timeoutMs,
      });
    case 'google':
      return createGoogleClient({
        apiKey: need(env.GOOGLE_TRANSLATE_API_KEY, 'GOOGLE_TRANSLATE_API_KEY'),
        apiUrl: env.GOOGLE_TRANSLATE_API_URL,
        timeoutMs,
      });
    case 'libretranslate':
      return createLibreTranslateClient({
        url: need(env.LIBRETRANSLATE_URL, 'LIBRETRANSLATE_URL'),
        apiKey: env.LIBRETRANSLATE_API_KEY,
        timeoutMs,
      });
    case 'openai':
      return createOpenAiClient({
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: need(env.OPENAI_MODEL, 'OPENAI_MODEL'),
        timeoutMs,
      });
  }
};
