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
  units: {
    pages: '{count, plural, one {# page} other {# pages}}',
    words: '{count, plural, one {# mot} other {# mots}}',
    documents: '{count, plural, one {# document} other {# documents}}',
    businessDays: '{min, plural, other {#}}–{max, plural, one {# jour ouvré} other {# jours ouvrés}}',
  },
} satisfies TCatalogueSource<typeof en>;
