import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/0013-language-names.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, uploadFile, words } from './helpers/journey.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const languagesOf = (table: 'quotes' | 'orders', id: string) =>
  t.db.selectFrom(table).select(['source_language', 'target_language']).where('id', '=', id).executeTakeFirstOrThrow();

describe('migration 0013-language-names', () => {
  it('rewrites the ISO codes quotes, orders and leads stored into the names, and back', async () => {
    const file = await uploadFile(t.app, { filename: 'a.txt', contentType: 'text/plain', body: words(50) });
    const quote = await createFileQuote(t.app, [file.fileKey], { sourceLanguage: 'french', targetLanguage: 'english' });
    const { orderId } = await placeOrder(t.app, quote.quoteId);
    const lead = await t.db
      .insertInto('leads')
      .values({
        email: 'codes@example.com',
        name: null,
        phone: null,
        source: 'free-quote',
        message: null,
        details: JSON.stringify({ targetLanguages: ['es', 'german', 'FR'], destinationLanguage: 'en', totalPages: 2 }),
        notes: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Rows as they were before the migration: codes.
    await down(t.db as unknown as Kysely<unknown>);
    expect(await languagesOf('quotes', quote.quoteId)).toEqual({ source_language: 'fr', target_language: 'en' });
    expect(await languagesOf('orders', orderId)).toEqual({ source_language: 'fr', target_language: 'en' });

    await up(t.db as unknown as Kysely<unknown>);
    expect(await languagesOf('quotes', quote.quoteId)).toEqual({
      source_language: 'french',
      target_language: 'english',
    });
    expect(await languagesOf('orders', orderId)).toEqual({ source_language: 'french', target_language: 'english' });
    const { details } = await t.db
      .selectFrom('leads')
      .select('details')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(details).toEqual({
      targetLanguages: ['spanish', 'german', 'french'],
      destinationLanguage: 'english',
      totalPages: 2,
    });

    // Running it again changes nothing; the API reads the rewritten rows with the names.
    await up(t.db as unknown as Kysely<unknown>);
    expect(await languagesOf('quotes', quote.quoteId)).toEqual({
      source_language: 'french',
      target_language: 'english',
    });
    const order = await t.app.inject({ url: `/api/orders/${orderId}` });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().order).toMatchObject({ sourceLanguage: 'french', targetLanguage: 'english' });
  });
});
