/**
 * What a receipt and a credit note say, in English; each is written in its order's language (`orders.locale`). The
 * agency's own details (Settings › invoice), the customer's and staff-written reasons are printed as they are.
 */
export const en = {
  receipt: 'Receipt',
  creditNote: 'Credit note',
  receiptFor: 'Receipt for order {orderNumber}',
  creditNoteFor: 'Credit note for order {orderNumber}',
  taxId: 'Tax ID: {taxId}',
  receivedFrom: 'RECEIVED FROM',
  refundedTo: 'REFUNDED TO',
  orderNumber: 'Order number',
  paymentMethod: 'Payment method',
  reference: 'Reference',
  currency: 'Currency',
  officialQuote: 'Official quote (version {version})',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  total: 'Total',
  refund: 'Refund',
  reason: 'Reason',
  notGiven: 'Not given',
  officialQuoteTotal: 'Official quote total',
  officialQuoteTotalValue: '{total} (version {version})',
  amountPaid: 'Amount paid',
  amountRefunded: 'Amount refunded',
  amountInDollars: '{amount} USD',
  flagged: 'This payment did not match the approved quote; our staff will contact you.',
  receiptFooter:
    'This receipt confirms a payment for {brand} order {orderNumber}. All amounts are in US dollars (USD). Questions? Write to {email}.',
  creditNoteFooter:
    'This credit note confirms a refund for {brand} order {orderNumber}. All amounts are in US dollars (USD). Questions? Write to {email}.',
} as const;
