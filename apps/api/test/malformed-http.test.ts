import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { slowRequest } from './helpers/slow-request.ts';

let t: TTestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** What the server answered to `head` (request line and headers, no body), split into status and JSON body. */
const rawAnswer = async (head: string) => {
  const { answer } = await slowRequest(port, `${head}\r\nConnection: close`, () => undefined);
  const [status = '', body = ''] = [answer.split('\r\n')[0], answer.slice(answer.indexOf('\r\n\r\n') + 4)];
  return { status, body: JSON.parse(body) as unknown };
};

// Issue 33 (bad-request flood): these never reach a route, and were answered in Fastify's own shape
// ({ error, message, statusCode }, or code FST_ERR_*) instead of the API's { error, code }.
describe('requests refused before any route answer { error, code }', () => {
  it('a path that does not decode: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quotes/%ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed URL', code: 'BAD_REQUEST' });
  });

  it('a path id longer than any id: 404, as a malformed id is', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('headers or a URL too large for the HTTP parser: 431', async () => {
    const url = await rawAnswer(`GET /api/testimonials?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1`);
    expect(url.status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(url.body).toEqual({ error: 'Request headers or URL are too large', code: 'BAD_REQUEST' });
    const header = await rawAnswer(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}`);
    expect(header.status).toMatch(/^HTTP\/1\.1 431/);
  });

  it('a request the HTTP parser refuses (a Content-Length that is not a number): 400', async () => {
    const res = await rawAnswer('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc');
    expect(res.status).toBe('HTTP/1.1 400 Bad Request');
    expect(res.body).toEqual({ error: 'Malformed HTTP request', code: 'BAD_REQUEST' });
  });

  it('an Expect header other than 100-continue: 417', async () => {
    const res = await rawAnswer('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: garbage');
    expect(res.status).toBe('HTTP/1.1 417 Expectation Failed');
    expect(res.body).toEqual({ error: 'Unsupported Expect header', code: 'BAD_REQUEST' });
  });
});
