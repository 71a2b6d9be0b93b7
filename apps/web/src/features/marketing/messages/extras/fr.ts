import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  extras: {
    heading: 'Options à ajouter',
    lead: 'Demandez l’une de ces options lors de votre commande : elle est ajoutée à votre devis officiel à ces prix, avant que vous ne l’acceptiez.',
    rushName: 'Livraison express',
    rushPrice: '+{percent} %',
    rushNote: 'du prix de la traduction, livrée en {days, plural, one {# jour ouvré} other {# jours ouvrés}}',
    rushNoteWithoutDays: 'du prix de la traduction, livrée plus tôt',
    notarizationName: 'Légalisation notariale',
    notarizationPrice: '{amount} par commande',
    notarizationNote: 'le sceau d’un notaire sur la certification du traducteur',
    hardCopyName: 'Exemplaire papier par la poste',
    hardCopyPrice: '{amount} par exemplaire + {shipping} de port',
    hardCopyNote: 'd’une traduction assermentée, envoyé par la poste',
    otherPairs: 'Besoin d’une autre combinaison de langues ? Demandez-la-nous via le <0>formulaire de contact</0>.',
  },
} satisfies TCatalogueSource<typeof en>;
