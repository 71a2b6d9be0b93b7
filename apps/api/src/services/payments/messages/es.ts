import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

/** Neutral Spanish, usted. */
export const es = {
  receipt: 'Recibo',
  creditNote: 'Nota de crédito',
  receiptFor: 'Recibo del pedido {orderNumber}',
  creditNoteFor: 'Nota de crédito del pedido {orderNumber}',
  taxId: 'Identificación fiscal: {taxId}',
  receivedFrom: 'RECIBIDO DE',
  refundedTo: 'REEMBOLSADO A',
  orderNumber: 'Número de pedido',
  paymentMethod: 'Forma de pago',
  reference: 'Referencia',
  currency: 'Moneda',
  officialQuote: 'Presupuesto oficial (versión {version})',
  description: 'Descripción',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  total: 'Total',
  refund: 'Reembolso',
  reason: 'Motivo',
  notGiven: 'No indicado',
  officialQuoteTotal: 'Total del presupuesto oficial',
  officialQuoteTotalValue: '{total} (versión {version})',
  amountPaid: 'Importe pagado',
  amountRefunded: 'Importe reembolsado',
  amountInDollars: '{amount}',
  flagged: 'Este pago no coincide con el presupuesto aprobado; nuestro equipo se pondrá en contacto con usted.',
  receiptFooter:
    'Este recibo confirma un pago del pedido {orderNumber} de {brand}. Todos los importes están en dólares estadounidenses (USD). ¿Tiene preguntas? Escríbanos a {email}.',
  creditNoteFooter:
    'Esta nota de crédito confirma un reembolso del pedido {orderNumber} de {brand}. Todos los importes están en dólares estadounidenses (USD). ¿Tiene preguntas? Escríbanos a {email}.',
} satisfies TCatalogueSource<typeof en>;
