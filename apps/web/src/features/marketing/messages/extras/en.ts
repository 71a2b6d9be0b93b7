/** The words of the extras that can be added to a quote (pricing page), in English. */
export const en = {
  extras: {
    heading: 'Extras you can add',
    lead: 'Ask for any of these when you order, and they are added to your official quote at these prices, before you approve it.',
    rushName: 'Rush delivery',
    rushPrice: '+{percent}%',
    rushNote: 'of the translation price, delivered in {days, plural, one {# business day} other {# business days}}',
    rushNoteWithoutDays: 'of the translation price, delivered sooner',
    notarizationName: 'Notarization',
    notarizationPrice: '{amount} per order',
    notarizationNote: 'a notary’s seal on the translator’s certification',
    hardCopyName: 'Posted hard copy',
    hardCopyPrice: '{amount} per copy + {shipping} shipping',
    hardCopyNote: 'of a sworn translation, sent by post',
    otherPairs: 'Need another language pair? Ask us through the <0>contact form</0>.',
  },
} as const;
