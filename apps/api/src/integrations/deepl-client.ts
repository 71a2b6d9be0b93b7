import type { TLanguage } from '@sello/shared/constants';
import { z } from 'zod';
import { postJson, trimSlash, unexpectedAnswer } from './provider-request.ts';
import { translateInChunks } from './translate-in-chunks.ts';
import type { TTranslationClient } from './translation-client.ts';

const LABEL = 'DeepL';
/** DeepL refuses request bodies over 128 KiB; 30,000 characters stay under it even as 4-byte UTF-8. */
export const DEEPL_MAX_CHUNK_CHARS = 30_000;

const SOURCE_CODES: Record<TLanguage, string> = { english: 'EN', spanish: 'ES', french: 'FR' };
/** English as a target needs a variant; the customers are US applicants. */
const TARGET_CODES: Record<TLanguage, string> = { english: 'EN-US', spanish: 'ES', french: 'FR' };

const ZDeeplAnswer = z.object({ translations: z.array(z.object({ text: z.string() })).length(1) });

type TDeeplOptions = { apiKey: string; apiUrl?: string | undefined; timeoutMs: number };

/** DeepL API v2 `/v2/translate` with `tag_handling=html`; free-plan keys (`…:fx`) go to api-free.deepl.com. */
export const createDeeplClient = ({ apiKey, apiUrl, timeoutMs }: TDeeplOptions): TTranslationClient => {
  const base = trimSlash(apiUrl ?? (apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'));
  return {
    provider: 'deepl',
    translateHtml: ({ html, sourceLanguage, targetLanguage }) =>
      translateInChunks(html, DEEPL_MAX_CHUNK_CHARS, async (chunk) => {
        const answer = await postJson({
          label: LABEL,
          url: `${base}/v2/translate`,
          headers: { Authorization: `DeepL-Auth-Key ${apiKey}` },
          body: {
            text: [chunk],
            source_lang: SOURCE_CODES[sourceLanguage],
            target_lang: TARGET_CODES[targetLanguage],
            tag_handling: 'html',
          },
          timeoutMs,
          secrets: [apiKey],
        });
        const parsed = ZDeeplAnswer.safeParse(answer);
        if (!parsed.success) throw unexpectedAnswer(LABEL, 'no translations[0].text');
        return parsed.data.translations[0]?.text ?? '';
      }),
  };
};
