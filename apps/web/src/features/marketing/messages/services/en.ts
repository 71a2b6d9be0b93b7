/** The words of the service cards and the services page’s intro, in English. */
export const en = {
  rates: {
    perWord: 'per word',
    perPage: 'per page',
  },
  services: {
    eyebrow: 'Our services',
    title: 'Two services, one simple process',
    lead: 'Choose the translation your document needs. Prices are the same for every language pair we offer.',
    loadingPrice: 'Loading price',
    languagesLabel: 'Languages:',
    deliveryLabel: 'Typical delivery:',
    getQuote: 'Get a quote',
    getQuoteFor: 'Get a quote for {service}',
    professional: {
      name: 'Professional translation',
      summary: 'Accurate, natural translations for business, academic and personal documents.',
      languages: 'English ↔ Spanish, English ↔ French',
      point1: 'Contracts, reports, websites and letters',
      point2: 'Academic records and CVs',
      point3: 'Priced by the word',
    },
    sworn: {
      name: 'Sworn translation',
      summary: 'Signed and sealed by a sworn translator, for official procedures in Spain.',
      languages: 'English ↔ Spanish',
      point1: 'Birth, marriage and criminal record certificates',
      point2: 'Visa, residency and university applications',
      point3: 'Priced by the page',
    },
  },
  intros: {
    servicesEyebrow: 'Services',
    servicesTitle: 'Professional and sworn translation',
    servicesLead:
      'Accurate translations for everyday and business documents, and sworn translations for official procedures in Spain.',
  },
} as const;
