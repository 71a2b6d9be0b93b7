import type { TLocale } from '@sello/shared/i18n/locales';

/**
 * The search-result and link-preview description of each translated page (TRANSLATED_PAGES), per language; the
 * titles are the layout catalogue's `pageTitles`. Read only by the prerender, so the browser never downloads them.
 */
export const PAGE_DESCRIPTIONS: Record<TLocale, { home: string }> = {
  en: {
    home: 'Professional and sworn (certified) translations of your documents between English, Spanish and French. Upload your files and get an instant quote.',
  },
  es: {
    home: 'Traducciones profesionales y juradas (certificadas) de sus documentos entre inglés, español y francés. Suba sus archivos y obtenga un presupuesto al instante.',
  },
  fr: {
    home: 'Traductions professionnelles et assermentées (certifiées) de vos documents entre l’anglais, l’espagnol et le français. Déposez vos fichiers et obtenez un devis immédiat.',
  },
};
