import { DELIVERED_STATUSES } from '@sello/shared/order-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { filesDeletionReminderEmail } from '../../mail/templates/order-lifecycle-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { DAY_MS } from './order-file-retention.ts';
import { removeOrderDocuments } from './remove-order-documents.ts';

/** The customer is reminded this many days before the files go. */
export const DELETION_REMINDER_DAYS = 3;

export const deletionReminderKey = (orderId: string) => `order-files-deletion-reminder:${orderId}`;

/** The order still has a file that is not deleted. */
const hasFilesLeft = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.exists(
    eb
      .selectFrom('files')
      .select('files.id')
      .whereRef('files.order_id', '=', 'orders.id')
      .where('files.status', '!=', 'deleted'),
  );

/** Completed/delivered orders that still have files, with the moment their files are due for deletion. */
const ordersWithFiles = async (db: TDb, deliveredDays: number, until: Date) =>
  db
    .selectFrom('orders')
    .innerJoin('order_events', 'order_events.order_id', 'orders.id')
    .select(['orders.id', 'orders.order_number', 'orders.customer_email', 'orders.locale'])
    .select((eb) => eb.fn.min('order_events.created_at').as('delivered_at'))
    .where('orders.status', 'in', DELIVERED_STATUSES)
    .where('orders.owner_deleted_at', 'is', null)
    .where('order_events.to_status', 'in', DELIVERED_STATUSES)
    .where(hasFilesLeft)
    .groupBy(['orders.id', 'orders.order_number', 'orders.customer_email', 'orders.locale'])
    .having(sql<boolean>`min(order_events.created_at) <= ${new Date(until.getTime() - deliveredDays * DAY_MS)}`)
    .orderBy('orders.id')
    .limit(500)
    .execute();

/** Orders whose account was deleted are final once completed, delivered or cancelled: nothing waits for their files. */
const DELETED_OWNER_FINAL_STATUSES = [...DELIVERED_STATUSES, 'CANCELLED'] as const;

/**
 * Orders of deleted accounts that are final and still have files. Their customer can no longer reach them (404), so
 * their files are not kept for a download that cannot come: they go at the job's next run, without a reminder.
 * Orders still in progress keep their files until staff complete or cancel them.
 */
const deletedOwnersOrdersWithFiles = async (db: TDb) =>
  db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.owner_deleted_at', 'is not', null)
    .where('orders.status', 'in', DELETED_OWNER_FINAL_STATUSES)
    .where(hasFilesLeft)
    .orderBy('orders.id')
    .limit(500)
    .execute();

/**
 * The retention job for orders (docs/decisions.md: files kept `retention.deliveredDays` after delivery; a deleted
 * account's orders: at once when final, see deletedOwnersOrdersWithFiles):
 * 1. emails the customer DELETION_REMINDER_DAYS before the date (once per order: outbox dedupe key);
 * 2. on the date, deletes the order's documents (removeOrderDocuments: source, translated and generated files, stamped
 *    drafts; the rows show as 'deleted on {date}').
 * Idempotent: deleted rows are skipped and a missing file on disk is not an error. Logs counts only.
 */
export const deleteDeliveredOrderFiles = async ({
  db,
  storage,
  mailer,
  logger,
  env,
  readSettings,
  now = new Date(),
}: {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  logger: FastifyBaseLogger;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  now?: Date;
}): Promise<{ reminded: number; orders: number; files: number }> => {
  const settings = await readSettings(db);
  const days = settings.retention.deliveredDays;

  let reminded = 0;
  const remindUntil = new Date(now.getTime() + DELETION_REMINDER_DAYS * DAY_MS);
  for (const order of await ordersWithFiles(db, days, remindUntil)) {
    const deleteAt = new Date(new Date(order.delivered_at as unknown as string | Date).getTime() + days * DAY_MS);
    if (deleteAt <= now) continue;
    const outboxId = await mailer.enqueue(db, {
      ...filesDeletionReminderEmail({
        locale: localeOr(order.locale),
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        deleteAt,
      }),
      dedupeKey: deletionReminderKey(order.id),
      template: 'order-files-deletion-reminder',
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
    if (outboxId) {
      reminded += 1;
      await mailer.dispatch(outboxId);
    }
  }

  let orders = 0;
  let files = 0;
  const dueOrders = [...(await ordersWithFiles(db, days, now)), ...(await deletedOwnersOrdersWithFiles(db))];
  for (const order of dueOrders) {
    const removed = await db
      .transaction()
      .execute((trx) => removeOrderDocuments({ db: trx, storage, orderId: order.id, now }));
    orders += 1;
    files += removed;
  }
  if (reminded > 0) logger.info({ count: reminded }, 'reminded customers of the deletion of their order files');
  if (orders > 0) logger.info({ orders, files }, 'deleted the files of delivered orders after the retention period');
  return { reminded, orders, files };
};
