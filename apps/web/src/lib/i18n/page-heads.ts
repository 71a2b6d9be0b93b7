import type { TLocale } from '@sello/shared/i18n/locales';

type THead = { title: string; description: string };

/**
 * The head of each translated page (TRANSLATED_PAGES) per language: the title the page sets itself (from its own
 * catalogue; public-pages.test.tsx checks they agree) and the description for search results and link previews.
 * Read only by the prerender, so the browser never downloads the descriptions.
 */
export const PAGE_HEADS: Record<TLocale, { home: THead }> = {
  en: {
    home: {
      title: 'Professional & sworn document translation',
      description:
        'Professional and sworn (certified) translations of your documents between English, Spanish and French. Upload your files and get an instant quote.',
    },
  },
  es: {
    home: {
      title: 'Traducción profesional y jurada de documentos',
      description:
        'Traducciones profesionales y juradas (certificadas) de sus documentos entre inglés, español y francés. Suba sus archivos y obtenga un presupuesto al instante.',
    },
  },
  fr: {
    home: {
      title: 'Traduction professionnelle et assermentée de documents',
      description:
        'Traductions professionnelles et assermentées (certifiées) de vos documents entre l’anglais, l’espagnol et le français. Déposez vos fichiers et obtenez un devis immédiat.',
    },
  },
};
