import type { TOrderDraft } from '@sello/shared/draft-schemas';
import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import type { TOrder } from '@sello/shared/order-schemas';
import type { TPayment } from '@sello/shared/payment-schemas';
import type { TQuote } from '@sello/shared/quote-schemas';

export const QUOTE_ID = '5d1c8a2e-3b4f-4c6d-9e8f-0a1b2c3d4e5f';
export const ORDER_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const ORDER_NUMBER = 'TRS-20241201-ABC123';

/** A quote as `GET /api/quotes/:id` returns it: one analysed file, professional service selected. */
export const makeQuote = (overrides: Partial<TQuote> = {}): TQuote => ({
  quoteId: QUOTE_ID,
  sessionId: null,
  status: 'SERVICE_SELECTED',
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  files: [
    {
      fileKey: 'src-0123456789abcdefghij',
      filename: 'birth-certificate.pdf',
      size: 48_213,
      contentType: 'application/pdf',
      pages: 2,
      wordCount: 540,
      method: 'text',
      estimated: false,
      perPage: [270, 270],
      ocrConfidence: null,
      hardToReadPages: [],
      warnings: [],
    },
  ],
  manualEstimate: null,
  totalPages: 2,
  totalWords: 540,
  currency: 'USD',
  pricing: {
    professional: { price: 37.8, rate: 0.07, rateType: 'per_word', timeEstimate: '2-3 business days', available: true },
    sworn: { price: 80, rate: 40, rateType: 'per_page', timeEstimate: '3-5 business days', available: true },
  },
  selectedService: 'professional',
  orderId: null,
  planId: null,
  createdAt: '2024-12-01T10:00:00.000Z',
  updatedAt: '2024-12-01T10:05:00.000Z',
  expiresAt: Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
  ...overrides,
});

/** A manual-estimate quote: no files yet, priced from the pages the customer typed. */
export const makeManualQuote = (overrides: Partial<TQuote> = {}): TQuote =>
  makeQuote({
    files: [],
    manualEstimate: { pages: 2, words: null },
    totalPages: 2,
    totalWords: 500,
    ...overrides,
  });

/** An order as `GET /api/orders/:id` returns it to a guest (contact details masked). */
export const makeOrder = (overrides: Partial<TOrder> = {}): TOrder => ({
  orderId: ORDER_ID,
  orderNumber: ORDER_NUMBER,
  status: 'PENDING',
  serviceType: 'professional',
  serviceName: 'Professional Translation',
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  totalPages: 2,
  totalWords: 540,
  rate: 0.07,
  rateType: 'per_word',
  totalPrice: 37.8,
  total: 37.8,
  currency: 'USD',
  customerInfo: {
    firstName: 'Ana',
    lastName: 'García',
    email: 'a•••@example.com',
    phone: '•••-•••-4567',
    company: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    country: 'United States',
  },
  files: [
    {
      fileKey: 'src-0123456789abcdefghij',
      filename: 'birth-certificate.pdf',
      size: 48_213,
      pages: 2,
      wordCount: 540,
      analysisComplete: true,
      fileType: 'SOURCE',
    },
  ],
  events: [{ status: 'PENDING', at: '2024-12-01T10:10:00.000Z' }],
  estimatedDelivery: '2024-12-04T10:10:00.000Z',
  deliveryDate: '2024-12-04T10:10:00.000Z',
  orderDate: '2024-12-01T10:10:00.000Z',
  quoteId: QUOTE_ID,
  officialQuote: null,
  payments: [],
  paidAt: null,
  instructions: { nameSpellings: [], translationInstructions: null, editable: true },
  draftAwaitingCustomer: false,
  paymentMethod: 'bank_transfer',
  bankTransfer: null,
  ...overrides,
});

export const OFFICIAL_QUOTE_ID = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

/**
 * A current official quote for `makeOrder()`: the document was a two-sided scan, so 3 pages and 1,200 words
 * instead of 2 and 540; rush delivery added. $192.80, $155.00 more than the $37.80 estimate.
 */
export const makeOfficialQuote = (overrides: Partial<TOfficialQuote> = {}): TOfficialQuote => ({
  officialQuoteId: OFFICIAL_QUOTE_ID,
  orderId: ORDER_ID,
  version: 1,
  status: 'CURRENT',
  serviceType: 'professional',
  files: [
    {
      fileKey: 'src-0123456789abcdefghij',
      filename: 'birth-certificate.pdf',
      estimatedPages: 2,
      estimatedWordCount: 540,
      pages: 3,
      wordCount: 1_200,
      reason: 'Page 2 is a two-sided scan with a stamp on the back',
    },
  ],
  lines: [
    {
      code: 'translation',
      description: 'Professional translation: 1,200 words × $0.07',
      quantity: 1_200,
      unitPrice: 0.07,
      amount: 84,
    },
    { code: 'rush', description: 'Rush delivery (+50 %)', quantity: 1, unitPrice: 42, amount: 42 },
    { code: 'notarization', description: 'Notarization', quantity: 1, unitPrice: 66.8, amount: 66.8 },
  ],
  totalPages: 3,
  totalWords: 1_200,
  total: 192.8,
  estimatedTotal: 37.8,
  difference: 155,
  currency: 'USD',
  discountReason: null,
  deliveryDate: '2024-12-06',
  note: 'We will post the notarized copy to your address.',
  validUntil: '2099-12-16T10:00:00.000Z',
  expired: false,
  createdAt: '2024-12-02T09:00:00.000Z',
  approvedAt: null,
  ...overrides,
});

/** A card payment of the official quote's total, with its receipt link. */
export const makePayment = (overrides: Partial<TPayment> = {}): TPayment => ({
  paymentId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  orderId: ORDER_ID,
  officialQuoteId: OFFICIAL_QUOTE_ID,
  kind: 'PAYMENT',
  amount: 192.8,
  currency: 'USD',
  provider: 'stripe',
  method: 'stripe',
  reference: 'pi_3Q0abc',
  reason: null,
  flagged: false,
  flagReason: null,
  createdAt: '2024-12-02T11:00:00.000Z',
  documentUrl: `/api/files/receipt-7a6b?expires=1&signature=abc`,
  ...overrides,
});

export const DRAFT_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
export const DRAFT_DOCUMENT_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

/** A first draft awaiting the customer, as `GET /api/orders/:id/draft` returns it: one two-page document. */
export const makeDraft = (overrides: Partial<TOrderDraft> = {}): TOrderDraft => ({
  id: DRAFT_ID,
  round: 1,
  state: 'awaiting_customer',
  offeredAt: '2026-11-20T10:00:00.000Z',
  autoApproveAt: '2026-11-27T10:00:00.000Z',
  answeredAt: null,
  correctionsAllowed: 2,
  correctionsLeft: 2,
  documents: [
    {
      id: DRAFT_DOCUMENT_ID,
      name: 'birth-certificate.pdf',
      pageCount: 2,
      downloadUrl: 'https://files.example/drafts/birth-certificate-draft.pdf?signature=abc',
    },
  ],
  corrections: [],
  ...overrides,
});
