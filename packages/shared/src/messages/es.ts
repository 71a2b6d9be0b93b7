import type { TCatalogueSource } from '../i18n/catalogue.ts';
import type { en } from './en.ts';

/** Neutral Spanish, usted. */
export const es = {
  languages: { english: 'Inglés', spanish: 'Español', french: 'Francés' },
  services: { professional: 'Traducción profesional', sworn: 'Traducción jurada' },
  orderStatuses: {
    PENDING: 'En revisión',
    PAID: 'Pago recibido',
    IN_PROGRESS: 'En curso',
    COMPLETED: 'Completado',
    DELIVERED: 'Entregado',
    CANCELLED: 'Cancelado',
  },
  customerStages: {
    PENDING_REVIEW: 'En revisión',
    AWAITING_APPROVAL: 'Pendiente de su aprobación',
    AWAITING_PAYMENT: 'Pendiente de pago',
    PAID: 'Pago recibido',
    IN_PROGRESS: 'En curso',
    COMPLETED: 'Completado',
    DELIVERED: 'Entregado',
    CANCELLED: 'Cancelado',
  },
  paymentMethods: {
    bank_transfer: 'Transferencia bancaria',
    check: 'Cheque',
    cash: 'Efectivo',
    card: 'Tarjeta',
    other: 'Otro',
    stripe: 'Tarjeta (Stripe)',
    no_payment_needed: 'Sin pago necesario',
  },
  quoteLines: {
    professional: 'Traducción profesional: {count, plural, one {# palabra} other {# palabras}} × {rate}',
    sworn: 'Traducción jurada: {count, plural, one {# página} other {# páginas}} × {rate}',
    minimum: 'Ajuste al importe mínimo',
    rush: 'Entrega urgente (+{percent} %)',
    notarization: 'Certificación notarial',
    hard_copy: 'Copia certificada en papel por correo postal',
    shipping: 'Envío',
    discount: 'Descuento: {reason}',
  },
  units: {
    pages: '{count, plural, one {# página} other {# páginas}}',
    words: '{count, plural, one {# palabra} other {# palabras}}',
    documents: '{count, plural, one {# documento} other {# documentos}}',
    businessDays: '{min, plural, other {#}}–{max, plural, one {# día hábil} other {# días hábiles}}',
    businessDay: '{count, plural, one {# día hábil} other {# días hábiles}}',
  },
} satisfies TCatalogueSource<typeof en>;
