import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TQuote } from '@sello/shared/quote-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from '../../../packages/analysis/src/image-size.ts';
import { encodeHeic, PAGE_WORDS, photograph, renderPage } from '../../../packages/analysis/test/make-photo.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;
let sharpHeic: Buffer;
let blurryJpeg: Buffer;

// Real photos of a printed page, read by the real analyser: a sharp iPhone HEIC and a blurred, small JPEG.
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
  const page = await renderPage();
  sharpHeic = Buffer.from(await encodeHeic(await photograph(page, { degrees: 3, shadow: 0.3 })));
  blurryJpeg = Buffer.from(await (await photograph(page, { blur: 2, longSide: 900, shadow: 0.3 })).encode('jpeg', 80));
}, 60_000);
afterAll(() => t.close());

const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });
const readQuote = async (quoteId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/quotes/${quoteId}` })).json().quote as TQuote;
const setThreshold = async (legibilityThreshold: number) => {
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: asAdmin() })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: asAdmin(),
    payload: { ...current.settings, legibilityThreshold },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('legibility check of phone photos', () => {
  it('reads a HEIC as one page, flags the blurry photo on the quote, and clears the flag when it is replaced', async () => {
    const sharp = await uploadFile(t.app, { filename: 'IMG_0042.HEIC', contentType: 'image/heic', body: sharpHeic });
    expect(sharp.analysis).toMatchObject({ pages: 1, method: 'ocr', estimated: false, contentType: 'image/heic' });
    expect(Math.abs(sharp.analysis.wordCount - PAGE_WORDS)).toBeLessThanOrEqual(PAGE_WORDS * 0.05);
    expect(sharp.analysis.ocrConfidence[0]).toBeGreaterThanOrEqual(75);

    const blurry = await uploadFile(t.app, {
      filename: 'birth-certificate.jpg',
      contentType: 'image/jpeg',
      body: blurryJpeg,
    });
    expect(blurry.analysis.ocrConfidence[0]).toBeLessThan(60);

    const quote = await createFileQuote(t.app, [sharp.fileKey, blurry.fileKey]);
    expect(quote.files.map((file) => [file.filename, file.hardToReadPages])).toEqual([
      ['IMG_0042.HEIC', []],
      ['birth-certificate.jpg', [1]],
    ]);
    expect(quote.totalPages).toBe(2);

    // The threshold is the agency's (Settings): below the photo's confidence nothing is flagged.
    await setThreshold(Math.max(0, (blurry.analysis.ocrConfidence[0] as number) - 1));
    expect((await readQuote(quote.quoteId)).files[1]?.hardToReadPages).toEqual([]);
    await setThreshold(60);

    // The customer replaces the blurry photo with a sharper one before checkout: recounted, no flag left.
    const sharper = await uploadFile(t.app, {
      filename: 'birth-certificate-sharp.heic',
      contentType: 'image/heic',
      body: sharpHeic,
    });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/quotes/${quote.quoteId}/files`,
      payload: { files: [{ fileKey: sharp.fileKey }, { fileKey: sharper.fileKey }], replace: true },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().quote as TQuote;
    expect(after.files.map((file) => [file.filename, file.hardToReadPages])).toEqual([
      ['IMG_0042.HEIC', []],
      ['birth-certificate-sharp.heic', []],
    ]);
    expect(after.totalWords).toBe(sharp.analysis.wordCount + sharper.analysis.wordCount);
  }, 120_000);

  it('shows staff the OCR confidence of every page, low pages flagged, and a HEIC as a JPEG preview', async () => {
    const blurry = await uploadFile(t.app, { filename: 'diploma.jpg', contentType: 'image/jpeg', body: blurryJpeg });
    const heic = await uploadFile(t.app, { filename: 'passport.heic', contentType: 'image/heic', body: sharpHeic });
    const text = await uploadFile(t.app, { filename: 'letter.txt', contentType: 'text/plain', body: 'Dear sir' });
    const quote = await createFileQuote(t.app, [blurry.fileKey, heic.fileKey, text.fileKey]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: quote.quoteId, serviceType: 'sworn', customerInfo },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { orderId } = order.json().order;
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: asAdmin() });
    const admin = res.json().order as TAdminOrder;
    const byName = new Map(admin.sourceFiles.map((file) => [file.filename, file.analysis]));
    expect(byName.get('diploma.jpg')).toMatchObject({
      method: 'ocr',
      ocrConfidence: [blurry.analysis.ocrConfidence[0]],
      hardToReadPages: [1],
    });
    expect(byName.get('passport.heic')).toMatchObject({ method: 'ocr', hardToReadPages: [] });
    expect(byName.get('letter.txt')).toMatchObject({ method: 'text', ocrConfidence: null, hardToReadPages: [] });

    const previewOf = (fileKey: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/files/${fileKey}/preview`,
        headers: asAdmin(),
      });
    const link = await previewOf(heic.fileKey);
    expect(link.statusCode, link.body).toBe(200);
    const { previewUrl } = link.json();
    const jpeg = await t.app.inject({ method: 'GET', url: previewUrl });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const size = imageSize(new Uint8Array(jpeg.rawPayload), 'jpeg');
    // The photo is portrait (a letter page), shown upright and at most 1600 px on its long side.
    expect(size && size.height > size.width && size.height <= 1600).toBe(true);
    // The link is for that file only, and a document that is not an image has no preview.
    const swapped = await t.app.inject({ method: 'GET', url: previewUrl.replace(heic.fileKey, blurry.fileKey) });
    expect(swapped.statusCode).toBe(403);
    const notImage = await previewOf(text.fileKey);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toBe('Only photos and scanned images have a preview.');
  }, 120_000);
});
