import type { TCatalogueSource } from '../i18n/catalogue.ts';
import type { en } from './en.ts';

/** French, vous. */
export const fr = {
  languages: { english: 'Anglais', spanish: 'Espagnol', french: 'Français' },
  services: { professional: 'Traduction professionnelle', sworn: 'Traduction assermentée' },
  orderStatuses: {
    PENDING: 'En cours d’examen',
    PAID: 'Paiement reçu',
    IN_PROGRESS: 'En cours',
    COMPLETED: 'Terminée',
    DELIVERED: 'Livrée',
    CANCELLED: 'Annulée',
  },
  customerStages: {
    PENDING_REVIEW: 'En cours d’examen',
    AWAITING_APPROVAL: 'En attente de votre accord',
    AWAITING_PAYMENT: 'En attente de paiement',
    PAID: 'Paiement reçu',
    IN_PROGRESS: 'En cours',
    COMPLETED: 'Terminée',
    DELIVERED: 'Livrée',
    CANCELLED: 'Annulée',
  },
  paymentMethods: {
    bank_transfer: 'Virement bancaire',
    check: 'Chèque',
    cash: 'Espèces',
    card: 'Carte',
    other: 'Autre',
    stripe: 'Carte (Stripe)',
    no_payment_needed: 'Aucun paiement nécessaire',
  },
  quoteLines: {
    professional: 'Traduction professionnelle : {count, plural, one {# mot} other {# mots}} × {rate}',
    sworn: 'Traduction assermentée : {count, plural, one {# page} other {# pages}} × {rate}',
    minimum: 'Ajustement au montant minimum',
    rush: 'Livraison express (+{percent} %)',
    notarization: 'Certification notariale',
    hard_copy: 'Copie certifiée papier envoyée par la poste',
    shipping: 'Frais d’envoi',
    discount: 'Remise : {reason}',
  },
  units: {
    pages: '{count, plural, one {# page} other {# pages}}',
    words: '{count, plural, one {# mot} other {# mots}}',
    documents: '{count, plural, one {# document} other {# documents}}',
    businessDays: '{min, plural, other {#}}–{max, plural, one {# jour ouvré} other {# jours ouvrés}}',
    businessDay: '{count, plural, one {# jour ouvré} other {# jours ouvrés}}',
  },
} satisfies TCatalogueSource<typeof en>;
