/** The free-quote landing page's words, in English. */
export const en = {
  hero: {
    badge: 'Free and non-binding',
    title: 'Free translation quote',
    lead: 'Tell us about your documents and we will email you a price for their professional or sworn translation. No account and no commitment needed.',
    spain:
      '<0>Documents for Spain?</0> Spanish authorities usually ask for a sworn translation (traducción jurada): signed and sealed by a sworn translator appointed by Spain’s Ministry of Foreign Affairs (MAEC). We provide sworn English ↔ Spanish translations for visas, residency, university and other official procedures.',
    getQuote: 'Get my free quote',
    trustTranslators: 'Human translators',
    trustReply: 'We aim to reply within one business day',
    trustEncrypted: 'Encrypted in transit (HTTPS)',
  },
  benefits: {
    title: 'Why ask us for a quote',
    lead: 'English, Spanish and French translations of certificates, records and business documents.',
    priceTitle: 'A clear price up front',
    priceText:
      'Sworn translations are priced per page, professional translations per word. You know the price before you order.',
    swornTitle: 'Sworn translations for Spain',
    swornText:
      'Signed and sealed by a sworn translator, for visas, residency, university and other official procedures.',
    peopleTitle: 'Translated by people',
    peopleText: 'Professional translators work on every order, and our team checks each translation before delivery.',
    trackTitle: 'Track your order online',
    trackText: 'Once you order, follow every status change online until your translation is ready to download.',
  },
  steps: {
    eyebrow: 'How it works',
    title: 'Your quote in four steps',
    tellTitle: 'Tell us what you need',
    tellText: 'Fill in the short form below: your documents, the number of pages and the language.',
    emailTitle: 'Get your quote by email',
    emailText:
      'Our team reviews your request and emails you a free, non-binding quote. We aim to reply within one business day.',
    orderTitle: 'Upload and order',
    orderText:
      'Happy with the price? Upload your documents, choose professional or sworn translation and place your order.',
    receiveTitle: 'Receive your translation',
    receiveText: 'We email you when your translation is ready, and you download it from your order page.',
  },
  form: {
    heading: 'Request your free quote',
    lead: 'It takes a minute. We answer by email.',
  },
  testimonials: {
    title: 'What our clients say',
    loading: 'Loading testimonials',
    rated: 'Rated {stars} out of {max}',
  },
  floatingButton: 'Get a quote',
} as const;
