import type { TCatalogueSource } from '@sello/shared/i18n/catalogue';
import type { en } from './en';

export const es = {
  field: { optional: '(opcional)' },
  modal: { close: 'Cerrar', cancel: 'Cancelar' },
  loadError: { tryAgain: 'Reintentar' },
  copy: { failed: 'No se pudo copiar: selecciónelo y cópielo manualmente.' },
  password: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
  pagination: {
    label: 'Páginas',
    noResults: 'No hay resultados',
    showing: 'Mostrando {first}–{last} de {total}',
    showingNoun: 'Mostrando {first}–{last} de {total} {noun}',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: 'Página {page} de {pages}',
  },
  draftDocuments: {
    open: 'Abrir el borrador (PDF)',
    openLabel: 'Abrir el borrador de {name} (PDF, se abre en una pestaña nueva)',
    document: 'Documento',
    page: '{name} · página {page}',
  },
  imagePreview: {
    preview: 'Vista previa',
    previewLabel: 'Vista previa de {filename}',
    alt: 'Vista previa de {filename}',
    loading: 'Cargando la vista previa…',
    failed: 'No se ha podido cargar la vista previa',
    cannotShow: 'Esta imagen no se puede mostrar.',
  },
  translationViewer: {
    copy: 'Copiar',
    copied: 'Copiado al portapapeles.',
    copyFailed: 'No se ha podido copiar. Seleccione el texto y pulse Ctrl+C (⌘C en un Mac).',
  },
} satisfies TCatalogueSource<typeof en>;
