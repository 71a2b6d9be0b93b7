import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { slowRequest } from './helpers/slow-request.ts';
import { waitFor } from './helpers/wait.ts';

// Issue 33 (attacker review): a client that hangs up mid-request was logged, and counted, as an outage of the file
// storage or the database (its socket's reset matched both checks), so anyone could raise outage alerts.
const lines: { level: number; msg: string }[] = [];
let t: TTestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp({
    env: { STORAGE: 'local', LOG_LEVEL: 'debug' },
    logStream: {
      write: (chunk: string) =>
        lines.push(
          ...chunk
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        ),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const cutOff = (head: string) =>
  slowRequest(port, head, (socket) => {
    socket.write('the first bytes of a body that never ends');
    setImmediate(() => socket.destroy());
  });

describe('a client that hangs up mid-request', () => {
  it('is logged as the client closing the connection, not as an outage', async () => {
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      payload: { files: [{ filename: 'cut.txt', contentType: 'text/plain', size: 100_000 }] },
    });
    const url = new URL(presign.json().uploads[0].uploadUrl, 'http://127.0.0.1');
    lines.length = 0;
    await cutOff(
      `PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 100000`,
    );
    await cutOff(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000',
    );
    const closed = await waitFor(
      () => lines.filter((line) => line.msg.includes('client closed the connection')),
      (found) => found.length === 2,
    );
    expect(closed.every((line) => line.level === 20)).toBe(true);
    const alarms = lines.filter((line) => line.level >= 40 && /unavailable|unreachable/i.test(line.msg));
    expect(alarms).toEqual([]);
  });
});
