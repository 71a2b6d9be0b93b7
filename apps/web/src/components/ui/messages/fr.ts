import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const fr = {
  field: { optional: '(facultatif)' },
  modal: { close: 'Fermer', cancel: 'Annuler' },
  loadError: { tryAgain: 'Réessayer' },
  copy: { failed: 'Copie impossible : sélectionnez le texte et copiez-le manuellement.' },
  password: { show: 'Afficher le mot de passe', hide: 'Masquer le mot de passe' },
  pagination: {
    label: 'Pagination',
    noResults: 'Aucun résultat',
    showing: '{first}–{last} sur {total}',
    showingNoun: '{first}–{last} sur {total} {noun}',
    previous: 'Précédent',
    next: 'Suivant',
    pageOf: 'Page {page} sur {pages}',
  },
  draftDocuments: {
    open: 'Ouvrir le brouillon (PDF)',
    openLabel: 'Ouvrir le brouillon de {name} (PDF, s’ouvre dans un nouvel onglet)',
    document: 'Document',
    page: '{name} · page {page}',
  },
  imagePreview: {
    preview: 'Aperçu',
    previewLabel: 'Aperçu de {filename}',
    alt: 'Aperçu de {filename}',
    loading: 'Chargement de l’aperçu…',
    failed: 'Impossible de charger l’aperçu',
    cannotShow: 'Cette image ne peut pas être affichée.',
  },
  translationViewer: {
    copy: 'Copier',
    copied: 'Copié dans le presse-papiers.',
    copyFailed: 'Impossible de copier. Sélectionnez le texte et appuyez sur Ctrl+C (⌘C sur Mac).',
  },
} satisfies TCatalogueSource<typeof en>;
