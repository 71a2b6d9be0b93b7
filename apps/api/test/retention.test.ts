import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnconvertedUploads } from '../src/services/retention/delete-unconverted-uploads.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('deleting uploads that never became an order', () => {
  it('deletes them after RETENTION_UNCONVERTED_HOURS, not before, keeps ordered files, and is idempotent', async () => {
    const storage = createLocalStorage({
      dataDir: t.env.DATA_DIR,
      secret: 'test-secret-test-secret-test-secret-0123456789',
    });
    const abandoned = await uploadFile(t.app, {
      filename: 'abandoned.txt',
      contentType: 'text/plain',
      body: words(10),
    });
    const ordered = await uploadFile(t.app, { filename: 'ordered.txt', contentType: 'text/plain', body: words(10) });
    const quote = await createFileQuote(t.app, [ordered.fileKey]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.id, serviceType: 'professional', customerInfo },
    });
    expect(order.statusCode).toBe(201);
    const logger = t.app.log;

    const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);
    expect(await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(23) })).toBe(0);
    expect(await storage.exists(abandoned.fileKey)).toBe(true);

    expect(await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(24.1) })).toBe(1);
    expect(await storage.exists(abandoned.fileKey)).toBe(false);
    expect(await storage.exists(ordered.fileKey)).toBe(true);
    const row = await t.db
      .selectFrom('files')
      .select(['status', 'deleted_at'])
      .where('file_key', '=', abandoned.fileKey)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('deleted');

    expect(await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(48) })).toBe(0);
  });
});
