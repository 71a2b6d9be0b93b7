import { z } from 'zod';
import { ZAuthTokens, ZAuthUser, ZEmail, ZPassword } from './auth-schemas.ts';
import { ORDER_STATUSES, SERVICE_TYPES } from './constants.ts';
import { ZLanguageName } from './language-schemas.ts';
import { ZOfficialQuote } from './official-quote-schemas.ts';
import { ZNameSpellings, ZOrderInstructions, ZTranslationInstructions } from './order-instructions-schemas.ts';
import { ORDER_PAYMENT_METHODS, ZBankTransferDetails, ZPayment } from './payment-schemas.ts';
import { ZPersonName } from './person-name.ts';

const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined);

export const DEFAULT_COUNTRY = 'United States';

export const ZCustomerInfo = z.object({
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
  email: ZEmail,
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, { error: 'Phone is required' })
    .max(40)
    .regex(/^[0-9+()\-.\s]{7,}$/, { error: 'Please enter a valid phone number' }),
  company: ZOptionalText('Company', 200),
  /** The postal address: optional for now, stored for the hard-copy delivery option. */
  address: ZOptionalText('Address', 200),
  city: ZOptionalText('City', 100),
  state: ZOptionalText('State', 100),
  zipCode: ZOptionalText('ZIP code', 20),
  country: ZOptionalText('Country', 100).transform((value) => value ?? DEFAULT_COUNTRY),
});
export type TCustomerInfo = z.infer<typeof ZCustomerInfo>;

export const POSTED_COPY_SWORN_ONLY_MESSAGE = 'A posted hard copy is only for sworn translations';

/** What a posted copy needs besides the country (which has a default): the state or region is optional worldwide. */
const POSTAL_FIELDS = [
  { field: 'address', message: 'The street address is needed to post the translation' },
  { field: 'city', message: 'The city is needed to post the translation' },
  { field: 'zipCode', message: 'The postal code is needed to post the translation' },
] as const;

/** The postal fields a posted copy still needs, blank ones counted as missing: the API's rule and the checkout's. */
export const missingPostalFields = (customer: Partial<Record<(typeof POSTAL_FIELDS)[number]['field'], unknown>>) =>
  POSTAL_FIELDS.filter(({ field }) => {
    const value = customer[field];
    return typeof value !== 'string' || value.trim() === '';
  });

/** The languages an order can be placed in (the web's lib/i18n/locales.ts). */
export const ORDER_LOCALES = ['en', 'es', 'fr'] as const;

export const ZCreateOrderRequest = z
  .object({
    quoteId: z.uuid({ error: 'quoteId must be a quote id' }),
    serviceType: z.enum(SERVICE_TYPES, { error: "serviceType must be 'professional' or 'sworn'" }),
    customerInfo: ZCustomerInfo,
    /** Optional: create an account with this password at the same time. */
    createAccount: z.object({ password: ZPassword }).optional(),
    /** How names must be written, as in the passport. **Extension** (issue 30): optional, changeable on the order page. */
    nameSpellings: ZNameSpellings.optional(),
    /**
     * Anything else the translator should know; the checkout asks it as "Deadline or special request". **Extension**
     * (issue 30).
     */
    translationInstructions: ZTranslationInstructions.optional(),
    /**
     * The customer wants the sworn translation posted to them: the postal address is then required (`missingPostalFields`).
     * Sworn orders only; staff price the posted copy in the official quote. **Extension** (issue 32): optional.
     */
    hardCopy: z.boolean({ error: 'hardCopy must be true or false' }).optional(),
    /**
     * The language the customer ordered in (the site's /, /es/, /fr/); 'en' when left out. **Extension** (issue 32):
     * optional.
     */
    locale: z.enum(ORDER_LOCALES, { error: "locale must be 'en', 'es' or 'fr'" }).optional(),
  })
  .superRefine((request, context) => {
    if (!request.hardCopy) return;
    if (request.serviceType !== 'sworn') {
      context.addIssue({ code: 'custom', path: ['hardCopy'], message: POSTED_COPY_SWORN_ONLY_MESSAGE });
    }
    for (const { field, message } of missingPostalFields(request.customerInfo)) {
      context.addIssue({ code: 'custom', path: ['customerInfo', field], message });
    }
  });
