import type { TQuote, TQuoteFile } from '@sello/shared/quote-schemas';

export const QUOTE_ID = '7d0c7a52-3f1e-4b8a-9c55-2f0a6c1d9e11';
export const ORDER_ID = 'bd0c7a52-3f1e-4b8a-9c55-2f0a6c1d9e15';

export const makeQuoteFile = (overrides: Partial<TQuoteFile> = {}): TQuoteFile => ({
  fileKey: 'k-report-0123456789abcdefghij',
  filename: 'report.pdf',
  size: 123_456,
  contentType: 'application/pdf',
  pages: 3,
  wordCount: 812,
  method: 'text',
  estimated: false,
  perPage: [300, 312, 200],
  ocrConfidence: null,
  hardToReadPages: [],
  warnings: [],
  ...overrides,
});

/** A pending quote (en→es, one analysed file), valid for 30 days from now. */
export const makeQuote = (overrides: Partial<TQuote> = {}): TQuote => {
  const files = overrides.files ?? [makeQuoteFile()];
  const totalPages = overrides.totalPages ?? files.reduce((sum, file) => sum + file.pages, 0);
  const totalWords = overrides.totalWords ?? files.reduce((sum, file) => sum + file.wordCount, 0);
  return {
    quoteId: QUOTE_ID,
    sessionId: null,
    status: 'PENDING',
    sourceLanguage: 'english',
    targetLanguage: 'spanish',
    files,
    manualEstimate: null,
    totalPages,
    totalWords,
    currency: 'USD',
    pricing: {
      professional: {
        price: Math.round(totalWords * 7) / 100,
        rate: 0.07,
        rateType: 'per_word',
        timeEstimate: '2–3 business days',
        available: true,
      },
      sworn: {
        price: totalPages * 40,
        rate: 40,
        rateType: 'per_page',
        timeEstimate: '3–5 business days',
        available: true,
      },
    },
    selectedService: null,
    orderId: null,
    planId: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    expiresAt: Math.floor(Date.now() / 1000) + 30 * 86_400,
    ...overrides,
  };
};
