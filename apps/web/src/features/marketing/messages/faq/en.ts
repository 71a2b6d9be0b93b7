/** The words of the home page’s questions and answers (also its structured data), in English. */
export const en = {
  rates: {
    perWord: 'per word',
    perPage: 'per page',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    differenceQuestion: 'What is the difference between professional and sworn translation?',
    differenceAnswer:
      'A professional translation is an accurate, natural translation for business, academic or personal use. A sworn translation is signed and sealed by a sworn translator, which official bodies in Spain usually require for documents such as birth certificates, criminal records or diplomas. We offer sworn translation between English and Spanish. <0>Compare the two services</0>.',
    priceQuestion: 'How is the price calculated?',
    priceWithRates: 'Professional translation costs {professional} and sworn translation {sworn}.',
    priceWithoutRates: 'Professional translation is priced per word and sworn translation per page.',
    priceAnswer:
      'When you upload your documents we count their words and pages from the content itself, so you see your estimate immediately. It is free and non-binding. Our team then checks your documents and sends an official quote with the final price, which you approve before paying; rush delivery, notarization and posted hard copies can be added to it.',
    timeQuestion: 'How long does a translation take?',
    timeWithEstimates:
      'Professional translations are typically delivered in {professional}, and sworn translations in {sworn}.',
    timeWithoutEstimates: 'It depends on the service and the length of your documents.',
    timeAnswer:
      'The time runs from your payment. Your quote shows the estimate for your order, and you can follow its progress on the <0>order tracking page</0>.',
    privacyQuestion: 'Are my documents kept private?',
    privacyAnswer:
      'Yes. Your files are sent over an encrypted HTTPS connection and stored privately; only our team can access them, to prepare your translation. Full order details are shown only through your order’s private link or in your account.',
    privacyWithRetention:
      'Files you upload without placing an order are deleted automatically after {hours, plural, one {# hour} other {# hours}}. Once your translation is delivered, your documents are kept for {days, plural, one {# day} other {# days}} so you can download the translations, then deleted; we email you 3 days before.',
    privacyWithoutRetention:
      'Files you upload without placing an order, and the documents of delivered orders, are deleted automatically after a fixed period.',
  },
} as const;
