import { LANGUAGES } from '@sello/shared/constants';
import { z } from 'zod';
import { postJson, trimSlash, unexpectedAnswer } from './provider-request.ts';
import { translateInChunks } from './translate-in-chunks.ts';
import type { TTranslationClient } from './translation-client.ts';

const LABEL = 'Google Cloud Translation';
/** Google recommends at most 5,000 characters a request (HTML tags included). */
export const GOOGLE_MAX_CHUNK_CHARS = 5_000;

const ZGoogleAnswer = z.object({
  data: z.object({ translations: z.array(z.object({ translatedText: z.string() })).length(1) }),
});

type TGoogleOptions = { apiKey: string; apiUrl?: string | undefined; timeoutMs: number };

/** Cloud Translation Basic (v2) `POST /language/translate/v2` with `format=html`; the key goes in a header, not the URL. */
export const createGoogleClient = ({ apiKey, apiUrl, timeoutMs }: TGoogleOptions): TTranslationClient => {
  const base = trimSlash(apiUrl ?? 'https://translation.googleapis.com');
  return {
    provider: 'google',
    translateHtml: ({ html, sourceLanguage, targetLanguage }) =>
      translateInChunks(html, GOOGLE_MAX_CHUNK_CHARS, async (chunk) => {
        const answer = await postJson({
          label: LABEL,
          url: `${base}/language/translate/v2`,
          headers: { 'X-Goog-Api-Key': apiKey },
          body: {
            q: [chunk],
            source: LANGUAGES[sourceLanguage].code,
            target: LANGUAGES[targetLanguage].code,
            format: 'html',
          },
          timeoutMs,
          secrets: [apiKey],
        });
        const parsed = ZGoogleAnswer.safeParse(answer);
        if (!parsed.success) throw unexpectedAnswer(LABEL, 'no data.translations[0].translatedText');
        return parsed.data.data.translations[0]?.translatedText ?? '';
      }),
  };
};
