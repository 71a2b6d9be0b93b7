import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthHooks } from '../src/auth/authenticate.ts';
import { createTokenKeys } from '../src/auth/tokens.ts';
import { registerOpenApi } from '../src/http/openapi.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { listRoutes } from './helpers/route-table.ts';

/**
 * `/api/openapi.json` is the document a client is generated from (docs/api.md): the API's routes only, each with an
 * operationId and a summary, its bearer requirement and its `{ error, code }` answers, and Redocly's recommended
 * rules find no error in it.
 */

type TOperation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type TDocument = {
  servers?: Array<{ url: string }>;
  info: { license?: { name: string }; description?: string };
  paths: Record<string, Record<string, TOperation>>;
  components: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

let t: TTestApp;
let document: TDocument;
beforeAll(async () => {
  // A web build with one prerendered page, so page routes exist beside the API's.
  const dist = await mkdtemp(path.join(tmpdir(), 'sello-openapi-web-'));
  await mkdir(path.join(dist, 'pages'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sello</title>');
  await writeFile(path.join(dist, 'pages', 'pricing.html'), '<!doctype html><title>Pricing</title>');
  await writeFile(
    path.join(dist, 'pages', 'pages.json'),
    JSON.stringify([{ path: '/pricing', file: 'pricing.html', title: 'Pricing' }]),
  );
  t = await buildTestApp({ webDistDir: dist });
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method: method.toUpperCase(), operation })),
  );

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('lists every API route and nothing else: no page, sitemap or documentation route', () => {
    // Links the API hands out (signed upload, download, preview and ZIP URLs), Stripe's webhook and the metrics
    // scrape are followed or called as given, never composed by a client: they stay out of the document.
    const hidden = [
      'GET /api/files/{fileKey}',
      'GET /api/files/{fileKey}/preview',
      'GET /api/metrics',
      'GET /api/orders/{id}/draft/documents/{documentId}/file',
      'GET /api/orders/{id}/source-files.zip',
      'GET /api/staff/profile-images/{userId}/{image}',
      'POST /api/payments/stripe/webhook',
      'PUT /api/uploads/{fileKey}',
    ];
    const apiRoutes = listRoutes(t.app)
      .filter(({ url }) => url.startsWith('/api/') && url !== '/api/openapi.json' && !url.startsWith('/api/docs'))
      // `/api/users/` is Fastify's twin of `/api/users`.
      .map(({ method, url }) => `${method} ${openApiPath(url).replace(/\/$/, '')}`);
    expect(apiRoutes).toEqual(expect.arrayContaining(hidden));
    const documented = operations().map(({ url, method }) => `${method} ${url}`);
    expect(documented.sort()).toEqual([...new Set(apiRoutes)].filter((route) => !hidden.includes(route)).sort());
    expect(listRoutes(t.app).map(({ url }) => url)).toContain('/pricing/');
  });

  it('gives every operation a unique camelCase operationId and a one-line summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    for (const { url, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${url}`).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(operation.summary, `${method} ${url}`).toMatch(/^[A-Z][^\n]{5,100}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the bearer scheme and which operations need it, as the routes’ auth hooks decide', async () => {
    expect(document.components.securitySchemes?.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const securityOf = (method: string, url: string) => document.paths[url]?.[method]?.security;
    expect(securityOf('get', '/api/health')).toEqual([]);
    expect(securityOf('post', '/api/quotes')).toEqual([{}, { bearerAuth: [] }]);
    expect(securityOf('put', '/api/account/profile')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('get', '/api/admin/orders')).toEqual([{ bearerAuth: [] }]);
    expect(securityOf('get', '/api/users')).toEqual([{ bearerAuth: [] }]);
    // The documented requirement is the enforced one: every operation that needs the bearer token refuses a
    // request without it, and none of the others does.
    for (const { url, method, operation } of operations()) {
      const required = JSON.stringify(operation.security) === JSON.stringify([{ bearerAuth: [] }]);
      if (!required) continue;
      const concrete = url.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('documents the { error, code } answers once, as a component every error response refers to', () => {
    expect(document.components.schemas?.ApiError).toMatchObject({ type: 'object', required: ['error', 'code'] });
    for (const { url, method, operation } of operations()) {
      const errors = Object.keys(operation.responses).filter((status) => /^[45]/.test(status));
      expect(errors, `${method} ${url}`).toContain('500');
      for (const status of errors) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.$ref, `${method} ${url} ${status}`).toBe('#/components/schemas/ApiError');
      }
    }
    const statuses = (method: string, url: string) => Object.keys(document.paths[url]?.[method]?.responses ?? {});
    // From the route: body → 400, 413; token → 401; admin → 403; path id → 404; rate limit → 429.
    expect(statuses('put', '/api/admin/orders/{id}/status')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '500']),
    );
    // Declared by the route (`errorCodes`): the quote's files may be refused or the analysis busy.
    expect(statuses('post', '/api/quotes')).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '409', '413', '415', '429', '500', '503']),
    );
    expect(statuses('get', '/api/health')).toEqual(['200', '500']);
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.description).toBeTruthy();
  });

  it('refuses to build when a route has no operationId or summary, rather than make one up', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app, {
      env: t.env,
      auth: createAuthHooks({ db: t.db, keys: createTokenKeys('openapi-test-secret-openapi-test-secret') }),
    });
    app.get('/api/named', { schema: { operationId: 'getNamed', summary: 'A route with a name' } }, async () => ({}));
    app.get('/api/unnamed', { schema: { summary: 'A route without an operationId' } }, async () => ({}));
    await app.ready();
    try {
      expect(() => app.swagger()).toThrow('GET /api/unnamed: the route schema needs an operationId and a summary');
    } finally {
      await app.close();
    }
  });

  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sello-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const lint = spawnSync(
      path.join(REPO_ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(lint.stdout) as {
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(lint.status).toBe(0);
  });
});
