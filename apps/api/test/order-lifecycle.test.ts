import { ORDER_STATUSES } from '@sello/shared/constants';
import { allowedTransitions, findTransition, LIFECYCLE_ACTORS } from '@sello/shared/order-lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors/app-error.ts';
import type { TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { changeOrderStatus } from '../src/services/orders/change-order-status.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;
let adminId: string;
const asAdmin = () => ({ authorization: `Bearer ${adminToken}` });

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
  adminId = (await t.db.selectFrom('users').select('id').where('is_admin', '=', true).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const newOrder = async () => {
  const { fileKey } = await uploadFile(t.app, { filename: 'diploma.txt', contentType: 'text/plain', body: words(50) });
  const quote = await createFileQuote(t.app, [fileKey]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: quote.quoteId, serviceType: 'professional', customerInfo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.orderId as string;
};

/** A fixture, not a transition: puts the order in a status directly. */
const placeIn = (orderId: string, status: string) =>
  t.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();

describe('the order lifecycle table', () => {
  it('walks every from × to × actor: allowed changes are made with their event and email, the rest answer 409', async () => {
    const orderId = await newOrder();
    // Enqueues only: nothing is dispatched before the transaction commits, and this walk never dispatches.
    const jobs = { send: async () => null } as unknown as TJobQueue;
    const mailer = createMailer({ db: t.db, jobs, logger: t.app.log, smtpUrl: undefined, from: 'x@sello.test' });
    let n = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES.filter((status) => status !== from)) {
        for (const actor of LIFECYCLE_ACTORS) {
          n += 1;
          await placeIn(orderId, from);
          const transition = findTransition(from, to, actor);
          const dedupeKey = `lifecycle-walk:${n}`;
          const attempt = t.db.transaction().execute((trx) =>
            changeOrderStatus({
              trx,
              mailer,
              orderId,
              from,
              to,
              actor: { kind: actor, userId: actor === 'download' || actor === 'payment' ? null : adminId },
              note: `walk ${n}`,
              email: (order) => ({ subject: 's', html: '<p>h</p>', text: 't', dedupeKey, to: order.customer_email }),
            }),
          );
          const label = `${from} → ${to} by ${actor}`;
          if (!transition) {
            const error = await attempt.then(
              () => null,
              (caught: unknown) => caught,
            );
            expect(error, label).toBeInstanceOf(AppError);
            expect((error as AppError).code, label).toBe('CONFLICT');
            expect((error as AppError).details, label).toEqual({ allowed: allowedTransitions(from, actor) });
            const row = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
            expect(row?.status, label).toBe(from);
            continue;
          }
          const change = await attempt;
          expect(change, label).toMatchObject({ changed: true, from });
          const row = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
          expect(row?.status, label).toBe(to);
          const event = await t.db
            .selectFrom('order_events')
            .selectAll()
            .where('order_id', '=', orderId)
            .where('note', '=', `walk ${n}`)
            .executeTakeFirst();
          expect(event, label).toMatchObject({ from_status: from, to_status: to });
          const email = await t.db
            .selectFrom('outbox')
            .select('template')
            .where('dedupe_key', '=', dedupeKey)
            .execute();
          expect(
            email.map((mail) => mail.template),
            label,
          ).toEqual(transition.email ? [transition.email] : []);
        }
      }
    }
  });
});

describe('PUT /api/admin/orders/:id/status (the staff status controls)', () => {
  it('refuses PAID and COMPLETED with 409 and what staff may do instead, without emailing anyone', async () => {
    const orderId = await newOrder();
    for (const status of ['PAID', 'COMPLETED', 'DELIVERED', 'CANCELLED']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/status`,
        headers: asAdmin(),
        payload: { status },
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json(), status).toEqual({ error: expect.any(String), code: 'CONFLICT', allowed: ['IN_PROGRESS'] });
    }
    const emails = await t.db
      .selectFrom('outbox')
      .select('template')
      .where('dedupe_key', 'like', `%${orderId}%`)
      .execute();
    expect(emails.map((row) => row.template)).not.toContain('order-status-paid');
    const order = await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('PENDING');
  });
});
