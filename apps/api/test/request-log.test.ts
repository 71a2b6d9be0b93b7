import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

const loggedUrls = () =>
  lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => entry.req?.url ?? []);

describe('request log', () => {
  it('logs paths without query strings, and capability ids as the route pattern', async () => {
    lines.length = 0;
    const secretId = '3f2b7c1e-9a4d-4e8b-b6c5-0d1e2f3a4b5c';
    await t.app.inject({ url: '/api/health?token=secret-reset-token' });
    await t.app.inject({ url: `/api/orders/${secretId}?signature=sig-abc` });
    await t.app.inject({ url: `/api/quotes/${secretId}` });
    await t.app.inject({ url: '/api/files/some-key?expires=1&signature=sig-def' });
    await t.app.inject({ url: '/api/nowhere?token=secret-2' });

    const log = lines.join('\n');
    expect(loggedUrls().length).toBeGreaterThanOrEqual(5);
    for (const secret of ['secret-reset-token', 'sig-abc', 'sig-def', 'secret-2', secretId, 'token=', 'signature=']) {
      expect(log).not.toContain(secret);
    }
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/orders/:id',
        '/api/quotes/:id',
        '/api/files/:fileKey',
        '/api/nowhere',
      ]),
    );
  });
});

describe('request log: capabilities in paths (issue 28, item 5)', () => {
  it('masks every id that opens something, on every line, for API routes, web routes and unknown paths alike', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sello</title>');
    const captured: string[] = [];
    const web = await buildTestApp({
      webDistDir: dist,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (chunk: string) => captured.push(...chunk.split('\n').filter(Boolean)) },
    });
    try {
      const orderId = '9c1d2e3f-4a5b-4c6d-8e7f-a0b1c2d3e4f5';
      const fileKey = 'k7x2m9q4w8e1r5t3y6u0i2o4';
      const paymentId = '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';
      const requests: Array<{ method?: 'GET' | 'PUT' | 'POST'; url: string; logged: string }> = [
        { url: `/orders/${orderId}`, logged: '/orders/:id' },
        { url: `/orders/${orderId}/`, logged: '/orders/:id/' },
        { method: 'PUT', url: `/api/uploads/${fileKey}?expires=1&signature=x`, logged: '/api/uploads/:fileKey' },
        { url: `/api/files/${fileKey}?expires=1&signature=x`, logged: '/api/files/:fileKey' },
        {
          url: `/api/orders/${orderId}/files/${fileKey}/download`,
          logged: '/api/orders/:id/files/:fileKey/download',
        },
        {
          url: `/api/orders/${orderId}/payments/${paymentId}/receipt`,
          logged: '/api/orders/:id/payments/:paymentId/receipt',
        },
        { url: `/api/orders/${orderId}/zip`, logged: '/api/orders/:id/zip' },
        {
          url: `/api/admin/customers/${encodeURIComponent('someone@example.com')}`,
          logged: '/api/admin/customers/:key',
        },
        { url: `/api/orders/${orderId}/no-such-thing`, logged: '/api/orders/:id/no-such-thing' },
        { url: `/api/uploads/${fileKey}/nothing`, logged: '/api/uploads/:id/nothing' },
        { url: '/verify-email?token=verify-secret', logged: '/verify-email' },
        { url: '/reset-password?token=reset-secret', logged: '/reset-password' },
        { url: `/document-kits?plan=${paymentId}`, logged: '/document-kits' },
        { url: '/pricing', logged: '/pricing' },
        // A verification code may be all letters (about 1 in 90): the page's path is masked whatever it holds.
        { url: '/verify/ABCD-EFGH-JKMN', logged: '/verify/:code' },
        { url: '/es/verify/ABCD-EFGH-JKMN', logged: '/es/verify/:code' },
        { url: '/verify', logged: '/verify' },
      ];
      for (const { method = 'GET', url } of requests) await web.app.inject({ method, url });

      const log = captured.join('\n');
      for (const secret of [
        orderId,
        fileKey,
        paymentId,
        'someone',
        'verify-secret',
        'reset-secret',
        'signature=',
        'ABCD',
      ]) {
        expect(log).not.toContain(secret);
      }
      const urls = captured
        .map((line) => JSON.parse(line) as { req?: { url?: string } })
        .flatMap((entry) => entry.req?.url ?? []);
      expect(urls).toEqual(requests.map((request) => request.logged));
    } finally {
      await web.close();
    }
  });
});
