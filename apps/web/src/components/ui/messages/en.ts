/** The shared primitives' words (fields, modals, lists, buttons): in the page's language, English in the back office. */
export const en = {
  field: { optional: '(optional)' },
  modal: { close: 'Close', cancel: 'Cancel' },
  loadError: { tryAgain: 'Try again' },
  copy: { failed: 'Could not copy: select it and copy by hand.' },
  password: { show: 'Show password', hide: 'Hide password' },
  pagination: {
    label: 'Pages',
    noResults: 'No results',
    showing: 'Showing {first}–{last} of {total}',
    showingNoun: 'Showing {first}–{last} of {total} {noun}',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
  },
  draftDocuments: {
    open: 'Open draft (PDF)',
    openLabel: 'Open draft of {name} (PDF, opens in a new tab)',
    document: 'Document',
    page: '{name} · page {page}',
  },
  imagePreview: {
    preview: 'Preview',
    previewLabel: 'Preview {filename}',
    alt: 'Preview of {filename}',
    loading: 'Loading the preview…',
    failed: 'Could not load the preview',
    cannotShow: 'This image cannot be shown.',
  },
  translationViewer: {
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Could not copy. Select the text and press Ctrl+C (⌘C on a Mac).',
  },
} as const;
