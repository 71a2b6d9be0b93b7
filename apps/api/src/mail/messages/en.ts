/**
 * What the emails to a customer say, in English (docs/decisions.md, "Languages"): grouped by template. Each email is
 * written in its order's language (`orders.locale`), or for an account email in the language of the page it was asked
 * from. Emails to staff stay English and are not here.
 */
export const en = {
  common: {
    orderNumber: 'Order number',
    documents: 'Documents',
    amount: 'Amount',
    estimatedDelivery: 'Estimated delivery',
    toBeConfirmed: 'To be confirmed',
    yourOrder: 'Your order: {url}',
    yourOrderPage: 'Your order page: {url}',
  },
  orderReceived: {
    subject: 'We received your project {orderNumber}',
    heading: 'Thank you — your project is in',
    headingNamed: 'Thank you, {name} — your project is in',
    intro: 'No payment has been taken. Here is what happens next:',
    stepReview: '1. We review your documents within 24 hours and confirm the page and word count.',
    stepQuote:
      '2. We email you an official quote with the final price and delivery date. Rush delivery, notarization and posted hard copies can be added to the official quote: reply to this email if you need them.',
    stepApprove: '3. You approve the quote and pay on your order page. Nothing is charged before you approve.',
    stepTranslateWithDraft:
      '4. We translate your documents, and you check a draft of the translation before we issue the final one.',
    stepTranslate: '4. We translate your documents.',
    stepReady: '5. We email you when your translation is ready to download from your order page.',
    projectNumber: 'Project number',
    service: 'Service',
    languages: 'Languages',
    pagesWords: 'Pages / words',
    estimatedTotal: 'Estimated total',
    track: 'Track your project: {url}',
  },
  officialQuote: {
    subject: 'Your official quote for order {orderNumber}: {total}',
    heading: 'Your official quote is ready',
    headingUpdated: 'Your updated official quote',
    reviewed: 'Dear Customer, our translators have reviewed your documents.',
    reviewedNamed: 'Dear {name}, our translators have reviewed your documents.',
    reviewedAgain:
      'Dear Customer, our translators have reviewed your documents again; this quote replaces the earlier one.',
    reviewedAgainNamed:
      'Dear {name}, our translators have reviewed your documents again; this quote replaces the earlier one.',
    noPayment: 'No payment is needed: the total is {total}.',
    nothingCharged: 'Nothing is charged until you approve it.',
    officialTotal: 'Official total',
    instantEstimate: 'Instant estimate',
    delivery: 'Delivery',
    deliveryValue: '{days, plural, one {# business day} other {# business days}} after payment ({date} if paid today)',
    validUntil: 'Valid until',
    approveAndPay: 'See every line, and approve and pay, on your order page: {url}',
    approveToStart: 'See every line, and approve it to start, on your order page: {url}',
  },
  bankTransfer: {
    subject: 'How to pay for order {orderNumber}',
    heading: 'Thank you for approving your quote',
    paymentReference: 'Payment reference',
  },
  paymentReceived: {
    subject: 'Payment received for order {orderNumber}',
    subjectFree: 'Order {orderNumber} confirmed: no payment needed',
    heading: 'Payment received — thank you',
    headingFree: 'No payment needed — thank you for approving',
    method: 'Method',
    deliveryBy: 'Delivery by',
    starting: 'Our translators are starting on your documents. Your receipt is on your order page: {url}',
  },
  refund: {
    subject: 'Refund of {amount} for order {orderNumber}',
    heading: 'We have refunded you',
    refunded: 'Refunded',
    reason: 'Reason',
    creditNote:
      'The credit note is on your order page: {url}. A card refund can take 5–10 business days to appear on your statement.',
  },
  orderCancelled: {
    subject: 'Order {orderNumber} has been cancelled',
    heading: 'Your order has been cancelled',
    refundShown:
      'If you have paid, any refund is shown on your order page: {url}. Questions? Simply reply to this email.',
  },
  translationStarted: {
    subject: 'Translation started: order {orderNumber}',
    heading: 'Your translation has started',
    text: 'A professional translator is now working on your documents. We will email you as soon as they are ready.',
    track: 'Track your order: {url}',
  },
  filesDeletionReminder: {
    subject: 'Your files for order {orderNumber} will be deleted on {date}',
    heading: 'Download your translation before it is deleted',
    text: 'To protect your privacy, we delete the documents of every order after a fixed period. The documents of order {orderNumber} will be deleted on {date}.',
    download: 'Download your translated documents now: {url}',
  },
  orderCompleted: {
    subject: 'Your translation is ready: order {orderNumber}',
    heading: 'Order {orderNumber} is complete',
    translatedDocuments: 'Translated documents',
    noneAttached: 'None attached',
    verificationCodes: '{count, plural, one {Verification code} other {Verification codes}}',
    verify:
      'Your certified translations carry these codes. Anyone receiving them can check they are genuine at {url} (enter the code).',
    download: 'Download your translated documents: {url}',
    deletionDate:
      'For your privacy, the documents of this order will be deleted from our servers on {date}. Please download your translated documents before then.',
  },
  documentsDeleted: {
    subject: 'Your documents for order {orderNumber} were deleted',
    heading: 'Your documents were deleted',
    deleted:
      'As you asked, on {date} we deleted the documents of order {orderNumber} from our servers: {files, plural, one {# file} other {# files}} — your original documents, the translations, their drafts and any certified PDF. They cannot be downloaded or recovered.',
    kept: 'We keep the order record, its amounts and your receipts (they hold none of your documents). A certified translation you already hold can still be checked with its verification code.',
    notYou: 'If you did not ask for this, write to us at {email}.',
  },
  draftReady: {
    subject: 'Your draft is ready to check: order {orderNumber}',
    subjectCorrected: 'Your corrected draft is ready: order {orderNumber}',
    heading: 'Please check the draft of your translation',
    headingCorrected: 'Please check the corrected draft',
    intro:
      'Before we finalise your translation, please check the draft — above all how names, dates and places are written. Each page is marked "DRAFT — not valid as a translation".',
    draft: 'Draft',
    round: 'Round {round}',
    countsApprovedOn: 'Counts as approved on',
    noRounds:
      'This service includes no correction rounds: please approve the draft, or contact us if something is wrong.',
    roundsUsed:
      'You have used all {allowed, plural, one {# correction round} other {# correction rounds}}: please approve the draft, or contact us if something is still wrong.',
    roundsLeft:
      'You may ask for corrections {left, plural, one {# more time} other {# more times}} (of {allowed}): name the document and page, and say what should change.',
    silence: 'If we hear nothing from you by {date}, the draft counts as approved and we finalise the translation.',
    check: 'Check the draft: {url}',
  },
  draftAutoApproved: {
    subject: 'Draft approved: order {orderNumber}',
    heading: 'Your draft counts as approved',
    text: 'We did not hear from you about draft round {round} within the time we gave, so it counts as approved and we are finalising your translation. If something is wrong, reply to this email at once.',
  },
  passwordReset: {
    subject: 'Reset your {brand} password',
    heading: 'Reset your password',
    hello: 'Hello there,',
    helloNamed: 'Hello {name},',
    intro:
      'Someone (hopefully you) asked to reset the password of your {brand} account. Open this link to choose a new one:',
    validity:
      'The link works once and expires in {minutes, plural, =60 {1 hour} other {# minutes}}. Setting a new password signs you in on the device where you set it and out on every other device.',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  emailVerification: {
    subject: 'Confirm your email address for {brand}',
    heading: 'Please confirm your email',
    headingNamed: 'Hi {name}, please confirm your email',
    intro:
      'Confirming your email lets us show every order you placed with this address in your account, including orders placed before you signed up.',
    confirm: 'Confirm your email: {url}',
    validity:
      'The link works once, expires in {hours, plural, one {# hour} other {# hours}} and stops working when you ask for a newer one or change your password. If you did not create an account, you can ignore this email.',
  },
} as const;
