import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('HTTP behaviour shared by every route', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Route GET /api/does-not-exist not found', code: 'NOT_FOUND' });
  });

  it('reports malformed JSON as a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body', code: 'BAD_REQUEST' });
  });

  it('reports a missing body clearly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Request body must be a JSON object');
  });

  it('refuses non-JSON bodies with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('facebook');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('reports readiness when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/signin');
  });
});

describe('serving the web app', () => {
  it('falls back to index.html for client routes but answers missing assets with 404', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sello</title>');
    await writeFile(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    const web = await buildTestApp({ webDistDir: dist });
    try {
      const route = await web.app.inject({ url: '/pricing?x=1' });
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-type']).toContain('text/html');
      const asset = await web.app.inject({ url: '/assets/app-abc.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ url: '/assets/app-old.js' })).statusCode).toBe(404);
      expect((await web.app.inject({ url: '/api/nope' })).headers['content-type']).toContain('application/json');
    } finally {
      await web.close();
    }
  });
});
