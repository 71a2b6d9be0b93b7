import { afterEach, describe, expect, it } from 'vitest';
import { createDeeplClient } from '../src/integrations/deepl-client.ts';
import { createGoogleClient, GOOGLE_MAX_CHUNK_CHARS } from '../src/integrations/google-client.ts';
import { createLibreTranslateClient } from '../src/integrations/libretranslate-client.ts';
import { createOpenAiClient } from '../src/integrations/openai-client.ts';
import { TranslationError } from '../src/integrations/provider-request.ts';
import { splitTopLevel, translateInChunks } from '../src/integrations/translate-in-chunks.ts';
import { answerJson, fakeTranslate, providerAnswers, startFakeServer } from './helpers/fake-mt-provider.ts';

const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (handler: Parameters<typeof startFakeServer>[0]) => {
  const server = await startFakeServer(handler);
  servers.push(server);
  return server;
};
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const HTML = '<h1>Birth certificate</h1><ul><li>Name: <b>Jane</b></li></ul><table><tr><td>Born</td></tr></table>';
const input = { html: HTML, sourceLanguage: 'english', targetLanguage: 'spanish' } as const;

const failureOf = async (promise: Promise<unknown>): Promise<TranslationError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TranslationError) return error;
    throw error;
  }
  throw new Error('expected a TranslationError');
};

describe('DeepL client', () => {
  it('posts to /v2/translate with the auth key header, language codes and tag_handling=html', async () => {
    const server = await serve(providerAnswers.deepl);
    const client = createDeeplClient({ apiKey: 'deepl-key:fx', apiUrl: server.url, timeoutMs: 5000 });
    expect(await client.translateHtml(input)).toBe(fakeTranslate(HTML));
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key deepl-key:fx');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ text: [HTML], source_lang: 'EN', target_lang: 'ES', tag_handling: 'html' });

    await client.translateHtml({ ...input, sourceLanguage: 'spanish', targetLanguage: 'english' });
    expect(server.requests[1]?.body).toMatchObject({ source_lang: 'ES', target_lang: 'EN-US' });
  });

  it('reports quota and key problems as final, server errors as worth retrying, without the key', async () => {
    const server = await serve((req, res) => {
      const status = (req.body as { text: string[] }).text[0] === 'quota' ? 456 : 403;
      answerJson(res, status, { message: status === 456 ? 'Quota exceeded' : 'Wrong key deepl-key:fx' });
    });
    const client = createDeeplClient({ apiKey: 'deepl-key:fx', apiUrl: server.url, timeoutMs: 5000 });
    const forbidden = await failureOf(client.translateHtml(input));
    expect(forbidden.message).toBe('DeepL answered HTTP 403 (check the API key): Wrong key ***');
    expect(forbidden.retryable).toBe(false);
    const quota = await failureOf(client.translateHtml({ ...input, html: 'quota' }));
    expect(quota.message).toBe('DeepL answered HTTP 456 (quota exceeded): Quota exceeded');
    expect(quota.retryable).toBe(false);
  });
});

describe('Google Cloud Translation client', () => {
  it('posts to /language/translate/v2 with format=html and the key in a header, never in the URL', async () => {
    const server = await serve(providerAnswers.google);
    const client = createGoogleClient({ apiKey: 'google-key', apiUrl: server.url, timeoutMs: 5000 });
    expect(await client.translateHtml({ ...input, sourceLanguage: 'french', targetLanguage: 'english' })).toBe(
      fakeTranslate(HTML),
    );
    const [request] = server.requests;
    expect(request?.path).toBe('/language/translate/v2');
    expect(request?.headers['x-goog-api-key']).toBe('google-key');
    expect(request?.body).toEqual({ q: [HTML], source: 'fr', target: 'en', format: 'html' });
  });

  it('splits long documents into requests under its size limit and puts them back together in order', async () => {
    const server = await serve(providerAnswers.google);
    const client = createGoogleClient({ apiKey: 'google-key', apiUrl: server.url, timeoutMs: 5000 });
    const paragraph = (n: number) => `<p>Paragraph ${n} ${'lorem ipsum '.repeat(30)}</p>\n`;
    // One page larger than a request on its own, then short pages: the big page keeps one <section> wrapper.
    const bigPage = `<section data-page="1">\n${Array.from({ length: 30 }, (_, i) => paragraph(i)).join('')}</section>`;
    const smallPages = Array.from({ length: 3 }, (_, i) => `<section data-page="${i + 2}">${paragraph(99)}</section>`);
    const html = [bigPage, ...smallPages].join('\n');
    expect(html.length).toBeGreaterThan(2 * GOOGLE_MAX_CHUNK_CHARS);

    const translated = await client.translateHtml({ ...input, html });
    expect(translated).toBe(fakeTranslate(html));
    expect(translated.match(/<section data-page="1">/g)).toHaveLength(1);
    expect(server.requests.length).toBeGreaterThan(2);
    for (const request of server.requests) {
      expect(((request.body as { q: string[] }).q[0] ?? '').length).toBeLessThanOrEqual(GOOGLE_MAX_CHUNK_CHARS);
    }
  });
});

