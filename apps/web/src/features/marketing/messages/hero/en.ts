/** The words of the home page’s hero, in English. */
export const en = {
  hero: {
    languages: 'English · Spanish · French',
    title: 'Document translations, <0>done right</0>',
    lead: 'Professional and sworn translations of your certificates, records and business documents. Upload your files and get an instant, non-binding estimate computed from their content.',
    getStarted: 'Get started',
    seePricing: 'See pricing',
    noDocumentsYet: 'I don’t have my documents yet',
    trustTranslators: 'Human translators',
    trustEncrypted: 'Encrypted in transit (HTTPS)',
    trustTracking: 'Track your order online',
    example: {
      heading: 'Instant estimate',
      ready: 'Ready',
      fileName: 'birth-certificate.pdf',
      pages: '{count, plural, one {# page} other {# pages}} · counted from the file',
      languages: 'Languages',
      pair: 'English → Spanish',
      service: 'Service',
      sworn: 'Sworn translation',
      rate: 'Rate',
      ratePerPage: '{amount} per page',
      total: 'Estimated total',
      caption: 'Example only: your estimate is computed from your own files.',
    },
  },
} as const;
