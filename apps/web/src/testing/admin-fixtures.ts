import type { TAdminStatsResponse, TDashboardOrder } from '@sello/shared/admin-dashboard-schemas';
import type { TAdminQuote, TAdminQuoteStats, TListAdminQuotesResponse } from '@sello/shared/admin-quote-schemas';

export const makeAdminQuote = (overrides: Partial<TAdminQuote> = {}): TAdminQuote => ({
  quoteId: '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
  status: 'PENDING',
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  sessionId: 'session-4b1f0c2e',
  files: [
    { filename: 'birth-certificate.pdf', size: 10_240, contentType: 'application/pdf', pages: 2, wordCount: 540 },
    { filename: 'passport.jpg', size: 2_560, contentType: 'image/jpeg', pages: 1, wordCount: 120 },
  ],
  totalPages: 3,
  totalWords: 660,
  pricing: {
    professional: { price: 46.2, rate: 0.07, rateType: 'per_word', timeEstimate: '2–3 business days', available: true },
    sworn: { price: 120, rate: 40, rateType: 'per_page', timeEstimate: '3–5 business days', available: true },
  },
  planId: null,
  selectedService: null,
  orderId: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: Math.floor(Date.parse('2026-12-20T09:30:00.000Z') / 1000),
  ...overrides,
});

export const makeQuoteStats = (overrides: Partial<TAdminQuoteStats> = {}): TAdminQuoteStats => ({
  totalQuotes: 12,
  convertedQuotes: 5,
  conversionRate: 41.7,
  pendingQuotes: 4,
  expiredQuotes: 3,
  ...overrides,
});

export const makeQuotesResponse = (
  quotes: TAdminQuote[],
  overrides: Partial<TListAdminQuotesResponse> = {},
): TListAdminQuotesResponse => ({
  quotes,
  count: quotes.length,
  limit: 20,
  offset: 0,
  stats: makeQuoteStats(),
  ...overrides,
});

export const makeOrderSummary = (overrides: Partial<TDashboardOrder> = {}): TDashboardOrder => ({
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  orderNumber: 'TRS-20261120-ABC234',
  status: 'PENDING',
  serviceType: 'sworn',
  serviceName: 'Sworn Translation',
  sourceLanguage: 'spanish',
  targetLanguage: 'english',
  customerName: 'Ana Ruiz',
  customerEmail: 'ana@example.com',
  totalPrice: 120,
  total: 120,
  estimatedDelivery: '2026-11-27T09:30:00.000Z',
  deliveryDate: '2026-11-27T09:30:00.000Z',
  orderDate: '2026-11-20T09:30:00.000Z',
  isNew: true,
  isOverdue: false,
  ...overrides,
});

export const makeStatsResponse = (overrides: Partial<TAdminStatsResponse> = {}): TAdminStatsResponse => ({
  stats: {
    totalOrders: 8,
    totalQuotes: 21,
    totalCustomers: 6,
    totalRevenue: 1234.5,
    convertedQuotes: 9,
    conversionRate: 42.9,
  },
  needsAction: { newOrders: 1, overdueOrders: 0, total: 1, orders: [makeOrderSummary()] },
  recentOrders: [makeOrderSummary()],
  recentQuotes: [makeAdminQuote()],
  ...overrides,
});
