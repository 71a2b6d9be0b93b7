/** The words of the call to action at the foot of the marketing pages, in English. */
export const en = {
  cta: {
    title: 'Get your documents translated',
    lead: 'Upload your files and see your price in seconds. No account needed to get a quote.',
    getStarted: 'Get started',
    contactUs: 'Contact us',
  },
} as const;
