import type { TOrder } from '@sello/shared/order-schemas';
import { fromCents, RATE_TYPES } from '@sello/shared/pricing';
import { type Selectable, sql, type Transaction } from 'kysely';
import { assertCanReach, isOwnerOrStaff } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { Database, OfficialQuotesTable, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { filesDeleteAtFrom } from '../retention/order-file-retention.ts';
import { parseSetting, settingSubquery } from '../settings/settings.ts';
import { officialQuoteFromJson, toOfficialQuote } from './official-quote-rows.ts';
import { downloadLinks } from './order-download-links.ts';
import { draftAwaitingCustomer } from './order-draft-rows.ts';
import { toOrderInstructions } from './order-instructions.ts';
import {
  ORDER_NOT_FOUND,
  type TJsonRow,
  type TOrderFileRow,
  toCustomerInfo,
  toDate,
  toOrderBase,
  toOrderFile,
} from './order-rows.ts';
import { orderTermsColumns } from './order-terms.ts';
import { paymentFromJson, paymentsJson, toPayment } from './payment-rows.ts';

type TExecutor = TDb | Transaction<Database>;

/** How this installation takes payment: by card when Stripe is configured (`ctx.stripe`), else by bank transfer. */
export type TPaymentSetup = { cardPayments: boolean };

/**
 * The order by its id (the shared link) or number, for a viewer who may reach it (assertCanReach); email and phone
 * are masked unless the viewer owns it or is an admin.
 */
export const loadOrder = async (
  db: TExecutor,
  storage: TStorage,
  where: { id: string } | { orderNumber: string },
  viewer: TUserRow | null,
  { cardPayments }: TPaymentSetup,
): Promise<TOrder> => {
  // One statement: the order row with its files, events, live official quote, payments, first delivery and the
  // retention setting as subqueries (JSON for the lists).
  let query = db
    .selectFrom('orders')
    .selectAll('orders')
    .select([
      sql<TOrderFileJson[]>`coalesce((
        select json_agg(json_build_object(
          'file_key', files.file_key, 'original_name', files.original_name, 'size', files.size,
          'declared_size', files.declared_size, 'kind', files.kind, 'analysis', files.analysis,
          'deleted_at', files.deleted_at,
          'verification_code', (select certified_documents.verification_code from certified_documents
            where certified_documents.file_id = files.id)
        ) order by files.created_at)
        from files
        where files.order_id = orders.id
          -- Files the retention job deleted stay listed, as 'deleted on {date}'.
          and (files.status = 'uploaded' or files.deleted_at is not null)
          -- Translated files reach the client only once an admin attached them to the order.
          and (files.kind = 'SOURCE' or (files.kind = 'TRANSLATED' and files.attached_at is not null))
      ), '[]'::json)`.as('files_json'),
      sql<Array<{ to_status: string; created_at: string }>>`coalesce((
        select json_agg(json_build_object('to_status', order_events.to_status, 'created_at', order_events.created_at)
          order by order_events.created_at)
        from order_events where order_events.order_id = orders.id
      ), '[]'::json)`.as('events_json'),
      sql<TJsonRow<Selectable<OfficialQuotesTable>> | null>`(select to_json(official_quotes) from official_quotes
        where official_quotes.order_id = orders.id and official_quotes.status <> 'SUPERSEDED')`.as(
        'official_quote_json',
      ),
      paymentsJson.as('payments_json'),
      ...orderTermsColumns,
      settingSubquery('retention').as('retention_setting'),
      settingSubquery('bankTransfer').as('bank_transfer_setting'),
      settingSubquery('invoice').as('invoice_setting'),
      draftAwaitingCustomer.as('draft_awaiting_customer'),
    ]);
  query =
    'id' in where
      ? query.where('orders.id', '=', where.id)
      : query.where('orders.order_number', '=', where.orderNumber);
  const order = await query.executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND, { reason: 'order-not-found' });
  assertCanReach(order, viewer, ORDER_NOT_FOUND, 'order-not-found');
  const retention = parseSetting('retention', order.retention_setting);
  const privileged = isOwnerOrStaff(order, viewer);
  const officialQuote = order.official_quote_json ? officialQuoteFromJson(order.official_quote_json) : null;
  // Payment is due once the customer approved a quote that costs something, until the order is paid.
  const bankTransferDue =
    !cardPayments &&
    order.status === 'PENDING' &&
    order.paid_at === null &&
    officialQuote?.status === 'APPROVED' &&
    Number(officialQuote.total_cents) > 0;
  const bankTransfer = bankTransferDue ? parseSetting('bankTransfer', order.bank_transfer_setting) : null;
  return {
    ...toOrderBase(order),
    totalWords: order.total_words,
    totalPages: order.total_pages,
    rate: order.rate,
    rateType: RATE_TYPES[order.service_type],
    currency: 'USD',
    customerInfo: toCustomerInfo(order, privileged),
    files: order.files_json.map((file) =>
      toOrderFile({ ...file, deleted_at: toDate(file.deleted_at) }, order, downloadLinks(storage, viewer)),
    ),
    events: order.events_json.map((event) => ({
      status: event.to_status as TOrder['status'],
      at: new Date(event.created_at).toISOString(),
    })),
    estimatedDelivery: order.estimated_delivery?.toISOString() ?? null,
    filesDeleteAt:
      (
        order.documents_deleted_at ?? filesDeleteAtFrom(order.status, order.first_delivered_at, retention.deliveredDays)
      )?.toISOString() ?? null,
    documentsDeletedAt: order.documents_deleted_at?.toISOString() ?? null,
    quoteId: order.quote_id,
    officialQuote: officialQuote
      ? toOfficialQuote(officialQuote, { serviceType: order.service_type, totalCents: Number(order.total_cents) })
      : null,
    payments: order.payments_json.map((payment) => toPayment(paymentFromJson(payment), storage)),
    paidAt: order.paid_at?.toISOString() ?? null,
    instructions: toOrderInstructions(order),
    draftAwaitingCustomer: order.draft_awaiting_customer,
    paymentMethod: cardPayments ? 'card' : 'bank_transfer',
    bankTransfer:
      bankTransfer && officialQuote
        ? {
            amount: fromCents(Number(officialQuote.total_cents)),
            payee: parseSetting('invoice', order.invoice_setting).agencyName,
            account: bankTransfer.account,
            reference: order.order_number,
            instructions: bankTransfer.instructions,
          }
        : null,
  };
};

type TOrderFileJson = Omit<TOrderFileRow, 'deleted_at'> & { deleted_at: string | null };
