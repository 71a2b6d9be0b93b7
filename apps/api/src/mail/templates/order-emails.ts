import type { TLanguage } from '@sello/shared/constants';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import { NAME_NOT_SHOWN, nameForEmail } from '@sello/shared/person-name';
import { formatUsd } from '@sello/shared/pricing';
import { sharedWords } from '../../i18n/format-message.ts';
import { documentsForEmail } from '../documents-for-email.ts';
import { emailWords, trackingUrl } from '../email-words.ts';
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
  /** The language the customer ordered in. */
  locale: TLocale;
};

/** `Spanish → English`, in the reader's language. */
const pair = (facts: TOrderEmailFacts, locale: TLocale) => {
  const { languages } = sharedWords(locale);
  return `${languages[facts.sourceLanguage]} → ${languages[facts.targetLanguage]}`;
};

/** To the customer, right after submission, in their language: what we received, what happens next (the real flow, issue 32; the draft step only when this order has one) and where to follow it. */
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
  const { locale } = facts;
  const { m, t, date, money, words } = emailWords(locale);
  const name = nameForEmail(facts.customer.firstName, '');
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale]);
  const steps = [
    m.orderReceived.stepReview,
    m.orderReceived.stepQuote,
    m.orderReceived.stepApprove,
    draftToCheck ? m.orderReceived.stepTranslateWithDraft : m.orderReceived.stepTranslate,
    m.orderReceived.stepReady,
  ];
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.orderReceived.subject, { orderNumber: facts.orderNumber }),
    heading: name ? t(m.orderReceived.headingNamed, { name }) : m.orderReceived.heading,
    blocks: [
      { kind: 'paragraph', text: m.orderReceived.intro },
      ...steps.map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'fields',
        rows: [
          [m.orderReceived.projectNumber, facts.orderNumber],
          [m.orderReceived.service, words.services[facts.serviceType]],
          [m.orderReceived.languages, pair(facts, locale)],
          [m.common.documents, documentsForEmail(facts.filenames, locale)],
          [m.orderReceived.pagesWords, `${number.format(facts.pages)} / ${number.format(facts.words)}`],
          [m.orderReceived.estimatedTotal, money(facts.totalDollars)],
          [
            m.common.estimatedDelivery,
            facts.estimatedDelivery ? date(facts.estimatedDelivery) : m.common.toBeConfirmed,
          ],
        ],
      },
      { kind: 'paragraph', text: t(m.orderReceived.track, { url: trackingUrl(publicUrl, facts.orderId, locale) }) },
    ],
  });
};

/** The customer's language, named for staff (they write the completion message in it). */
const ORDERED_IN: Record<TLocale, string> = { en: 'English', es: 'Spanish', fr: 'French' };

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
    subject: `New project ${facts.orderNumber}: ${sharedWords('en').services[facts.serviceType]}, ${pair(facts, 'en')}, ${formatUsd(facts.totalDollars)}`,
    heading: `New project ${facts.orderNumber}`,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Customer', nameForEmail(`${facts.customer.firstName} ${facts.customer.lastName}`, NAME_NOT_SHOWN)],
          ['Email', facts.customer.email],
          ['Phone', facts.customer.phone],
          ['Company', facts.customer.company ?? '—'],
          ['Service', sharedWords('en').services[facts.serviceType]],
          ['Languages', pair(facts, 'en')],
          ['Documents', facts.filenames.join(', ')],
          ['Pages / words', `${facts.pages} / ${facts.words}`],
          ['Estimated total', formatUsd(facts.totalDollars)],
          ['Ordered in', ORDERED_IN[facts.locale]],
        ],
      },
      { kind: 'paragraph', text: `Open it in the admin area: ${publicUrl}/admin/orders/${facts.orderId}` },
    ],
  });
