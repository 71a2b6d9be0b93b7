import { SERVICE_NAMES } from '@sello/shared/constants';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder, TOrderCustomerInfo, TOrderFile } from '@sello/shared/order-schemas';
import { fromCents, RATE_TYPES } from '@sello/shared/pricing';
import { type Selectable, sql, type Transaction } from 'kysely';
import { assertCanReach, isOwnerOrStaff } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { Database, OfficialQuotesTable, OrdersTable, PaymentsTable, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { maskEmail, maskPhone } from '../../lib/mask.ts';
import type { TStorage } from '../../storage/storage.ts';
import { toOfficialQuote } from '../official-quotes/load-official-quotes.ts';
import { toPayment } from '../payments/load-payments.ts';
import { filesDeleteAtFrom, firstDeliveredAt } from '../retention/delete-delivered-order-files.ts';
import { parseSetting, settingSubquery } from '../settings/settings.ts';

type TExecutor = TDb | Transaction<Database>;

export const ORDER_NOT_FOUND = 'Order not found. Please check the link and try again.';

/**
 * The order by its id (the shared link) or number, for a viewer who may reach it (assertCanReach); email and phone
 * are masked unless the viewer owns it or is an admin.
 */
export const loadOrder = async (
  db: TExecutor,
  storage: TStorage,
  where: { id: string } | { orderNumber: string },
  viewer: TUserRow | null,
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
          'deleted_at', files.deleted_at
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
      firstDeliveredAt.as('first_delivered_at'),
      settingSubquery('retention').as('retention_setting'),
    ]);
  query =
    'id' in where
      ? query.where('orders.id', '=', where.id)
      : query.where('orders.order_number', '=', where.orderNumber);
  const order = await query.executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  assertCanReach(order, viewer, ORDER_NOT_FOUND);
  const retention = parseSetting('retention', order.retention_setting);
  const privileged = isOwnerOrStaff(order, viewer);
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
      filesDeleteAtFrom(order.status, order.first_delivered_at, retention.deliveredDays)?.toISOString() ?? null,
    quoteId: order.quote_id,
    officialQuote: order.official_quote_json
      ? toOfficialQuote(officialQuoteFromJson(order.official_quote_json), {
          serviceType: order.service_type,
          totalCents: Number(order.total_cents),
        })
      : null,
    payments: order.payments_json.map((payment) => toPayment(paymentFromJson(payment), storage)),
    paidAt: order.paid_at?.toISOString() ?? null,
  };
};

/** A row as `to_json` gives it: timestamps become ISO strings. */
export type TJsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

type TOrderFileJson = Omit<TOrderFileRow, 'deleted_at'> & { deleted_at: string | null };

/** A timestamp read back from JSON. */
export const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** The order's payments and refunds, oldest first, as a JSON subquery of the outer `orders` row. */
export const paymentsJson = sql<Array<TJsonRow<Selectable<PaymentsTable>>>>`coalesce((
  select json_agg(to_json(payments) order by payments.created_at, payments.id)
  from payments where payments.order_id = orders.id
), '[]'::json)`;

export const paymentFromJson = (row: TJsonRow<Selectable<PaymentsTable>>): Selectable<PaymentsTable> => ({
  ...row,
  created_at: new Date(row.created_at),
});

export const officialQuoteFromJson = (
  row: TJsonRow<Selectable<OfficialQuotesTable>>,
): Selectable<OfficialQuotesTable> => ({
  ...row,
  valid_until: new Date(row.valid_until),
  created_at: new Date(row.created_at),
  approved_at: toDate(row.approved_at),
  superseded_at: toDate(row.superseded_at),
});

type TOrderRow = Selectable<OrdersTable>;

/** The fields every view of an order shares (ZOrderBase). */
export const toOrderBase = (
  order: Pick<
    TOrderRow,
    | 'id'
    | 'order_number'
    | 'status'
    | 'service_type'
    | 'source_language'
    | 'target_language'
    | 'total_cents'
    | 'created_at'
  >,
) => ({
  orderId: order.id,
  orderNumber: order.order_number,
  status: order.status as TOrder['status'],
  serviceType: order.service_type,
  serviceName: SERVICE_NAMES[order.service_type],
  sourceLanguage: order.source_language,
  targetLanguage: order.target_language,
  totalPrice: fromCents(Number(order.total_cents)),
  orderDate: order.created_at.toISOString(),
});

/** Contact details in full for the owner and staff; a shared-link holder sees the name, masked email and phone, no address. */
export const toCustomerInfo = (order: TOrderRow, privileged: boolean): TOrderCustomerInfo => ({
  firstName: order.customer_first_name,
  lastName: order.customer_last_name,
  email: privileged ? order.customer_email : maskEmail(order.customer_email),
  phone: privileged ? order.customer_phone : maskPhone(order.customer_phone),
  company: order.customer_company,
  address: privileged ? order.customer_address : null,
  city: privileged ? order.customer_city : null,
  state: privileged ? order.customer_state : null,
  zipCode: privileged ? order.customer_zip_code : null,
  country: order.customer_country,
});

type TOrderFileRow = {
  file_key: string;
  original_name: string;
  size: number | null;
  declared_size: number;
  kind: string;
  analysis: { pages: number; wordCount: number } | null;
  deleted_at: Date | null;
};

/** Delivered files' links stay valid this long: the order page refreshes them whenever it reloads the order. */
export const DELIVERY_LINK_TTL_SECONDS = 60 * 60;

type TDownloadLink = (orderId: string, fileKey: string) => string;

/**
 * The download route of a delivered file. A customer's browser opens it without a bearer token, so it is signed for
 * an hour: only a viewer who may reach the order is given it. Staff get the plain route (they send their token, and
 * their downloads must not mark the order delivered).
 */
export const downloadLinks =
  (storage: TStorage, viewer: TUserRow | null): TDownloadLink =>
  (orderId, fileKey) =>
    viewer?.is_admin
      ? `/api/orders/${orderId}/files/${fileKey}/download`
      : storage.signedUrl(
          'deliver',
          `${orderId}/${fileKey}`,
          Math.floor(Date.now() / 1000) + DELIVERY_LINK_TTL_SECONDS,
        );

/** A file as the client sees it; a delivered translation of a completed order carries its download link. */
export const toOrderFile = (
  file: TOrderFileRow,
  order: { id: string; status: string },
  downloadLink: TDownloadLink,
): TOrderFile => {
  const fileType = file.kind === 'TRANSLATED' ? 'TRANSLATED' : 'SOURCE';
  const downloadable = fileType === 'TRANSLATED' && file.deleted_at === null && isDelivered(order.status);
  return {
    fileKey: file.file_key,
    filename: file.original_name,
    size: file.size ?? file.declared_size,
    pages: file.analysis?.pages ?? null,
    wordCount: file.analysis?.wordCount ?? null,
    analysisComplete: file.analysis !== null,
    fileType,
    ...(downloadable ? { downloadUrl: downloadLink(order.id, file.file_key) } : {}),
    deletedAt: file.deleted_at?.toISOString() ?? null,
  };
};
