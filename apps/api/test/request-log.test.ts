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
        '/api/files/some-key',
        '/api/nowhere',
      ]),
    );
  });
});
