import { LANGUAGES, type TLanguage } from '@sello/shared/constants';
import { NAME_NOT_SHOWN, nameForEmail } from '@sello/shared/person-name';
import { formatUsd } from '@sello/shared/pricing';
import { documentsForEmail } from '../documents-for-email.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

export type TOrderEmailFacts = {
  orderId: string;
  orderNumber: string;
  serviceType: 'professional' | 'sworn';
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
  totalDollars: number;
  pages: number;
  words: number;
  filenames: string[];
  customer: { firstName: string; lastName: string; email: string; phone: string; company: string | null };
  estimatedDelivery: Date | null;
};

const SERVICE_NAMES = { professional: 'Professional translation', sworn: 'Sworn (certified) translation' } as const;
const pair = (facts: TOrderEmailFacts) =>
  `${LANGUAGES[facts.sourceLanguage].name} → ${LANGUAGES[facts.targetLanguage].name}`;
const deliveryText = (date: Date | null) =>
  date
    ? date.toLocaleDateString('en-US', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : 'To be confirmed';

/** What happens after submission, in order: the real flow (issue 32), the draft step only when this order has one. */
const nextSteps = (draftToCheck: boolean): string[] => [
  '1. We review your documents within 24 hours and confirm the page and word count.',
  '2. We email you an official quote with the final price and delivery date. Rush delivery, notarization and posted hard copies can be added to the official quote: reply to this email if you need them.',
  '3. You approve the quote and pay on your order page. Nothing is charged before you approve.',
  draftToCheck
    ? '4. We translate your documents, and you check a draft of the translation before we issue the final one.'
    : '4. We translate your documents.',
  '5. We email you when your translation is ready to download from your order page.',
];

/** To the customer, right after submission: what we received, what happens next and where to follow it. */
export const orderReceivedEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  facts,
  draftToCheck,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  facts: TOrderEmailFacts;
  /** The settings ask this service's customers to approve a draft before the final translation. */
  draftToCheck: boolean;
}): TEmailContent => {
  const name = nameForEmail(facts.customer.firstName, '');
  return renderEmail({
    brandName,
    supportEmail,
    subject: `We received your project ${facts.orderNumber}`,
    heading: name ? `Thank you, ${name} — your project is in` : 'Thank you — your project is in',
    blocks: [
      { kind: 'paragraph', text: 'No payment has been taken. Here is what happens next:' },
      ...nextSteps(draftToCheck).map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'fields',
        rows: [
          ['Project number', facts.orderNumber],
          ['Service', SERVICE_NAMES[facts.serviceType]],
          ['Languages', pair(facts)],
          ['Documents', documentsForEmail(facts.filenames)],
          ['Pages / words', `${facts.pages} / ${facts.words}`],
          ['Estimated total', formatUsd(facts.totalDollars)],
          ['Estimated delivery', deliveryText(facts.estimatedDelivery)],
        ],
      },
      { kind: 'paragraph', text: `Track your project: ${publicUrl}/order-tracking?id=${facts.orderId}` },
    ],
  });
};

/** To the support address: a new project to review. */
export const newProjectEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  facts,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  facts: TOrderEmailFacts;
}): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `New project ${facts.orderNumber}: ${SERVICE_NAMES[facts.serviceType]}, ${pair(facts)}, ${formatUsd(facts.totalDollars)}`,
    heading: `New project ${facts.orderNumber}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Customer', nameForEmail(`${facts.customer.firstName} ${facts.customer.lastName}`, NAME_NOT_SHOWN)],
          ['Email', facts.customer.email],
          ['Phone', facts.customer.phone],
          ['Company', facts.customer.company ?? '—'],
          ['Service', SERVICE_NAMES[facts.serviceType]],
          ['Languages', pair(facts)],
          ['Documents', facts.filenames.join(', ')],
          ['Pages / words', `${facts.pages} / ${facts.words}`],
          ['Estimated total', formatUsd(facts.totalDollars)],
        ],
      },
      { kind: 'paragraph', text: `Open it in the admin area: ${publicUrl}/admin/orders/${facts.orderId}` },
    ],
  });
