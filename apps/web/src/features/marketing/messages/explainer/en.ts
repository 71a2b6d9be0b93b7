/** The words of how a price is worked out (pricing page), in English. */
export const en = {
  explainer: {
    eyebrow: 'How pricing works',
    title: 'No surprises',
    lead: 'Your price depends on the service you choose, the length of your documents and any extras you ask for, each named with its price above.',
    professionalTitle: 'Professional: by the word',
    professionalText: 'A {words}-word letter at {rate} per word comes to {total}.',
    swornTitle: 'Sworn: by the page',
    swornText: 'A {pages}-page birth certificate at {rate} per page comes to {total}.',
    countedTitle: 'Counted from your files',
    countedText:
      'We read the words and pages from the documents themselves (PDF, Word, text or photos, scans included) and show a free, non-binding estimate before you order.',
  },
} as const;
