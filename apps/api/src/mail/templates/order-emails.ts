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

/** To the customer, right after submission: what we received and where to follow it. */
export const orderReceivedEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  facts,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  facts: TOrderEmailFacts;
}): TEmailContent => {
  const name = nameForEmail(facts.customer.firstName, '');
  return renderEmail({
    brandName,
    supportEmail,
    subject: `We received your project ${facts.orderNumber}`,
    heading: name ? `Thank you, ${name} — your project is in` : 'Thank you — your project is in',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Our team reviews every project within 24 hours and will email you if anything needs your attention. No payment has been taken.',
      },
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
