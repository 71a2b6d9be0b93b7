/** The words of how it works (home page), in English. */
export const en = {
  how: {
    eyebrow: 'How it works',
    title: 'From upload to translation in six steps',
    lead: 'No account needed to get a quote. Sign up only if you want to see all your orders in one place.',
    uploadTitle: 'Upload your documents',
    uploadWithLimits:
      'PDF, Word, text files or photos: up to {maxFiles, plural, one {# file} other {# files}} of {maxUploadMb} MB each.',
    uploadWithoutLimits: 'PDF, Word, text files or photos of your documents.',
    estimateTitle: 'Get an instant estimate',
    estimateText:
      'We count the words and pages in your files and show your price right away. The estimate is free and non-binding.',
    reviewTitle: 'We review your documents',
    reviewText:
      'Send us your project with your details, with no payment. Within 24 hours our team checks the documents and confirms the count.',
    quoteTitle: 'Receive your official quote',
    quoteText: 'We email you the final price and delivery date, with any extras you asked for.',
    payTitle: 'Approve and pay',
    payText: 'Approve the quote and pay on your order page. Nothing is charged before you approve.',
    deliveryTitle: 'Translation and delivery',
    deliveryText:
      'A professional translator works on your documents; for a sworn translation, you check a draft before we certify it. We email you when it is ready to download.',
    extras: 'Rush delivery, notarization and posted hard copies can be added to the official quote.',
    otherPairs: 'Need another language pair? Ask us through the <0>contact form</0>.',
  },
} as const;