describe('LibreTranslate client', () => {
  it('posts to /translate with format=html and the api_key in the body when one is set', async () => {
    const server = await serve(providerAnswers.libretranslate);
    const withKey = createLibreTranslateClient({ url: `${server.url}/`, apiKey: 'libre-key', timeoutMs: 5000 });
    expect(await withKey.translateHtml(input)).toBe(fakeTranslate(HTML));
    expect(server.requests[0]?.path).toBe('/translate');
    expect(server.requests[0]?.body).toEqual({
      q: HTML,
      source: 'en',
      target: 'es',
      format: 'html',
      api_key: 'libre-key',
    });
    const withoutKey = createLibreTranslateClient({ url: server.url, timeoutMs: 5000 });
    await withoutKey.translateHtml(input);
    expect(server.requests[1]?.body).not.toHaveProperty('api_key');
  });

  it('passes on its own error message', async () => {
    const server = await serve((_req, res) => answerJson(res, 400, { error: 'es is not supported' }));
    const client = createLibreTranslateClient({ url: server.url, timeoutMs: 5000 });
    const error = await failureOf(client.translateHtml(input));
    expect(error.message).toBe('LibreTranslate answered HTTP 400: es is not supported');
    expect(error.retryable).toBe(false);
  });
});

describe('OpenAI-compatible client', () => {
  it('posts to /chat/completions with a bearer key, the model and a prompt that keeps the HTML tags', async () => {
    const server = await serve(providerAnswers.openai);
    const client = createOpenAiClient({
      apiKey: 'sk-test',
      baseUrl: `${server.url}/v1`,
      model: 'test-model',
      timeoutMs: 5000,
    });
    expect(await client.translateHtml(input)).toBe(fakeTranslate(HTML));
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    const body = request?.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('test-model');
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('from English to Spanish');
    expect(body.messages[0]?.content).toContain('Keep every HTML tag and attribute exactly as it is');
    expect(body.messages[1]).toEqual({ role: 'user', content: HTML });
  });

  it('unwraps an answer in code fences and refuses a cut-off one', async () => {
    const server = await serve((req, res) => {
      const user = (req.body as { messages: Array<{ content: string }> }).messages[1]?.content ?? '';
      const cut = user.includes('cut');
      answerJson(res, 200, {
        choices: [
          {
            message: { role: 'assistant', content: cut ? '<p>Half' : `\`\`\`html\n${fakeTranslate(user)}\n\`\`\`` },
            finish_reason: cut ? 'length' : 'stop',
          },
        ],
      });
    });
    const client = createOpenAiClient({ baseUrl: server.url, model: 'local', timeoutMs: 5000 });
    expect(await client.translateHtml(input)).toBe(fakeTranslate(HTML));
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    const error = await failureOf(client.translateHtml({ ...input, html: '<p>cut</p>' }));
    expect(error.message).toMatch(/cut the translation off/);
    expect(error.retryable).toBe(false);
  });
});

describe('provider failures', () => {
  it('turns a 500, a timeout, a non-JSON answer, a wrong shape and a refused connection into clear retryable errors', async () => {
    const server = await serve((req, res) => {
      const text = (req.body as { q: string }).q;
      if (text === '500') answerJson(res, 500, { error: 'Internal error' });
      else if (text === 'slow') setTimeout(() => answerJson(res, 200, { translatedText: 'late' }), 2000);
      else if (text === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>Bad gateway</body></html>');
      } else answerJson(res, 200, { translation: 'wrong field' });
    });
    const client = createLibreTranslateClient({ url: server.url, timeoutMs: 300 });
    const cases: Array<[string, string]> = [
      ['500', 'LibreTranslate answered HTTP 500: Internal error'],
      ['slow', 'LibreTranslate did not answer within 0.3 s'],
      ['html', 'LibreTranslate sent an answer that is not valid JSON'],
      ['shape', 'LibreTranslate sent an unexpected answer (no translatedText)'],
    ];
    for (const [html, message] of cases) {
      const error = await failureOf(client.translateHtml({ ...input, html }));
      expect(error.message).toBe(message);
      expect(error.retryable).toBe(true);
    }
    await server.close();
    const refused = await failureOf(client.translateHtml(input));
    expect(refused.message).toMatch(/^LibreTranslate could not be reached/);
    expect(refused.retryable).toBe(true);
  });
});

describe('translateInChunks', () => {
  it('finds top-level nodes, treating void elements and comments as single nodes', () => {
    expect(splitTopLevel('<p>a<br>b</p>\n<hr><!-- x --><ul><li>1</li></ul>tail')).toEqual([
      '<p>a<br>b</p>',
      '\n',
      '<hr>',
      '<!-- x -->',
      '<ul><li>1</li></ul>',
      'tail',
    ]);
  });

  it('cuts a paragraph longer than a request between sentences and never sends blank pieces', async () => {
    const sentences = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const sent: string[] = [];
    const result = await translateInChunks(`<p>${sentences}</p>\n\n`, 200, async (chunk) => {
      sent.push(chunk);
      return chunk;
    });
    expect(result).toBe(`<p>${sentences}</p>\n\n`);
    expect(sent.length).toBeGreaterThan(5);
    for (const chunk of sent) {
      expect(chunk.length).toBeLessThanOrEqual(200);
      expect(chunk.trim()).not.toBe('');
    }
    expect(sent.slice(0, -1).every((chunk) => chunk.endsWith('here. ') || chunk.endsWith('here.'))).toBe(true);
  });
});
