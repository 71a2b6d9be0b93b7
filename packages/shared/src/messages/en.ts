/**
 * The words both the web and the API use about an order (languages, services, statuses), in English. The web
 * reads them through `sharedWordsCatalogue` (apps/web/src/lib/i18n), the API through `messagesFor` (apps/api/src/i18n).
 * English here matches the constants the API sends in its responses (SERVICE_NAMES, ORDER_STATUS_LABELS).
 */
export const en = {
  languages: { english: 'English', spanish: 'Spanish', french: 'French' },
  services: { professional: 'Professional translation', sworn: 'Sworn translation' },
  orderStatuses: {
    PENDING: 'Pending review',
    PAID: 'Payment received',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    DELIVERED: 'Delivered',
    CANCELLED: 'Cancelled',
  },
  customerStages: {
    PENDING_REVIEW: 'Pending review',
    AWAITING_APPROVAL: 'Awaiting your approval',
    AWAITING_PAYMENT: 'Awaiting payment',
    PAID: 'Payment received',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    DELIVERED: 'Delivered',
    CANCELLED: 'Cancelled',
  },
  paymentMethods: {
    bank_transfer: 'Bank transfer',
    check: 'Check',
    cash: 'Cash',
    card: 'Card',
    other: 'Other',
    stripe: 'Card (Stripe)',
    no_payment_needed: 'No payment needed',
  },
  quoteLines: {
    professional: 'Professional translation: {count, plural, one {# word} other {# words}} × {rate}',
    sworn: 'Sworn translation: {count, plural, one {# page} other {# pages}} × {rate}',
    minimum: 'Minimum charge adjustment',
    rush: 'Rush delivery (+{percent} %)',
    notarization: 'Notarization',
    hard_copy: 'Certified hard copy by post',
    shipping: 'Shipping',
    discount: 'Discount: {reason}',
  },
  units: {
    pages: '{count, plural, one {# page} other {# pages}}',
    words: '{count, plural, one {# word} other {# words}}',
    documents: '{count, plural, one {# document} other {# documents}}',
    businessDays: '{min, plural, other {#}}–{max, plural, one {# business day} other {# business days}}',
    businessDay: '{count, plural, one {# business day} other {# business days}}',
  },
} as const;
