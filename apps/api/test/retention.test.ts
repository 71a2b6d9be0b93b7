import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnconvertedUploads } from '../src/services/retention/delete-unconverted-uploads.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, putUpload, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('deleting uploads that never became an order', () => {
  it('deletes them after RETENTION_UNCONVERTED_HOURS, not before, keeps ordered files, and is idempotent', async () => {
    const { storage } = t;
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
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
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

describe('deleting translated uploads never attached to an order', () => {
  it('deletes them after the same period, keeps attached ones, and never deletes one attached meanwhile', async () => {
    const { storage } = t;
    const source = await uploadFile(t.app, { filename: 'letter.txt', contentType: 'text/plain', body: words(10) });
    const quote = await createFileQuote(t.app, [source.fileKey]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
    });
    const orderId = created.json().order.orderId as string;
    const headers = { authorization: `Bearer ${await signInAdmin(t.app, t.db)}` };
    const uploadTranslation = async (filename: string) => {
      const presign = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/presigned-url',
        headers,
        payload: { files: [{ filename, contentType: 'text/plain', size: 4 }], orderId, fileType: 'TRANSLATED' },
      });
      expect(presign.statusCode, presign.body).toBe(200);
      const [upload] = presign.json().uploads;
      await putUpload(t.app, upload.uploadUrl, { contentType: 'text/plain', body: Buffer.from('Hola') });
      return upload.fileKey as string;
    };
    const attach = (fileKey: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/translated-files`,
        headers,
        payload: { files: [fileKey] },
      });
    const forgotten = await uploadTranslation('forgotten-es.txt');
    const attached = await uploadTranslation('attached-es.txt');
    expect((await attach(attached)).statusCode).toBe(200);
    const logger = t.app.log;
    const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000);

    expect(await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(23) })).toBe(0);
    // Never attached, so never confirmed: on S3 it is still where the upload URL put it, hence confirmUpload.
    expect(await storage.confirmUpload(forgotten)).not.toBeNull();
    expect(await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(24.1) })).toBe(1);
    expect(await storage.confirmUpload(forgotten)).toBeNull();
    expect(await storage.exists(attached)).toBe(true);
    expect(await storage.exists(source.fileKey)).toBe(true);
    // The admin can no longer attach the deleted one, and is told so.
    const late = await attach(forgotten);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/is not a translated document uploaded for this order/);

    // An upload attached late (after its period, before the job ran) belongs to the order and is kept.
    const racing = await uploadTranslation('racing-es.txt');
    await t.db
      .updateTable('files')
      .set({ delete_after: hours(-1) })
      .where('file_key', '=', racing)
      .execute();
    expect((await attach(racing)).statusCode).toBe(200);
    expect(await deleteUnconvertedUploads({ db: t.db, storage, logger, now: hours(48) })).toBe(0);
    expect(await storage.exists(racing)).toBe(true);
  });
});
