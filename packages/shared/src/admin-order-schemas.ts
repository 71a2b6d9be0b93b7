import { z } from 'zod';
import { ANALYSIS_METHODS, ZOcrConfidence } from './analysis-schemas.ts';
import { ZOrderCertified } from './certified-document-schemas.ts';
import { ORDER_STATUSES } from './constants.ts';
import { ZOrderDraft } from './draft-schemas.ts';
import { ZOfficialQuote } from './official-quote-schemas.ts';
import { ORDER_STAGES } from './order-lifecycle.ts';
import { ORDER_LOCALES, ZOrder, ZOrderBase, ZOrderCustomerInfo } from './order-schemas.ts';
import { nameForEmail } from './person-name.ts';
import { ZFileKey } from './upload-schemas.ts';

/** The admin orders API (`/api/admin/orders…`): list, detail, status, translated files, completion, ZIP. */

export const ADMIN_ORDERS_PAGE_SIZE = 50;

const ZStatus = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});

const ZQueryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === '1');

export const ZListAdminOrdersQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(200, { error: 'must be at most 200' })
    .default(ADMIN_ORDERS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .default(0),
  /** 'COMPLETED' also matches DELIVERED orders. */
  status: ZStatus.optional(),
  /** Only orders still being worked on (PENDING, PAID, IN_PROGRESS). */
  active: ZQueryBoolean.optional(),
  /** Only orders with an approved official quote that are not paid yet. */
  awaitingPayment: ZQueryBoolean.optional(),
  /** Order number, customer name or email, or a source file name (case-insensitive, partial). */
  q: z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
});
export type TListAdminOrdersQuery = z.input<typeof ZListAdminOrdersQuery>;

export const ZAdminOrderSummary = ZOrderBase.extend({
  totalWords: z.number(),
  totalPages: z.number(),
  customerInfo: ZOrderCustomerInfo.pick({ firstName: true, lastName: true, email: true }),
  sourceFileCount: z.number(),
  translatedFileCount: z.number(),
  estimatedDelivery: z.iso.datetime().nullable(),
});
export type TAdminOrderSummary = z.infer<typeof ZAdminOrderSummary>;

export const ZListAdminOrdersResponse = z.object({
  orders: z.array(ZAdminOrderSummary),
  /** All orders matching the filters (for pagination). */
  count: z.number().int(),
  limit: z.number(),
  offset: z.number(),
});
export type TListAdminOrdersResponse = z.infer<typeof ZListAdminOrdersResponse>;

export const ZAdminSourceFile = z.object({
  fileKey: z.string(),
  filename: z.string(),
  size: z.number(),
  contentType: z.string(),
  pages: z.number().nullable(),
  wordCount: z.number().nullable(),
  /** Null until the file was analysed. */
  analysis: z
    .object({
      method: z.enum(ANALYSIS_METHODS),
      estimated: z.boolean(),
      warnings: z.array(z.string()),
      perPage: z.array(z.number()).nullable(),
      /** OCR's mean word confidence per page (null: not read by OCR), and the pages below the legibility threshold. */
      ocrConfidence: ZOcrConfidence,
      hardToReadPages: z.array(z.number().int()),
    })
    .nullable(),
});
export type TAdminSourceFile = z.infer<typeof ZAdminSourceFile>;

export const ZAdminTranslatedFile = z.object({
  fileKey: z.string(),
  filename: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.iso.datetime().nullable(),
  attachedAt: z.iso.datetime(),
});
export type TAdminTranslatedFile = z.infer<typeof ZAdminTranslatedFile>;

/** A file the retention job deleted: listed as 'deleted on {date}', no longer downloadable. */
export const ZAdminDeletedFile = z.object({
  fileKey: z.string(),
  filename: z.string(),
  fileType: z.enum(['SOURCE', 'TRANSLATED']),
  deletedAt: z.iso.datetime(),
});
export type TAdminDeletedFile = z.infer<typeof ZAdminDeletedFile>;

