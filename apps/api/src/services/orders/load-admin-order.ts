import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { hardToReadPages } from '@sello/shared/analysis-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { RATE_TYPES } from '@sello/shared/pricing';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { Database, OfficialQuotesTable, TStoredAnalysis } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { filesDeleteAtFrom } from '../retention/order-file-retention.ts';
import { parseSetting, settingSubquery } from '../settings/settings.ts';
import { officialQuoteFromJson, toOfficialQuote } from './official-quote-rows.ts';
import { orderCertifiedJson, toOrderCertified } from './order-certified-rows.ts';
import { orderDraftsJson, toOrderDrafts } from './order-draft-rows.ts';
import { toOrderInstructions } from './order-instructions.ts';
import {
  ADMIN_ORDER_NOT_FOUND,
  completionEmailKey,
  type TJsonRow,
  toCustomerInfo,
  toDate,
  toOrderBase,
} from './order-rows.ts';
import { orderTermsColumns } from './order-terms.ts';
import { paymentFromJson, paymentsJson, toPayment } from './payment-rows.ts';

type TExecutor = TDb | Transaction<Database>;

type TFileJson = {
  file_key: string;
  original_name: string;
  size: number | null;
  declared_size: number;
  content_type: string;
};

type TEventJson = {
  id: string;
  from_status: string | null;
  to_status: string;
  actor: string;
  note: string | null;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The admin's view of an order: full contact details, every file with its analysis, and who changed what. */
export const loadAdminOrder = async (
  db: TExecutor,
  storage: TStorage,
  orderId: string,
  /** The staff member reading the page: the draft links issued to them name them, and opening one is audited. */
  readerId?: string,
): Promise<TAdminOrder> => {
  // One statement: the order row with every list the admin page shows as JSON subqueries.
  const order = await db
    .selectFrom('orders')
    .selectAll('orders')
    .select([
      sql<Array<TFileJson & { analysis: TStoredAnalysis | null }>>`coalesce((
        select json_agg(json_build_object(
          'file_key', files.file_key, 'original_name', files.original_name, 'size', files.size,
          'declared_size', files.declared_size, 'content_type', files.content_type, 'analysis', files.analysis
        ) order by files.created_at, files.id)
        from files
        where files.order_id = orders.id and files.kind = 'SOURCE' and files.status = 'uploaded'
      ), '[]'::json)`.as('sources_json'),
      sql<Array<TFileJson & { uploaded_at: string | null; attached_at: string }>>`coalesce((
        select json_agg(json_build_object(
          'file_key', files.file_key, 'original_name', files.original_name, 'size', files.size,
          'declared_size', files.declared_size, 'content_type', files.content_type,
          'uploaded_at', files.uploaded_at, 'attached_at', files.attached_at
        ) order by files.attached_at, files.created_at, files.id)
        from files
        where files.order_id = orders.id and files.kind = 'TRANSLATED' and files.status = 'uploaded'
          and files.attached_at is not null
      ), '[]'::json)`.as('translated_json'),
      sql<Array<{ file_key: string; original_name: string; kind: string; deleted_at: string }>>`coalesce((
        select json_agg(json_build_object(
          'file_key', files.file_key, 'original_name', files.original_name, 'kind', files.kind,
          'deleted_at', files.deleted_at
        ) order by files.kind, files.created_at, files.id)
        from files
        where files.order_id = orders.id and files.status = 'deleted' and files.deleted_at is not null
          -- A translated file removed before completion was never the client's: only attached ones count.
          and (files.kind = 'SOURCE' or (files.kind = 'TRANSLATED' and files.attached_at is not null))
      ), '[]'::json)`.as('deleted_json'),
      sql<TEventJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', order_events.id, 'from_status', order_events.from_status, 'to_status', order_events.to_status,
          'actor', order_events.actor, 'note', order_events.note, 'created_at', order_events.created_at,
          'first_name', users.first_name, 'last_name', users.last_name, 'email', users.email
        ) order by order_events.created_at, order_events.id)
        from order_events left join users on users.id = order_events.actor_user_id
        where order_events.order_id = orders.id
      ), '[]'::json)`.as('events_json'),
      sql<Date | null>`(select outbox.created_at from outbox
        where outbox.dedupe_key = ${completionEmailKey(orderId)})`.as('completion_emailed_at'),
      sql<Array<TJsonRow<Selectable<OfficialQuotesTable>>>>`coalesce((
        select json_agg(to_json(official_quotes) order by official_quotes.version desc)
        from official_quotes where official_quotes.order_id = orders.id
      ), '[]'::json)`.as('official_quotes_json'),
      paymentsJson.as('payments_json'),
      orderDraftsJson('latest', { includeFailed: true }).as('drafts_json'),
      orderCertifiedJson.as('certified_json'),
      ...orderTermsColumns,
      settingSubquery('retention').as('retention_setting'),
      settingSubquery('legibilityThreshold').as('legibility_setting'),
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
  const sources = order.sources_json;
  const retention = parseSetting('retention', order.retention_setting);
  const legibilityThreshold = parseSetting('legibilityThreshold', order.legibility_setting);
  const facts = { serviceType: order.service_type, totalCents: Number(order.total_cents) };
  const officialQuotes = order.official_quotes_json.map((row) => toOfficialQuote(officialQuoteFromJson(row), facts));
  const customerName = `${order.customer_first_name} ${order.customer_last_name}`.trim();
  const [draft] = toOrderDrafts(order.id, order.drafts_json, storage, { staffReaderId: readerId });
  return {
    ...toOrderBase(order),
    totalWords: order.total_words,
    totalPages: order.total_pages,
    rate: order.rate,
    rateType: RATE_TYPES[order.service_type],
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
    translatedFiles: order.translated_json.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      size: file.size ?? file.declared_size,
      contentType: file.content_type,
      uploadedAt: iso(toDate(file.uploaded_at)),
      attachedAt: new Date(file.attached_at).toISOString(),
    })),
    deletedFiles: order.deleted_json.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      fileType: file.kind === 'TRANSLATED' ? ('TRANSLATED' as const) : ('SOURCE' as const),
      deletedAt: new Date(file.deleted_at).toISOString(),
    })),
    history: order.events_json.map((event) => {
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
        at: new Date(event.created_at).toISOString(),
        note: event.note,
        actor: event.actor,
        by,
      };
    }),
    completionEmailedAt: iso(order.completion_emailed_at),
    locale: order.locale,
    estimatedDelivery: iso(order.estimated_delivery),
    filesDeleteAt: iso(filesDeleteAtFrom(order.status, order.first_delivered_at, retention.deliveredDays)),
    updatedAt: order.updated_at.toISOString(),
    quoteId: order.quote_id,
    officialQuote: officialQuotes.find((quote) => quote.status !== 'SUPERSEDED') ?? null,
    officialQuotes,
    payments: order.payments_json.map((payment) => toPayment(paymentFromJson(payment), storage)),
    paidAt: iso(order.paid_at),
    instructions: toOrderInstructions(order),
    stage: order.stage,
    draft: draft ?? null,
    certified: toOrderCertified(order.certified_json, order.status),
  };
};
