import type { TLocale } from './locales';

/**
 * The search-result descriptions of the translated pages (TRANSLATED_PAGES), per language. Kept out of the
 * catalogues: only the prerender writes them (into <meta name="description">), so the browser never downloads them.
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