/** What a client sends (the address fields and country may be left out). */
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

export const ZOrderFile = z.object({
  fileKey: z.string(),
  filename: z.string(),
  size: z.number(),
  pages: z.number().nullable(),
  wordCount: z.number().nullable(),
  /** False while the file's pages and words are not counted yet. */
  analysisComplete: z.boolean(),
  /** SOURCE: the client's document; TRANSLATED: a delivered translation. */
  fileType: z.enum(['SOURCE', 'TRANSLATED']),
  /**
   * Where this viewer's browser downloads the file (the order's download route, which answers with a short-lived
   * signed link); only on files that can be downloaded now: delivered translations of a completed order.
   */
  downloadUrl: z.string().optional(),
  /** Set once the retention job deleted the file: it is listed as 'deleted on {date}' and cannot be downloaded. */
  deletedAt: z.iso.datetime().nullable().optional(),
  /**
   * A generated certified translation (issue 31): its verification code, XXXX-XXXX-XXXX, which anyone receiving it can
   * check at /verify; null (or absent) for any other file.
   */
  verificationCode: z.string().nullable().optional(),
});
export type TOrderFile = z.infer<typeof ZOrderFile>;

/** What every view of an order shows (public page, admin lists, customer history). */
export const ZOrderBase = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  /** 'Professional Translation' or 'Sworn Translation'. */
  serviceName: z.string(),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
  /** US dollars, two decimals: the instant estimate, frozen at submission (the specification's field). */
  totalPrice: z.number(),
  orderDate: z.iso.datetime(),
  /**
   * US dollars: what the order costs — the official quote's total once staff sent one, else the instant estimate.
   * **Extension** (issue 29): every view shows this one; `totalPrice` keeps the estimate.
   */
  total: z.number(),
  /**
   * When the translation is due, or was delivered: the date it was first completed once it is; with an official quote
   * its turnaround counted from the payment (from today while unpaid); else the estimated delivery. **Extension**
   * (issue 29): every view shows this one.
   */
  deliveryDate: z.iso.datetime().nullable(),
});

export const ZOrderEvent = z.object({ status: z.enum(ORDER_STATUSES), at: z.iso.datetime() });

/** The customer as the order stores them; address fields are null when not given (or hidden from this viewer). */
export const ZOrderCustomerInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** Masked (`j•••@example.com`) unless the viewer is the owner or an admin. */
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
});
export type TOrderCustomerInfo = z.infer<typeof ZOrderCustomerInfo>;

