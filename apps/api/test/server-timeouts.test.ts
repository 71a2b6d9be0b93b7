import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serverTimeouts } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { slowRequest } from './helpers/slow-request.ts';

let t: TTestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A real listening server (inject() has no sockets) with the given limits, and a presigned upload URL on it. */
const listen = async (timeouts: { connectionTimeout: number; requestTimeout: number }) => {
  // The long body is an upload to the API's own route: local storage's (on S3 the bucket receives uploads).
  t = await buildTestApp({ env: { STORAGE: 'local' }, timeouts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as net.AddressInfo;
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: { files: [{ filename: 'slow.txt', contentType: 'text/plain', size: 1000 }] },
  });
  const [upload] = presign.json().uploads;
  const url = new URL(upload.uploadUrl, 'http://127.0.0.1');
  return { port: address.port, fileKey: upload.fileKey as string, path: `${url.pathname}${url.search}` };
};

/** The PUT's headers and the first bytes of a 1000-byte body, then `trickle(socket)` (see slowRequest). */
const slowUpload = (port: number, path: string, trickle: (socket: net.Socket) => void) =>
  slowRequest(
    port,
    `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000`,
    (socket) => {
      socket.write('first bytes');
      trickle(socket);
    },
  );

describe('slow clients cannot hold a connection forever', () => {
  it('closes an upload whose client stops sending (idle connection)', async () => {
    const { port, path, fileKey } = await listen({ connectionTimeout: 500, requestTimeout: 30_000 });
    const outcome = await slowUpload(port, path, () => undefined);
    // Closed without an answer: the idle limit, not the 30 s request limit, which would have answered 408.
    expect(outcome.answer).toBe('');
    const file = await t?.db.selectFrom('files').select('status').where('file_key', '=', fileKey).executeTakeFirst();
    expect(file?.status).not.toBe('uploaded');
  }, 90_000);

  it('cuts off a body trickled byte by byte once the request time is up (408)', async () => {
    const { port, path } = await listen({ connectionTimeout: 10_000, requestTimeout: 1_000 });
    let timer: NodeJS.Timeout | undefined;
    const outcome = await slowUpload(port, path, (socket) => {
      timer = setInterval(() => socket.write('x'), 100);
    });
    clearInterval(timer);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
  }, 90_000);

  it('sets the limits by default: the largest upload at 1 Mbit/s plus a minute, 5 min idle, 72 s keep-alive', async () => {
    t = await buildTestApp({ env: { MAX_UPLOAD_MB: '50' } });
    expect(t.app.server.requestTimeout).toBe(460_000);
    expect(t.app.server.timeout).toBe(300_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(serverTimeouts(loadEnv({ NODE_ENV: 'test', MAX_UPLOAD_MB: '10' })).requestTimeout).toBe(140_000);
  }, 90_000);
});
