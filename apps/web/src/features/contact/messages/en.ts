/** The contact page's words, in English. */
export const en = {
  page: {
    eyebrow: 'Contact',
    title: 'How can we help?',
    lead: 'Questions about a document, a quote or an order? Send us a message and we’ll get back to you.',
    otherWays: 'Other ways to reach us',
    email: 'Email',
    responseTime: 'Response time',
    replyTime: 'We aim to reply within one business day.',
    alreadyOrdered: 'Already ordered?',
    seeStatus: 'See the status of your order at any time.',
    trackOrder: 'Track your order',
    formHeading: 'Send us a message',
    formLead: 'Fill in the form and we’ll answer by email.',
  },
  form: {
    label: 'Contact form',
    sentTitle: 'Message sent successfully!',
    sentText: 'Thank you for getting in touch. We aim to reply within one business day.',
    failedTitle: 'Your message could not be sent',
    failed: 'Failed to send message',
    subject: 'Subject',
    message: 'Message',
    messagePlaceholder: 'How can we help? If it is about an order, include your order number.',
    sending: 'Sending…',
    send: 'Send message',
    /** The subjects as the visitor reads them; the form sends their values (general, quote…). */
    subjects: {
      general: 'General inquiry',
      quote: 'Quote request',
      support: 'Order support',
      billing: 'Billing',
      partnership: 'Partnership',
      other: 'Other',
    },
  },
} as const;
