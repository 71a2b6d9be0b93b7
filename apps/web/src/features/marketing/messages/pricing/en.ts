/** The words of the pricing cards and the pricing page’s intro, in English. */
export const en = {
  rates: {
    perWord: 'per word',
    perPage: 'per page',
    loading: 'Loading the price…',
  },
  pricing: {
    sectionLabel: 'Prices',
    fallbackTitle: 'Showing our standard prices',
    fallbackText: 'We couldn’t load the latest prices just now. Your quote is always calculated with current prices.',
    tryAgain: 'Try again',
    forOfficialUse: 'For official use',
    typicalDelivery: 'Typical delivery: {time}',
    startTranslation: 'Start translation',
    startTranslationFor: 'Start translation: {service}',
    minimumCharge: 'A minimum charge of {amount} applies per order.',
    professional: {
      description: 'For business, academic and personal documents that need an accurate, natural translation.',
      feature1: 'English ↔ Spanish and English ↔ French',
      feature2: 'Translated by a professional translator',
      feature3: 'Words counted automatically from your files',
      feature4: 'Digital delivery and online order tracking',
    },
    sworn: {
      description: 'For official procedures in Spain: signed and sealed by a sworn translator.',
      feature1: 'English ↔ Spanish',
      feature2: 'Signature and seal of a sworn translator',
      feature3: 'Pages counted automatically, scans included',
      feature4: 'Digital delivery and online order tracking',
    },
  },
  intros: {
    pricingEyebrow: 'Pricing',
    pricingTitle: 'Simple, transparent pricing',
    pricingLead:
      'Pay per word for professional translation and per page for sworn translation. Your exact price is calculated from your documents as soon as you upload them.',
  },
} as const;
