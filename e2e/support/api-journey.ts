import { type APIRequestContext, expect } from '@playwright/test';
import type { TOrder } from '@sello/shared/order-schemas';

/**
 * Stores a text file through the upload API and returns its file key: a customer's source document, or with
 * `translationOf` an order's translated document (the admin's headers go with it).
 */
export const uploadTextFile = async (
  request: APIRequestContext,
  filename: string,
  text: string,
  translationOf?: { orderId: string; headers: Record<string, string> },
): Promise<string> => {
  const body = Buffer.from(text);
  const files = [{ filename, contentType: 'text/plain', size: body.length }];
  const presign = await request.post('/api/uploads/presigned-url', {
    data: translationOf ? { files, fileType: 'TRANSLATED', orderId: translationOf.orderId } : { files },
    headers: translationOf?.headers,
  });
  expect(presign.status()).toBe(200);
  const [upload] = (await presign.json()).uploads;
  const put = await request.put(upload.uploadUrl, { data: body, headers: { 'content-type': 'text/plain' } });
  expect(put.status()).toBe(200);
  return upload.fileKey;
};

/** Uploads a small text document through the public API and returns a quote for it. */
export const createTextQuote = async (
  request: APIRequestContext,
  { sourceLanguage = 'english', targetLanguage = 'spanish', words = 300 } = {},
) => {
  const text = Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
  const fileKey = await uploadTextFile(request, 'letter.txt', text);
  const analyze = await request.post('/api/analyze/document', { data: { fileKey } });
  expect(analyze.status()).toBe(200);
  const quote = await request.post('/api/quotes', {
    data: { files: [{ fileKey }], sourceLanguage, targetLanguage, sessionId: 'e2e' },
  });
  expect(quote.status()).toBe(201);
  return (await quote.json()).quote as { quoteId: string; expiresAt: number };
};

type TCustomerInfo = { firstName: string; lastName: string; email: string; phone: string };
const ANA: TCustomerInfo = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana.e2e@example.com',
  phone: '+1 312 555 0199',
};

export const submitOrder = async (request: APIRequestContext, quoteId: string, customerInfo: TCustomerInfo = ANA) => {
  const res = await request.post('/api/orders', {
    data: { quoteId, serviceType: 'professional', customerInfo },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as TOrder;
};
