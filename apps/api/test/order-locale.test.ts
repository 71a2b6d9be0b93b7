import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const contact = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.locale@example.com', phone: '+1 312 555 0199' };

const submit = async (payload: Record<string, unknown>) => {
  const file = await uploadFile(t.app, { filename: 'diploma.txt', contentType: 'text/plain', body: words(200) });
  const { quoteId } = await createFileQuote(t.app, [file.fileKey]);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId, serviceType: 'professional', customerInfo: contact, ...payload },
  });
};
const adminOrder = async (orderId: string) =>
  (
    await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: { authorization: `Bearer ${adminToken}` } })
  ).json().order;

describe('an order remembers its customer’s language (issue 32)', () => {
  it('stores the language the web sends and shows it to staff', async () => {
    const res = await submit({ locale: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await adminOrder(res.json().order.orderId)).locale).toBe('es');
  });

  it('is English for a client that does not send one', async () => {
    const res = await submit({});
    expect(res.statusCode, res.body).toBe(201);
    expect((await adminOrder(res.json().order.orderId)).locale).toBe('en');
  });

  it('refuses a language the site does not speak, saying which it does', async () => {
    const res = await submit({ locale: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: "locale: locale must be 'en', 'es' or 'fr'" });
  });
});
