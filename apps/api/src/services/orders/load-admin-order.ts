import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { hardToReadPages } from '@sello/shared/analysis-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { listOfficialQuotes } from '../official-quotes/load-official-quotes.ts';
import { listPayments } from '../payments/load-payments.ts';
import { getRetention, orderFilesDeleteAt } from '../retention/delete-delivered-order-files.ts';
import { getLegibilityThreshold } from '../settings/get-settings.ts';
import { toCustomerInfo, toOrderBase } from './load-order.ts';

type TExecutor = TDb | Transaction<Database>;

export const ADMIN_ORDER_NOT_FOUND = 'Order not found';

/** The outbox key of the one "your translation is ready" email an order can produce. */
export const completionEmailKey = (orderId: string) => `order-completed:${orderId}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The admin's view of an order: full contact details, every file with its analysis, and who changed what. */
export const loadAdminOrder = async (db: TExecutor, storage: TStorage, orderId: string): Promise<TAdminOrder> => {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
  const [sources, translated, deleted, events, completionEmail, retention, legibilityThreshold] = await Promise.all([
    db
      .selectFrom('files')
      .select(['file_key', 'original_name', 'size', 'declared_size', 'content_type', 'analysis'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'SOURCE')
      .where('status', '=', 'uploaded')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('files')
      .select(['file_key', 'original_name', 'size', 'declared_size', 'content_type', 'uploaded_at', 'attached_at'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'TRANSLATED')
      .where('status', '=', 'uploaded')
      .where('attached_at', 'is not', null)
      .orderBy('attached_at')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('files')
      .select(['file_key', 'original_name', 'kind', 'deleted_at'])
      .where('order_id', '=', order.id)
      .where('status', '=', 'deleted')
      .where('deleted_at', 'is not', null)
      // A translated file removed before completion was never the client's: only attached ones count.
      .where((eb) =>
        eb.or([eb('kind', '=', 'SOURCE'), eb.and([eb('kind', '=', 'TRANSLATED'), eb('attached_at', 'is not', null)])]),
      )
      .orderBy('kind')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_events')
      .leftJoin('users', 'users.id', 'order_events.actor_user_id')
      .select([
        'order_events.id',
        'order_events.from_status',
        'order_events.to_status',
        'order_events.actor',
        'order_events.note',
        'order_events.created_at',
        'users.first_name',
        'users.last_name',
        'users.email',
      ])
      .where('order_events.order_id', '=', order.id)
      .orderBy('order_events.created_at')
      .orderBy('order_events.id')
      .execute(),
    db
      .selectFrom('outbox')
      .select('created_at')
      .where('dedupe_key', '=', completionEmailKey(order.id))
      .executeTakeFirst(),
    getRetention(db),
    getLegibilityThreshold(db),
  ]);

  const officialQuotes = await listOfficialQuotes(db, order);
  const customerName = `${order.customer_first_name} ${order.customer_last_name}`.trim();
  return {
    ...toOrderBase(order),
    totalWords: order.total_words,
    totalPages: order.total_pages,
    rate: order.rate,
    rateType: order.service_type === 'sworn' ? 'per_page' : 'per_word',
    currency: 'USD',
    customerInfo: toCustomerInfo(order, true),
    sourceFiles: sources.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      size: file.size ?? file.declared_size,
      contentType: file.content_type,
      pages: file.analysis?.pages ?? null,
      wordCount: file.analysis?.wordCount ?? null,
      analysis: file.analysis
        ? {
            method: file.analysis.method,
            estimated: file.analysis.estimated,
            warnings: file.analysis.warnings,
            perPage: file.analysis.perPage,
            ocrConfidence: file.analysis.ocrConfidence ?? null,
            hardToReadPages: hardToReadPages(file.analysis.ocrConfidence ?? null, legibilityThreshold),
          }
        : null,
    })),
    translatedFiles: translated.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      size: file.size ?? file.declared_size,
      contentType: file.content_type,
      uploadedAt: iso(file.uploaded_at),
      attachedAt: (file.attached_at as Date).toISOString(),
    })),
    deletedFiles: deleted.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      fileType: file.kind === 'TRANSLATED' ? ('TRANSLATED' as const) : ('SOURCE' as const),
      deletedAt: (file.deleted_at as Date).toISOString(),
    })),
    history: events.map((event) => {
      const adminName = event.email ? `${event.first_name ?? ''} ${event.last_name ?? ''}`.trim() : null;
      const by =
        event.email !== null
          ? { name: adminName || event.email, email: event.email }
          : event.actor === 'customer'
            ? { name: customerName, email: order.customer_email }
            : null;
      return {
        id: event.id,
        fromStatus: (event.from_status as TOrderStatus | null) ?? null,
        toStatus: event.to_status as TOrderStatus,
        at: event.created_at.toISOString(),
        note: event.note,
        actor: event.actor,
        by,
      };
    }),
    completionEmailedAt: iso(completionEmail?.created_at ?? null),
    estimatedDelivery: iso(order.estimated_delivery),
    filesDeleteAt: iso(await orderFilesDeleteAt(db, order, retention.deliveredDays)),
    updatedAt: order.updated_at.toISOString(),
    quoteId: order.quote_id,
    officialQuote: officialQuotes.find((quote) => quote.status !== 'SUPERSEDED') ?? null,
    officialQuotes,
    payments: await listPayments(db, storage, order.id),
    paidAt: iso(order.paid_at),
  };
};
