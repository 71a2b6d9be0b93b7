/** The words of why choose us (home page), in English. */
export const en = {
  why: {
    eyebrow: 'Why choose us',
    title: 'Translation you can rely on',
    lead: 'Important documents deserve care, clear prices and a team you can reach.',
    estimateTitle: 'Instant, transparent estimate',
    estimateText:
      'We count the words and pages in your files, scans included, and show your price straight away. No emails back and forth.',
    peopleTitle: 'Translated by people',
    peopleText:
      'Professional translators work on every order, and our team checks each translation before it is delivered to you.',
    privateTitle: 'Private and secure',
    privateText: 'Your files travel encrypted over HTTPS and are stored privately, accessible only to our team.',
    privateTextWithRetention:
      'Your files travel encrypted over HTTPS and are stored privately. Uploads without an order are deleted after {hours, plural, one {# hour} other {# hours}}; order files {days, plural, one {# day} other {# days}} after delivery.',
    trackTitle: 'Track every step',
    trackText:
      'Follow your order online, with the date of every status change, from the moment you place it to delivery.',
    swornTitle: 'Sworn translations for Spain',
    swornText: 'English ↔ Spanish sworn translations for visas, residency, university and other official procedures.',
    helpTitle: 'Help from real people',
    helpText: 'Questions about a document or an order? Write to us: we aim to reply within one business day.',
  },
} as const;
