import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, uploadFile, words } from './helpers/journey.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contact = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.posted@example.com', phone: '+1 312 555 0199' };
const address = {
  address: 'Calle Mayor 1',
  city: 'Madrid',
  state: 'Madrid',
  zipCode: '28013',
  country: 'Spain',
};

const newQuote = async () => {
  const file = await uploadFile(t.app, { filename: 'diploma.txt', contentType: 'text/plain', body: words(300) });
  return createFileQuote(t.app, [file.fileKey]);
};
const submit = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: { quoteId: (await newQuote()).quoteId, ...payload } });
const storedOrder = (orderId: string) =>
  t.db
    .selectFrom('orders')
    .select(['customer_address', 'customer_city', 'customer_zip_code', 'customer_country', 'translation_instructions'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('POST /api/orders: the postal address only for a posted sworn copy (issue 32)', () => {
  it('takes a sworn or professional order without any address, with its deadline or special request', async () => {
    for (const serviceType of ['sworn', 'professional']) {
      const res = await submit({
        serviceType,
        customerInfo: contact,
        translationInstructions: 'Needed by March 3 for the consulate appointment.',
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = await storedOrder(res.json().order.orderId);
      expect(row).toMatchObject({
        customer_address: null,
        customer_city: null,
        translation_instructions: 'Needed by March 3 for the consulate appointment.',
      });
    }
  });

  it('requires the street, city and postal code when the sworn translation is to be posted, and stores them', async () => {
    const missing = await submit({ serviceType: 'sworn', hardCopy: true, customerInfo: contact });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(missing.json().error).toContain(
      'customerInfo.address: The street address is needed to post the translation',
    );
    expect(missing.json().error).toContain('customerInfo.city: The city is needed to post the translation');
    expect(missing.json().error).toContain('customerInfo.zipCode: The postal code is needed to post the translation');

    const posted = await submit({ serviceType: 'sworn', hardCopy: true, customerInfo: { ...contact, ...address } });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await storedOrder(posted.json().order.orderId)).toMatchObject({
      customer_address: 'Calle Mayor 1',
      customer_city: 'Madrid',
      customer_zip_code: '28013',
      customer_country: 'Spain',
    });
  });

  it('refuses a posted copy of a professional translation, which is not certified', async () => {
    const res = await submit({ serviceType: 'professional', hardCopy: true, customerInfo: { ...contact, ...address } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'hardCopy: A posted hard copy is only for sworn translations',
    });
  });

  it('says what is wrong with a hardCopy that is not true or false', async () => {
    const res = await submit({ serviceType: 'sworn', hardCopy: 'yes', customerInfo: { ...contact, ...address } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('hardCopy: hardCopy must be true or false');
  });
});
