import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serverTimeouts, type TServerTimeouts } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/**
 * A real listening server (inject() has no sockets) whose whole-request and idle limits are far longer than the
 * test's own time limit: only the body deadline can end a trickled request before the test gives up.
 */
const listen = async (bodyTimeout: number) => {
  const timeouts: TServerTimeouts = {
    ...serverTimeouts(loadEnv({ NODE_ENV: 'test' })),
    connectionTimeout: 10 * 60_000,
    requestTimeout: 10 * 60_000,
    bodyTimeout,
  };
  t = await buildTestApp({ env: { STORAGE: 'local' }, timeouts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: t, port: (t.app.server.address() as net.AddressInfo).port };
};

/**
 * Sends `head` (request line and headers), then the body in `pieces`, one every `everyMs`; resolves with what the
 * server answered once the server has closed the connection (the client never closes it).
 */
const trickledRequest = (
  port: number,
  { head, pieces, everyMs }: { head: string; pieces: string[]; everyMs: number },
): Promise<string> =>
  new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\n\r\n`);
      const rest = [...pieces];
      timer = setInterval(() => {
        const piece = rest.shift();
        if (piece === undefined) clearInterval(timer);
        else if (socket.writable) socket.write(piece);
      }, everyMs);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
  });

describe('body deadline of the JSON routes', () => {
  it('answers 408 and closes the connection when a JSON body is trickled past it', async () => {
    const { port } = await listen(300);
    const answer = await trickledRequest(port, {
      head: 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000',
      pieces: ['{"name":"', ...Array.from({ length: 2_000 }, () => 'x')],
      everyMs: 100,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
  }, 60_000);

  it('does not apply to uploads, which keep the whole-request limit', async () => {
    const { app, port } = await listen(300);
    const presign = await app.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      payload: { files: [{ filename: 'slow.txt', contentType: 'text/plain', size: 1000 }] },
    });
    const [upload] = presign.json().uploads;
    const url = new URL(upload.uploadUrl, 'http://127.0.0.1');
    // Ten pieces 150 ms apart: the body takes well over the 300 ms deadline to arrive.
    const answer = await trickledRequest(port, {
      head: `PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\nConnection: close`,
      pieces: Array.from({ length: 10 }, () => 'y'.repeat(100)),
      everyMs: 150,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const file = await app.db
      .selectFrom('files')
      .select('status')
      .where('file_key', '=', upload.fileKey)
      .executeTakeFirstOrThrow();
    expect(file.status).toBe('uploaded');
  }, 60_000);

  it('is 20 s by default', () => {
    expect(serverTimeouts(loadEnv({ NODE_ENV: 'test' })).bodyTimeout).toBe(20_000);
  });
});
