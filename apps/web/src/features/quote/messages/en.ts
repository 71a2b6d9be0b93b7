/** The quote page's words (quote view, files, services, the service guide), in English. */
export const en = {
  quoteView: {
    eyebrow: 'Your quote',
    reference: 'Reference <0>{reference}</0>',
    validUntil: 'Valid until {date}',
    estimateTitle: 'This is a non-binding estimate',
    estimateFromEntered:
      'Prices are calculated from the pages and words you entered. Our team reviews your documents before work starts and will contact you if the count differs.',
    estimateFromFiles:
      'Prices are calculated from the pages and words we counted in your files. Our team reviews your documents before work starts and will contact you if the count differs.',
    filesDeleted:
      'If you don’t place an order, your uploaded files are deleted automatically after {hours, plural, one {# hour} other {# hours}}.',
    yourEstimate: 'Your estimate',
    yourDocuments: 'Your documents',
    manualEstimate: 'Manual estimate',
    fileCount: '{count, plural, one {# file} other {# files}}',
    manualTitle: 'Based on the numbers you entered',
    manualPagesAndWords:
      'This quote uses {pages, plural, one {# page} other {# pages}} and {words, plural, one {# word} other {# words}}. You can upload your documents at checkout, and we will confirm the count from them.',
    manualPagesOnly:
      'This quote uses {pages, plural, one {# page} other {# pages}} at 250 words a page. You can upload your documents at checkout, and we will confirm the count from them.',
    totalPages: 'Total pages',
    totalWords: 'Total words',
    services: 'Services',
    continueFailed: 'Failed to proceed to checkout',
    selectedPrice: '{service}: <0>{price}</0>',
    continue: 'Continue',
    selectToContinue: 'Select a service to continue.',
    startOver: 'Start over',
    missingIdTitle: 'Quote ID is required',
    missingIdText: 'The link you followed does not say which quote to show. Upload your documents to get a new quote.',
    loading: 'Loading your quote…',
    loadFailedTitle: 'Failed to load quote',
    tryAgain: 'Try again',
    acceptedTitle: 'Quote already accepted',
    acceptedWithOrder:
      'This quote has already been turned into an order. You can follow its progress on your order page.',
    acceptedText: 'This quote has already been turned into an order.',
    trackOrder: 'Track your order',
    expiredTitle: 'Quote expired',
    expiredText: 'This quote has expired. Please create a new quote.',
    createNew: 'Create a new quote',
  },
  quoteFiles: {
    /** Instead of the analysis's own notes (English, technical) on a Spanish or French page. */
    countNotes: 'Part of this file could not be counted exactly: we will confirm the count.',
    showWordsPerPage: 'Show words per page',
    hideWordsPerPage: 'Hide words per page',
    wordsPerPageIn: 'Words per page in {filename}',
    page: 'Page {number}',
    /** A one-page file that may be hard to read (a photo, or a scanned PDF). */
    hardToReadFile: {
      photo: '{filename} may be hard to read: a sharper photo avoids delays.',
      scan: '{filename} may be hard to read: a sharper scan avoids delays.',
    },
    /** Some pages of a longer file; `pages` is a list ("2, 3 and 5"). */
    hardToReadPages: {
      photo:
        '{count, plural, one {Page {pages}} other {Pages {pages}}} of {filename} may be hard to read: a sharper photo avoids delays.',
      scan: '{count, plural, one {Page {pages}} other {Pages {pages}}} of {filename} may be hard to read: a sharper scan avoids delays.',
    },
    methods: {
      text: 'Counted from text',
      'word-metadata': 'Words counted, pages from Word’s own figures',
      libreoffice: 'Counted from LibreOffice’s layout',
      layout: 'Words counted, pages estimated — we will confirm',
      ocr: 'Read by OCR',
      mixed: 'Counted from text and OCR',
      estimate: 'Estimated — we will confirm',
    },
  },
  replaceFile: {
    replace: 'Replace file',
    replaceNamed: 'Replace file {filename}',
    uploading: 'Uploading…',
    reading: 'Reading the new file…',
    failed: 'The new file could not be added. Please try again.',
  },
  serviceOptions: {
    legend: 'Choose your service',
    pricesForEntered: 'Prices for the pages and words you entered.',
    pricesForFiles: 'Prices for all the documents above.',
    descriptions: {
      professional: 'Accurate, natural translation of business, academic and personal documents.',
      sworn: 'Signed and sealed by a sworn translator, for official procedures in Spain.',
    },
    notAvailable: 'Not available',
    perWord: '{rate} per word',
    perPage: '{rate} per page',
    basisWords: '{rate} × {count, plural, one {# word} other {# words}}',
    basisPages: '{rate} × {count, plural, one {# page} other {# pages}}',
    minimumApplies: '(minimum charge applies)',
    typicalDelivery: 'Typical delivery: {time}',
    notOffered: 'Not offered for this language pair. Sworn translation is available between English and Spanish.',
  },
  serviceGuide: {
    title: 'Which service is right for me?',
    professional:
      '<0>Professional translation</0> suits documents you need to read, share or publish: contracts, reports, websites, letters, academic papers. You pay per word.',
    sworn:
      '<0>Sworn translation</0> is for documents an authority in Spain asks for: birth and marriage certificates, criminal records, diplomas, visa paperwork. A sworn translator signs and seals it, and you pay per page. It is available between English and Spanish.',
    official: 'If an office asked you for an “official” or “certified” translation, choose sworn.',
    compare: 'Compare our services',
  },
} as const;
