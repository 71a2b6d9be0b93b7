import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

/**
 * A client generated from `/api/openapi.json` alone, the way an integrator makes one: openapi-typescript turns the
 * document into `paths` types and openapi-fetch calls the API with them. The types are generated at test time from
 * the running app (no committed copy that a schema change would leave behind), the journey below is type-checked
 * against them with the project's compiler settings (a path, parameter or field the document lost fails to compile),
 * then run against a real listening server: sign-up → presign → PUT → analysis → quote → service → order.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

// Only the document's paths and fields; `paths` is what openapi-typescript generated.
const JOURNEY = `
import createClient from 'openapi-fetch';
import type { operations, paths } from './paths.ts';

// Operations by their operationId, and the error body the document gives them.
type TCreatedQuote = operations['createQuote']['responses'][201]['content']['application/json']['quote'];
type TOrderNotFound = paths['/api/orders/{id}']['get']['responses'][404]['content']['application/json'];

export const journey = async (
  baseUrl: string,
  file: { filename: string; contentType: string; bytes: Uint8Array<ArrayBuffer> },
) => {
  const api = createClient<paths>({ baseUrl });
  const email = 'client@example.com';
  const password = 'client-pass-1';
  const signUp = await api.POST('/api/auth/signup', { body: { email, password, firstName: 'Ana', lastName: 'Ruiz' } });
  if (!signUp.data) throw new Error(\`signup: \${JSON.stringify(signUp.error)}\`);
  const signIn = await api.POST('/api/auth/signin', { body: { email, password } });
  if (!signIn.data || !('tokens' in signIn.data)) throw new Error(\`signin: \${JSON.stringify(signIn.error)}\`);
  const headers = { Authorization: \`Bearer \${signIn.data.tokens.accessToken}\` };

  const described = { filename: file.filename, contentType: file.contentType, size: file.bytes.length };
  const presigned = await api.POST('/api/uploads/presigned-url', { body: { files: [described] }, headers });
  const upload = presigned.data?.uploads[0];
  if (!upload) throw new Error(\`presign: \${JSON.stringify(presigned.error)}\`);
  // A link the API hands out (its own signed route, or the bucket's presigned URL), followed as given.
  const put = await fetch(new URL(upload.uploadUrl, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': file.contentType },
    body: file.bytes,
  });
  if (put.status !== 200) throw new Error(\`upload: \${put.status} \${await put.text()}\`);

  const analysed = await api.POST('/api/analyze/document', { body: { fileKey: upload.fileKey, ...described }, headers });
  if (!analysed.data) throw new Error(\`analysis: \${JSON.stringify(analysed.error)}\`);

  const created = await api.POST('/api/quotes', {
    body: {
      files: [{ fileKey: upload.fileKey }],
      sessionId: 'generated-client',
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
    },
    headers,
  });
  if (!created.data) throw new Error(\`quote: \${JSON.stringify(created.error)}\`);
  const quote: TCreatedQuote = created.data.quote;
  const quoteId = quote.quoteId;

  const selected = await api.PUT('/api/quotes/{id}', {
    params: { path: { id: quoteId } },
    body: { selectedService: 'professional' },
    headers,
  });
  if (!selected.data) throw new Error(\`select: \${JSON.stringify(selected.error)}\`);

  const placed = await api.POST('/api/orders', {
    body: {
      quoteId,
      serviceType: 'professional',
      customerInfo: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        email,
        phone: '+1 312 555 0100',
        address: '100 N State St',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60602',
      },
    },
    headers,
  });
  if (!placed.data) throw new Error(\`order: \${JSON.stringify(placed.error)}\`);
  const orderId = placed.data.order.orderId;
  const read = await api.GET('/api/orders/{id}', { params: { path: { id: orderId } }, headers });

  const missing = await api.GET('/api/orders/{id}', {
    params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    headers,
  });
  const missingError: TOrderNotFound | undefined = missing.error;

  return {
    fileKey: upload.fileKey,
    analysis: analysed.data.analysis,
    quote,
    selected: selected.data.quote,
    order: placed.data.order,
    read: read.data?.order,
    missing: { status: missing.response.status, error: missingError },
  };
};
`;

/** Type-checks the journey against the generated types with the repository's compiler options; the messages. */
const typeErrors = (dir: string): string[] => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO_ROOT, 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram([path.join(dir, 'journey.ts')], {
    ...config?.options,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    noEmit: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
};

let t: TTestApp;
let baseUrl: string;
// Inside the repository (git-ignored), so the journey resolves openapi-fetch from its node_modules.
const dir = path.join(REPO_ROOT, '.test-data', `openapi-client-${randomUUID()}`);
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('compiles against the generated types and drives upload → analysis → quote → service → order', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenAPI3;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'paths.ts'), astToString(await openapiTS(document)));
    await writeFile(path.join(dir, 'journey.ts'), JOURNEY);
    expect(typeErrors(dir)).toEqual([]);

    const { journey } = (await import(pathToFileURL(path.join(dir, 'journey.ts')).href)) as {
      journey: (
        baseUrl: string,
        file: { filename: string; contentType: string; bytes: Uint8Array },
      ) => Promise<{
        // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field below
        [step: string]: any;
      }>;
    };
    const bytes = new TextEncoder().encode(Array.from({ length: 300 }, (_, i) => `word${i}`).join(' '));
    const result = await journey(baseUrl, { filename: 'letter.txt', contentType: 'text/plain', bytes });

    expect(result.analysis).toMatchObject({ fileKey: result.fileKey, wordCount: 300, method: 'text' });
    expect(result.quote).toMatchObject({ status: 'PENDING', totalWords: 300, selectedService: null });
    expect(result.selected).toMatchObject({ status: 'SERVICE_SELECTED', selectedService: 'professional' });
    expect(result.order).toMatchObject({
      status: 'PENDING',
      serviceType: 'professional',
      quoteId: result.quote.quoteId,
    });
    expect(result.read).toMatchObject({
      orderId: result.order.orderId,
      files: [expect.objectContaining({ fileKey: result.fileKey })],
    });
    // An error arrives as the document's ApiError.
    expect(result.missing).toEqual({
      status: 404,
      error: { error: expect.any(String), code: 'NOT_FOUND', reason: expect.any(String) },
    });
  });
});
