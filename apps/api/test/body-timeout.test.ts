import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serverTimeouts, type TServerTimeouts } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { enforceBodyDeadline } from '../src/http/body-deadline.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { fileStatus } from './helpers/journey.ts';
import { slowRequest } from './helpers/slow-request.ts';
import { deferred } from './helpers/wait.ts';

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

/** Sends `pieces` of a body one every `everyMs` (until the server closes the connection). */
const trickle =
  (pieces: string[], everyMs: number) =>
  (socket: net.Socket): void => {
    const rest = [...pieces];
    const timer = setInterval(() => {
      const piece = rest.shift();
      if (piece === undefined || !socket.writable) clearInterval(timer);
      else socket.write(piece);
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  };

describe('body deadline of the JSON routes', () => {
  it('answers 408 and closes the connection when a JSON body is trickled past it', async () => {
    const { port } = await listen(300);
    const { answer } = await slowRequest(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000',
      trickle(['{"name":"', ...Array.from({ length: 2_000 }, () => 'x')], 100),
    );
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
    const { answer } = await slowRequest(
      port,
      `PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\nConnection: close`,
      trickle(
        Array.from({ length: 10 }, () => 'y'.repeat(100)),
        150,
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(await fileStatus(app.db, upload.fileKey)).toBe('uploaded');
  }, 60_000);

  it('keeps serving when a request answered without reading its body outlives the deadline', async () => {
    const deadline = 200;
    const { port } = await listen(deadline);
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const unread = [
        // A body announced and never sent, on a route without one.
        {
          head: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\nConnection: close',
          body: '',
          status: 200,
        },
        // Complete bodies the route refuses before reading: unsupported type, over the 1 MB body limit.
        {
          head: 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 204800\r\nConnection: close',
          body: 'z'.repeat(204_800),
          status: 415,
        },
        {
          head: 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close',
          body: '{"name":"',
          status: 413,
        },
      ];
      for (const { head, body, status } of unread) {
        const { answer } = await slowRequest(port, head, (socket) => socket.write(body));
        expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
      }
      // Past every one of those requests' deadlines: a deadline left running would have fired by now.
      await new Promise((resolve) => setTimeout(resolve, deadline * 5));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  }, 60_000);
});

describe('a client that hangs up before its body is read', () => {
  it('ends the request at once, not when the body deadline runs out', async () => {
    // Issue 33 (CI on a busy machine): the client went away while the rate limit looked itself up in the database;
    // its body, destroyed before anyone listened, never said so, and the request waited out the 20 s deadline.
    const app = Fastify();
    enforceBodyDeadline(app, 10 * 60_000);
    const ended = deferred<string>();
    // The hook holds the request until its client has gone: the order the busy machine produced, every time.
    app.addHook('onRequest', async (request) => {
      if (!request.raw.destroyed) await new Promise((resolve) => request.raw.once('close', resolve));
    });
    app.post('/contact', async () => ({ ok: true }));
    app.setErrorHandler((error: Error, _request, reply) => {
      ended.resolve(error.message);
      return reply.status(400).send({ error: error.message });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1', () => {
        socket.write('POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
        socket.write('Content-Length: 5000\r\n\r\n{"name":"');
        setImmediate(() => socket.destroy());
      });
      socket.on('error', () => undefined);
      expect(await ended.promise).toBe('The request was cut off before it was complete.');
    } finally {
      await app.close();
    }
  });
});
