import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en.ts';

/** French, vous. */
export const fr = {
  receipt: 'Reçu',
  creditNote: 'Avoir',
  receiptFor: 'Reçu pour la commande {orderNumber}',
  creditNoteFor: 'Avoir pour la commande {orderNumber}',
  taxId: 'N° d’identification fiscale : {taxId}',
  receivedFrom: 'REÇU DE',
  refundedTo: 'REMBOURSÉ À',
  orderNumber: 'Numéro de commande',
  paymentMethod: 'Moyen de paiement',
  reference: 'Référence',
  currency: 'Devise',
  officialQuote: 'Devis officiel (version {version})',
  description: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  total: 'Total',
  refund: 'Remboursement',
  reason: 'Motif',
  notGiven: 'Non précisé',
  officialQuoteTotal: 'Total du devis officiel',
  officialQuoteTotalValue: '{total} (version {version})',
  amountPaid: 'Montant payé',
  amountRefunded: 'Montant remboursé',
  amountInDollars: '{amount}',
  flagged: 'Ce paiement ne correspond pas au devis accepté ; notre équipe vous contactera.',
  receiptFooter:
    'Ce reçu confirme un paiement pour la commande {orderNumber} de {brand}. Tous les montants sont en dollars américains (USD). Des questions ? Écrivez-nous à {email}.',
  creditNoteFooter:
    'Cet avoir confirme un remboursement pour la commande {orderNumber} de {brand}. Tous les montants sont en dollars américains (USD). Des questions ? Écrivez-nous à {email}.',
} satisfies TCatalogueSource<typeof en>;
