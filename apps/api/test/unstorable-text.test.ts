import { UNSTORABLE_TEXT_MESSAGE } from '@sello/shared/unstorable-text';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../src/http/error-handler.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff } from './helpers/sign-in-admin.ts';

const NUL = '\u0000';

let t: TTestApp;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The answer to text PostgreSQL cannot store: 400 naming the field, never a 500. */
const expectRefused = (
  res: { statusCode: number; body: string; json: () => { error: string; code: string } },
  field: string,
) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, code: 'BAD_REQUEST' });
};

describe('text with a NUL character (\\u0000)', () => {
  it('is refused with 400 in a body field, a nested field, a key and a query string', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Jane Doe',
        email: 'jane@example.com',
        subject: 'quote',
        message: `I need my birth certificate${NUL} translated to Spanish.`,
      },
    });
    expectRefused(contact, 'message');

    const { fileKey } = await uploadFile(t.app, { filename: 'birth.txt', contentType: 'text/plain', body: words(40) });
    const quote = await createFileQuote(t.app, [fileKey]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        quoteId: quote.quoteId,
        serviceType: 'professional',
        customerInfo: { ...customerInfo, firstName: `Ja${NUL}ne`, company: `Acme${NUL}` },
      },
    });
    expectRefused(order, 'customerInfo.firstName');

    const translator = await signInStaff(t.app, t.db, 'translator', 'nul-translator@sello.test');
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/profile',
      headers: as(translator),
      payload: { displayName: `Jurado${NUL}`, languagePairs: [] },
    });
    expectRefused(profile, 'displayName');
    const key = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/me/profile',
      headers: { ...as(translator), 'content-type': 'application/json' },
      payload: '{"displayName":"Jurado","languagePairs":[],"x\\u0000y":1}',
    });
    expectRefused(key, 'x\\u0000y');

    const owner = await signInAdmin(t.app, t.db);
    const search = await t.app.inject({ method: 'GET', url: '/api/admin/orders?q=a%00b', headers: as(owner) });
    expectRefused(search, 'q');
  });

  it('that reaches the database anyway is a 400, not a 500', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.get('/echo', async () => (await sql<{ text: string }>`select ${`a${NUL}b`}::text as text`.execute(t.db)).rows);
    app.get(
      '/json',
      async () => (await sql<{ json: unknown }>`select ${'{"a":"\\u0000"}'}::jsonb as json`.execute(t.db)).rows,
    );
    try {
      for (const url of ['/echo', '/json']) {
        const res = await app.inject({ url });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE, code: 'BAD_REQUEST' });
      }
    } finally {
      await app.close();
    }
  });
});