export const ZAdminOrderEvent = z.object({
  id: z.uuid(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  at: z.iso.datetime(),
  note: z.string().nullable(),
  /** Who made the change: 'admin', 'customer' or 'system'. */
  actor: z.string(),
  /** The person behind it, when known (an admin's account, or the customer). */
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type TAdminOrderEvent = z.infer<typeof ZAdminOrderEvent>;

/** The public order's fields, unmasked, with the admin's extras (files, history with who, completion). */
export const ZAdminOrder = ZOrder.omit({
  files: true,
  events: true,
  draftAwaitingCustomer: true,
  paymentMethod: true,
  bankTransfer: true,
}).extend({
  sourceFiles: z.array(ZAdminSourceFile),
  translatedFiles: z.array(ZAdminTranslatedFile),
  deletedFiles: z.array(ZAdminDeletedFile),
  history: z.array(ZAdminOrderEvent),
  /** Every official quote sent, newest first (the live one is also `officialQuote`). */
  officialQuotes: z.array(ZOfficialQuote),
  /** When the client was emailed the delivery (null until the order was completed through the API). */
  completionEmailedAt: z.iso.datetime().nullable(),
  /** The language the customer ordered in. **Extension** (issue 32). */
  locale: z.enum(ORDER_LOCALES),
  updatedAt: z.iso.datetime(),
  /** The production stage (staff only: the customer's pages show the five status steps); null until paid. */
  stage: z.enum(ORDER_STAGES).nullable(),
  /**
   * The current round of the customer's draft approval (null: none yet), with why its preparation failed while it is
   * stuck preparing (staff only).
   */
  draft: ZOrderDraft.extend({ preparationError: z.string().nullable() }).nullable(),
  /**
   * A sworn order's generated certified translations (issue 31), from the moment its final translation was approved;
   * null before that, and for professional orders.
   */
  certified: ZOrderCertified.nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrderResponse = z.object({ order: ZAdminOrder });
export type TAdminOrderResponse = z.infer<typeof ZAdminOrderResponse>;

export const ZUpdateOrderStatusRequest = z.object({
  status: ZStatus,
  note: z.string().trim().max(500, { error: 'must be at most 500 characters' }).optional(),
});
export type TUpdateOrderStatusRequest = z.infer<typeof ZUpdateOrderStatusRequest>;

export const ZAttachTranslatedFilesRequest = z.object({
  files: z
    .array(ZFileKey, { error: 'files must be a list of file keys' })
    .min(1, { error: 'Choose at least one file' })
    .max(50, { error: 'At most 50 files at a time' }),
});
export type TAttachTranslatedFilesRequest = z.infer<typeof ZAttachTranslatedFilesRequest>;

export const COMPLETION_MESSAGE_MAX = 5000;

export const ZCompleteOrderRequest = z.object({
  translatedFileKeys: z
    .array(ZFileKey, { error: 'translatedFileKeys must be a list of file keys' })
    .max(50, { error: 'At most 50 files' })
    .default([]),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, { error: 'Please write a message to the client' })
    .max(COMPLETION_MESSAGE_MAX, { error: `must be at most ${COMPLETION_MESSAGE_MAX} characters` }),
});
export type TCompleteOrderRequest = z.input<typeof ZCompleteOrderRequest>;

export const ZCompleteOrderResponse = z.object({
  order: ZAdminOrder,
  /** False when the order had already been completed: nothing changed and no second email was sent. */
  emailQueued: z.boolean(),
});
export type TCompleteOrderResponse = z.infer<typeof ZCompleteOrderResponse>;

export const ZOrderZipResponse = z.object({
  /** A signed GET URL that streams `order-{orderNumber}.zip`; valid until `expiresAt`. */
  downloadUrl: z.string(),
  filename: z.string(),
  expiresAt: z.number(),
});
export type TOrderZipResponse = z.infer<typeof ZOrderZipResponse>;

export const ZFilePreviewResponse = z.object({
  /** A signed GET URL of the image as an upright JPEG (HEIC and WebP included); valid until `expiresAt`. */
  previewUrl: z.string(),
  expiresAt: z.number(),
});
export type TFilePreviewResponse = z.infer<typeof ZFilePreviewResponse>;

export const ZFileDownloadQuery = z.object({
  /** `json`: answer `{ downloadUrl }` instead of redirecting (for callers sending a bearer token). */
  format: z.enum(['redirect', 'json'], { error: "format must be 'redirect' or 'json'" }).default('redirect'),
  /** The signature of an order's `downloadUrl` (a link that works without a bearer token). */
  expires: z.string({ error: 'This link is not valid.' }).max(20).optional(),
  signature: z.string({ error: 'This link is not valid.' }).max(100).optional(),
});
export const ZFileDownloadResponse = z.object({ downloadUrl: z.string(), expiresAt: z.number() });
export type TFileDownloadResponse = z.infer<typeof ZFileDownloadResponse>;

/** The message prefilled in the "Finalize Order Completion" dialog. */
export const defaultCompletionMessage = ({
  firstName,
  orderNumber,
  brandName,
}: {
  firstName: string;
  orderNumber: string;
  brandName: string;
}): string =>
  [
    `Dear ${nameForEmail(firstName, 'Customer')},`,
    '',
    `Your translation order ${orderNumber} is complete. Your translated documents are ready to download from your order page.`,
    '',
    'If you have any questions, simply reply to this email.',
    '',
    'Best regards,',
    `The ${brandName} team`,
  ].join('\n');
