import type { TLocale } from '@sello/shared/i18n/locales';
import type { en } from './messages/en';

/** The pages prerendered in every language (app/public-pages.ts), by their key in the layout's `pageTitles`. */
export type TPublicPageKey = Extract<
  keyof typeof en.pageTitles,
  'home' | 'about' | 'services' | 'pricing' | 'contact' | 'freeQuote' | 'upload' | 'plannerWizard'
>;

/**
 * The search-result and link-preview description of each prerendered page (PUBLIC_PAGES), per language; the titles
 * are the layout catalogue's `pageTitles`. Read only by the prerender, so the browser never downloads them.
 */
export const PAGE_DESCRIPTIONS: Record<TLocale, Record<TPublicPageKey, string>> = {
  en: {
    home: 'Professional and sworn (certified) translations of your documents between English, Spanish and French. Upload your files and get an instant quote.',
    about:
      'Who translates your documents: professional and sworn translators for English, Spanish and French, and how we work.',
    services:
      'Professional translation priced per word and sworn (certified) translation priced per page: what each includes and when you need it.',
    pricing:
      'Transparent translation prices: professional translation per word, sworn translation per page, counted from your documents themselves.',
    contact: 'Questions about a translation or an order? Send us a message; we aim to reply within one business day.',
    freeQuote:
      'Get a free, non-binding quote for the sworn translation of your visa and residency documents for Spain.',
    upload: 'Upload your documents and get an instant estimate: words and pages are counted from the files themselves.',
    plannerWizard:
      'Plan the documents for your Spanish visa: what to order, apostille and translate, and when — in nine short steps.',
  },
  es: {
    home: 'Traducciones profesionales y juradas (certificadas) de sus documentos entre inglés, español y francés. Suba sus archivos y obtenga un presupuesto al instante.',
    about:
      'Quién traduce sus documentos: traductores profesionales y jurados de inglés, español y francés, y cómo trabajamos.',
    services:
      'Traducción profesional con precio por palabra y traducción jurada (certificada) con precio por página: qué incluye cada una y cuándo la necesita.',
    pricing:
      'Precios de traducción transparentes: la traducción profesional por palabra y la jurada por página, contadas en sus propios documentos.',
    contact:
      '¿Tiene preguntas sobre una traducción o un pedido? Envíenos un mensaje; procuramos responder en un día hábil.',
    freeQuote:
      'Obtenga un presupuesto gratuito y sin compromiso para la traducción jurada de sus documentos de visado y residencia para España.',
    upload:
      'Suba sus documentos y obtenga una estimación al instante: las palabras y las páginas se cuentan en los propios archivos.',
    plannerWizard:
      'Planifique los documentos de su visado para España: qué solicitar, apostillar y traducir, y cuándo, en nueve pasos breves.',
  },
  fr: {
    home: 'Traductions professionnelles et assermentées (certifiées) de vos documents entre l’anglais, l’espagnol et le français. Déposez vos fichiers et obtenez un devis immédiat.',
    about:
      'Qui traduit vos documents : des traducteurs professionnels et assermentés pour l’anglais, l’espagnol et le français, et notre façon de travailler.',
    services:
      'Traduction professionnelle au mot et traduction assermentée (certifiée) à la page : ce que chacune comprend et quand vous en avez besoin.',
    pricing:
      'Des tarifs de traduction transparents : la traduction professionnelle au mot, la traduction assermentée à la page, comptées dans vos documents mêmes.',
    contact:
      'Une question sur une traduction ou une commande ? Envoyez-nous un message ; nous nous efforçons de répondre sous un jour ouvré.',
    freeQuote:
      'Obtenez un devis gratuit et sans engagement pour la traduction assermentée de vos documents de visa et de résidence pour l’Espagne.',
    upload:
      'Déposez vos documents et obtenez une estimation immédiate : les mots et les pages sont comptés dans les fichiers eux-mêmes.',
    plannerWizard:
      'Préparez les documents de votre visa pour l’Espagne : quoi demander, faire apostiller et traduire, et quand, en neuf étapes courtes.',
  },
};
