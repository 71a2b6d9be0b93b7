import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

/** French addressing the visitor as vous. */
export const fr = {
  intros: {
    aboutEyebrow: 'Qui sommes-nous',
    aboutTitle: 'L’équipe derrière {brandName}',
    aboutLead:
      'Une petite équipe de traduction qui aide particuliers et entreprises à faire traduire avec précision leurs documents en anglais, en espagnol et en français, à un prix clair.',
  },
  about: {
    ctaTitle: 'Préparons vos documents',
    storyEyebrow: 'Notre histoire',
    storyTitle: 'Les démarches sont déjà assez stressantes. La traduction ne devrait pas l’être.',
    storyText1:
      '{brandName} est né d’un constat simple : les personnes qui s’installent, étudient ou travaillent à l’étranger perdent des jours à demander des devis de traduction, à attendre des réponses et à se demander si le résultat sera accepté.',
    storyText2:
      'Nous avons donc créé un service où vous déposez vos documents, voyez immédiatement un prix honnête et suivez votre commande jusqu’à ce que la traduction soit entre vos mains. Nous travaillons entre l’anglais et l’espagnol et entre l’anglais et le français, dans les deux sens, et nous nous concentrons sur les documents les plus demandés : actes, relevés, diplômes et documents d’entreprise.',
    teamEyebrow: 'Notre équipe',
    teamTitle: 'Une petite équipe, un service personnalisé',
    teamLead: 'Vous avez affaire aux deux mêmes personnes, de votre première question à votre traduction terminée.',
    luciaRole: 'Fondatrice et traductrice principale',
    luciaBio:
      'Traductrice entre l’anglais et l’espagnol, spécialisée dans les documents juridiques et d’état civil. Lucía veille à la qualité de chaque traduction que nous livrons.',
    danielRole: 'Opérations et service client',
    danielBio:
      'Daniel fait avancer les commandes et répond à vos questions, du choix du bon service au suivi de la livraison.',
    valuesEyebrow: 'Nos valeurs',
    valuesTitle: 'Ce qui compte pour nous',
    valuesLead: 'Quatre principes guident chaque commande que nous traitons.',
    accuracyTitle: 'La précision avant tout',
    accuracyText:
      'Noms, dates et chiffres sont vérifiés avec soin : dans les documents officiels, ce sont les petits détails qui comptent le plus.',
    pricesTitle: 'Des prix transparents',
    pricesText:
      'Des tarifs publiés au mot et à la page, et une estimation calculée d’après vos fichiers avant tout engagement.',
    privacyTitle: 'La confidentialité par défaut',
    privacyText:
      'Les fichiers circulent chiffrés via HTTPS et sont conservés en privé, accessibles uniquement à notre équipe.',
    peopleTitle: 'Des personnes, pas des tickets',
    peopleText: 'De vraies personnes répondent à vos messages. Nous nous efforçons de répondre sous un jour ouvré.',
  },
} satisfies TCatalogueSource<typeof en>;