export const ZOrder = ZOrderBase.extend({
  totalWords: z.number(),
  totalPages: z.number(),
  rate: z.number(),
  rateType: z.enum(['per_word', 'per_page']),
  currency: z.literal('USD'),
  customerInfo: ZOrderCustomerInfo,
  files: z.array(ZOrderFile),
  events: z.array(ZOrderEvent),
  /**
   * The delivery date the order is held to: the instant estimate at submission, replaced when it is paid by the
   * official quote's turnaround counted from the payment. Views show `deliveryDate`.
   */
  estimatedDelivery: z.iso.datetime().nullable(),
  /**
   * When the order's documents are (or were) deleted: under the retention policy, or when the customer deleted them
   * (documentsDeletedAt); null until it is completed.
   */
  filesDeleteAt: z.iso.datetime().nullable().optional(),
  /**
   * When the customer deleted the order's documents (`DELETE /api/orders/:id/documents`, or their account's deletion);
   * null otherwise. **Extension** (issue 32).
   */
  documentsDeletedAt: z.iso.datetime().nullable().optional(),
  quoteId: z.uuid(),
  /** The official quote the customer can act on (current or approved); null until staff have reviewed the order. */
  officialQuote: ZOfficialQuote.nullable(),
  /** Payments and refunds, oldest first. */
  payments: z.array(ZPayment),
  /** When the order became PAID; null before. */
  paidAt: z.iso.datetime().nullable(),
  /** The customer's names as in the passport and instructions. **Extension** (issue 30). */
  instructions: ZOrderInstructions,
  /** A draft of the translation waits for the customer to check (`GET /api/orders/:id/draft`). **Extension** (issue 30). */
  draftAwaitingCustomer: z.boolean(),
  /** How this installation takes payment: by card (Stripe) or by bank transfer. **Extension** (issue 32). */
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  /**
   * While an approved quote waits for a bank transfer: how to pay it; null otherwise (card payments, nothing due).
   * **Extension** (issue 32).
   */
  bankTransfer: ZBankTransferDetails.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderResponse = z.object({ success: z.literal(true), order: ZOrder });
export type TOrderResponse = z.infer<typeof ZOrderResponse>;

export const ZCreateOrderResponse = z.object({
  success: z.literal(true),
  order: ZOrder,
  /** Present when an account was created with the order: the client is signed in. */
  session: z.object({ user: ZAuthUser, tokens: ZAuthTokens }).optional(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** The 409 `reason` of `POST /api/orders` when the quote already has an order (`orderId` only for its owner, staff). */
export const QUOTE_ALREADY_ORDERED = 'already-ordered';

export const ZTrackOrderQuery = z.object({
  q: z
    .string({ error: 'Please enter an order ID or order number' })
    .trim()
    .min(1, {
      error: 'Please enter an order ID or order number',
    })
    .max(100),
});

export const ORDER_NUMBER_PATTERN = /^TRS-\d{8}-[A-Z0-9]{6}$/;

/**
 * What tracking by order number shows to anyone but the signed-in owner and staff: order numbers are guessable and
 * forwarded, so no id, file or contact detail — the shared link (the order id) or signing in shows the rest.
 */
export const ZOrderTracking = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderDate: z.iso.datetime(),
  events: z.array(ZOrderEvent),
  estimatedDelivery: z.iso.datetime().nullable(),
  /** As the order's `deliveryDate`: the official, or actual, delivery date. **Extension** (issue 29). */
  deliveryDate: z.iso.datetime().nullable(),
  /** The first letter of the customer's first name and a dot, e.g. 'J.'. */
  customerInitial: z.string().nullable(),
  /**
   * The live official quote's state and dates, which tell the stages before payment apart (awaiting approval, awaiting
   * payment) — never its price, lines or note; null before one is sent. **Extension** (issue 32).
   */
  officialQuote: ZOfficialQuote.pick({ status: true, expired: true, createdAt: true, approvedAt: true }).nullable(),
});
export type TOrderTracking = z.infer<typeof ZOrderTracking>;

/** `GET /api/orders/track?q=`: the full order by its id (or for its owner and staff), else the tracking view. */
export const ZTrackOrderResponse = z.union([
  ZOrderResponse,
  z.object({ success: z.literal(true), tracking: ZOrderTracking }),
]);
export type TTrackOrderResponse = z.infer<typeof ZTrackOrderResponse>;

/** One card on the customer's dashboard (`GET /api/orders`). */
export const ZCustomerOrderSummary = ZOrderBase.extend({
  /** The stored value as is: older rows may hold lower-case legacy statuses ('pending', 'in_progress'…). */
  status: z.string(),
  /** Source documents first, in upload order, then the delivered translations. */
  files: z.array(ZOrderFile),
  /** A draft of the translation waits for the customer to check. **Extension** (issue 30). */
  draftAwaitingCustomer: z.boolean(),
  /** When the customer deleted the order's documents; null otherwise. **Extension** (issue 32). */
  documentsDeletedAt: z.iso.datetime().nullable().optional(),
});
export type TCustomerOrderSummary = z.infer<typeof ZCustomerOrderSummary>;

export const ZCustomerOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(ZCustomerOrderSummary),
  /** Guest orders placed with the account's email are listed only once the email is verified. */
  emailVerified: z.boolean(),
});
export type TCustomerOrdersResponse = z.infer<typeof ZCustomerOrdersResponse>;

/**
 * `DELETE /api/orders/:id/documents` (issue 32): every source and translated file of the order, its drafts and its
 * generated certified PDFs leave storage at once; the order record, its amounts and receipts stay. **Extension**.
 */
export const ZDeleteOrderDocumentsResponse = z.object({
  success: z.literal(true),
  /** How many files this request deleted (0 when they were already gone). */
  deletedFiles: z.number().int().nonnegative(),
  documentsDeletedAt: z.iso.datetime(),
});
export type TDeleteOrderDocumentsResponse = z.infer<typeof ZDeleteOrderDocumentsResponse>;
