import { formatVerificationCode } from '@sello/shared/certified-document-schemas';
import { SERVICE_NAMES } from '@sello/shared/constants';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder, TOrderCustomerInfo, TOrderFile } from '@sello/shared/order-schemas';
import { fromCents } from '@sello/shared/pricing';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema.ts';
import { maskEmail, maskPhone } from '../../lib/mask.ts';
import type { TDownloadLink } from './order-download-links.ts';
import { type TOrderTermsRow, toOrderTerms } from './order-terms.ts';

/** The customer's pages and the shared link say this when the order is missing or out of the viewer's reach. */
export const ORDER_NOT_FOUND = 'Order not found. Please check the link and try again.';

export const ADMIN_ORDER_NOT_FOUND = 'Order not found';

/** The outbox key of the one "your translation is ready" email an order can produce. */
export const completionEmailKey = (orderId: string) => `order-completed:${orderId}`;

/** A row as `to_json` gives it: timestamps become ISO strings. */
export type TJsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A timestamp read back from JSON. */
export const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

type TOrderRow = Selectable<OrdersTable>;

/** The fields every view of an order shares (ZOrderBase); the row carries orderTermsColumns. */
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
  > &
    TOrderTermsRow,
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
  ...toOrderTerms(order),
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

export type TOrderFileRow = {
  file_key: string;
  original_name: string;
  size: number | null;
  declared_size: number;
  kind: string;
  analysis: { pages: number; wordCount: number } | null;
  deleted_at: Date | null;
  /** Set on a generated certified translation (certified_documents.verification_code). */
  verification_code?: string | null;
};

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
    ...(fileType === 'TRANSLATED' && file.verification_code
      ? { verificationCode: formatVerificationCode(file.verification_code) }
      : {}),
  };
};
