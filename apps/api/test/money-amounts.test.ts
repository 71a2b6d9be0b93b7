import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

// Issue 33 (the bad-request flood): a refund of 1e-9 dollars is positive and "in whole cents" within rounding, became
// 0 cents and broke the payments table's check: a 500. Amounts are at least a cent.
let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

describe('money amounts below a cent', () => {
  it.each([
    ['refunds', { amount: 1e-9, reason: 'Goodwill' }],
    ['payments', { amount: 0.004, method: 'bank_transfer', reference: 'WIRE-1' }],
  ])('POST /api/admin/orders/:id/%s refuses them with 400', async (route, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${randomUUID()}/${route}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: 'amount: amount must be at least 0.01' });
  });
});
