/** The free-quote form's words (its fields, rules and confirmation), loaded with the form, in English. */
export const en = {
  form: {
    label: 'Free quote request',
    failed: 'Something went wrong. Please try again.',
    pages: 'Number of pages',
    pagesHint: 'An estimate is fine.',
    translateFrom: 'Translate from',
    otherSourceLanguage: 'Which language are the documents in?',
    translateInto: 'Translate into',
    otherLanguage: 'Which language?',
    description: 'What do you need translated?',
    descriptionPlaceholder: 'For example: birth certificate and diploma from English, for a student visa.',
    sending: 'Sending…',
    submit: 'Request free quote',
    german: 'German',
    other: 'Other',
    /** The form's own rules (lead-form-schema.ts), by the key the schema reports. */
    errors: {
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      pages: 'Please enter a whole number of pages (1 or more).',
      otherLanguage: 'Please tell us the language.',
      nameTooLong: 'Name must be at most 200 characters.',
      languageTooLong: 'Language must be at most 60 characters.',
      descriptionTooLong: 'Description must be at most 5000 characters.',
    },
  },
  success: {
    title: 'Thank you, we have your request',
    text: 'Our team will look at your details and email you a quote. We aim to reply within one business day.',
    upload: 'Have your documents at hand? Upload them and get an instant, non-binding estimate now.',
    instantQuote: 'Get an instant quote',
  },
} as const;
