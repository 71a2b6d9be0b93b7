import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { toOfficialQuote } from '../orders/official-quote-rows.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { paymentDocumentFilename, renderPaymentDocument } from './render-payment-document.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * The receipt (payment) or credit note (refund) of one of an order's payments, as PDF bytes and its file name.
 * `signedLink`: the caller verified a `receipt` link signed for this order and payment (handed only to viewers who
 * could reach the order); otherwise the viewer must reach the order (`assertCanReach`). An unknown order, an unknown
 * payment and another order's payment are all 'Payment not found'.
 */
export const loadPaymentDocument = async ({
  db,
  orderId,
  paymentId,
  viewer,
  signedLink,
  brandName,
  readSettings,
}: {
  db: TDb;
  orderId: string;
  paymentId: string;
  viewer: TUserRow | null;
  signedLink: boolean;
  brandName: string;
  readSettings: TSettingsReader;
}): Promise<{ filename: string; pdf: Buffer }> => {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  // A link signed before the account was deleted no longer opens it: deleted owners' records are staff-only.
  if (!signedLink || order.owner_deleted_at) assertCanReach(order, viewer, PAYMENT_NOT_FOUND);
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);

  const [siblings, quoteRow, settings] = await Promise.all([
    db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', order.id)
      .where('kind', '=', payment.kind)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    payment.official_quote_id
      ? db.selectFrom('official_quotes').selectAll().where('id', '=', payment.official_quote_id).executeTakeFirst()
      : undefined,
    readSettings(db),
  ]);
  const sequence = siblings.findIndex((row) => row.id === payment.id) + 1;
  const officialQuote = quoteRow
    ? toOfficialQuote(quoteRow, { serviceType: order.service_type, totalCents: Number(order.total_cents) })
    : null;
  const pdf = await renderPaymentDocument({
    payment,
    order,
    officialQuote,
    invoice: settings.invoice,
    brandName,
    supportEmail: settings.supportEmail,
    sequence,
    // What the order page shows this viewer: an account's order is only linked to its owner and staff.
    privileged: order.user_id !== null || viewer?.is_admin === true,
  });
  return { filename: paymentDocumentFilename(payment.kind, order.order_number, sequence), pdf };
};
