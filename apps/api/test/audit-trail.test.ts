import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let ownerToken: string;

const asOwner = () => ({ authorization: `Bearer ${ownerToken}` });

beforeAll(async () => {
  t = await buildTestApp();
  ownerToken = await signInAdmin(t.app, t.db);
  await t.db
    .updateTable('users')
    .set({ first_name: 'Olive', last_name: 'Owner' })
    .where('email', '=', 'boss@sello.test')
    .execute();
});
afterAll(() => t.close());

/** A real order through the public API: upload → quote → submit. */
const newOrder = async (): Promise<TOrder & { sourceKey: string }> => {
  const { fileKey } = await uploadFile(t.app, {
    filename: 'birth-certificate.txt',
    contentType: 'text/plain',
    body: words(300),
  });
  const quote = await createFileQuote(t.app, [fileKey]);
  return { ...(await placeOrder(t.app, quote.quoteId)), sourceKey: fileKey };
};

/** The order's audit rows, oldest first (the route is tested below; this reads what was stored). */
const storedAudit = (orderId: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['action', 'actor_role', 'actor_user_id', 'file_id', 'detail'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

describe('recording', () => {
  it('records each status change with who made it and their role at the time', async () => {
    const order = await newOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: asOwner(),
      payload: { status: 'IN_PROGRESS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'boss@sello.test')
      .executeTakeFirstOrThrow();
    expect(await storedAudit(order.orderId)).toEqual([
      {
        action: 'status_changed',
        actor_role: 'owner',
        actor_user_id: owner.id,
        file_id: null,
        detail: { from: 'PENDING', to: 'IN_PROGRESS' },
      },
    ]);
  });
});
