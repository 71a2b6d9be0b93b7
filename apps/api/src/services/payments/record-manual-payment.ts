import type { TPayment, ZRecordPaymentRequest } from '@sello/shared/payment-schemas';
import { toCents } from '@sello/shared/pricing';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import type { TStorage } from '../../storage/storage.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { toPayment } from '../orders/payment-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { recordPaymentInTransaction } from './record-payment.ts';

/** Staff record money received outside Stripe (a bank transfer, a check…); it sets PAID like a card payment. */
export const recordManualPayment = async ({
  db,
  storage,
  mailer,
  orderId,
  input,
  admin,
  env,
  readSettings,
}: {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  orderId: string;
  input: z.output<typeof ZRecordPaymentRequest>;
  admin: TUserRow;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
}): Promise<TPayment> => {
  const settings = await readSettings(db);
  const result = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    if (order.status === 'CANCELLED') throw new AppError('CONFLICT', 'This order is cancelled: it takes no payment.');
    const recorded = await recordPaymentInTransaction(
      trx,
      {
        orderId: order.id,
        amountCents: toCents(input.amount),
        provider: 'manual',
        method: input.method,
        reference: input.reference,
        createdBy: admin.id,
      },
      { mailer, env, supportEmail: settings.supportEmail },
    );
    const row = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', recorded.paymentId)
      .executeTakeFirstOrThrow();
    return { row, outboxId: recorded.outboxId };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return toPayment(result.row, storage);
};
