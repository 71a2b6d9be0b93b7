import { LANGUAGES } from '@sello/shared/constants';
import { z } from 'zod';
import { postJson, trimSlash, unexpectedAnswer } from './provider-request.ts';
import { translateInChunks } from './translate-in-chunks.ts';
import type { TTranslationClient } from './translation-client.ts';

const LABEL = 'LibreTranslate';
/** Public instances cap requests at a few thousand characters (`char_limit`); self-hosted ones often do too. */
export const LIBRETRANSLATE_MAX_CHUNK_CHARS = 5_000;

const ZLibreAnswer = z.object({ translatedText: z.string() });

type TLibreOptions = { url: string; apiKey?: string | undefined; timeoutMs: number };

/** LibreTranslate `POST /translate` with `format=html` (api_key in the body, as its API expects). */
export const createLibreTranslateClient = ({ url, apiKey, timeoutMs }: TLibreOptions): TTranslationClient => {
  const base = trimSlash(url);
  return {
    provider: 'libretranslate',
    translateHtml: ({ html, sourceLanguage, targetLanguage }) =>
      translateInChunks(html, LIBRETRANSLATE_MAX_CHUNK_CHARS, async (chunk) => {
        const answer = await postJson({
          label: LABEL,
          url: `${base}/translate`,
          body: {
            q: chunk,
            source: LANGUAGES[sourceLanguage].code,
            target: LANGUAGES[targetLanguage].code,
            format: 'html',
            ...(apiKey ? { api_key: apiKey } : {}),
          },
          timeoutMs,
          secrets: [apiKey],
        });
        const parsed = ZLibreAnswer.safeParse(answer);
        if (!parsed.success) throw unexpectedAnswer(LABEL, 'no translatedText');
        return parsed.data.translatedText;
      }),
  };
};
