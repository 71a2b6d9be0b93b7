import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TRecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

/**
 * What the fake providers "translate" to: the text between tags upper-cased and marked, the tags untouched —
 * so a test can tell a translation from the original and see that the markup survived.
 */
export const fakeTranslate = (html: string): string =>
  html.replace(/(^|>)([^<]+)/g, (_match, before: string, text: string) =>
    text.trim() === '' ? `${before}${text}` : `${before}[ES]${text.toUpperCase()}`,
  );

type THandler = (request: TRecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A local HTTP server standing in for a provider; `handler` answers, every request is recorded. */
export const startFakeServer = async (handler: THandler) => {
  const requests: TRecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      void handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

type TBody = Record<string, unknown>;

/** Each provider's success answer, built from its own request format. */
export const providerAnswers = {
  deepl: (req: TRecordedRequest, res: ServerResponse) => {
    const { text } = req.body as { text: string[] };
    json(res, 200, { translations: text.map((t) => ({ detected_source_language: 'EN', text: fakeTranslate(t) })) });
  },
  google: (req: TRecordedRequest, res: ServerResponse) => {
    const { q } = req.body as { q: string[] };
    json(res, 200, { data: { translations: q.map((t) => ({ translatedText: fakeTranslate(t) })) } });
  },
  libretranslate: (req: TRecordedRequest, res: ServerResponse) => {
    json(res, 200, { translatedText: fakeTranslate((req.body as TBody).q as string) });
  },
  openai: (req: TRecordedRequest, res: ServerResponse) => {
    const messages = (req.body as { messages: Array<{ role: string; content: string }> }).messages;
    const user = messages.find((message) => message.role === 'user')?.content ?? '';
    json(res, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: fakeTranslate(user) }, finish_reason: 'stop' }],
    });
  },
} as const;

export const answerJson = json;
