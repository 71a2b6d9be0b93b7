import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const fr = {
  pixelConsent: {
    title: 'Cookies publicitaires',
    body: 'Pouvons-nous utiliser le pixel Meta pour mesurer l’efficacité de nos publicités ? Il ne se charge que si vous l’acceptez ; vous pouvez modifier votre choix dans le pied de page.',
    decline: 'Refuser',
    accept: 'Accepter',
  },
} satisfies TCatalogueSource<typeof en>;
