import type { TLocale } from '@sello/shared/i18n/locales';
import { nameForEmail } from '@sello/shared/person-name';
import { emailWords, orderPageUrl } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** To the customer when staff send (or replace) the official quote: the total, its validity and where to approve it. */
export const officialQuoteEmail = ({
  locale,
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  firstName,
  total,
  estimatedTotal,
  deliveryDate,
  turnaroundDays,
  validUntil,
  replacesEarlier,
}: {
  /** The order's language. */
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  firstName: string;
  /** US dollars. */
  total: number;
  estimatedTotal: number;
  /** The delivery date if the customer pays today. */
  deliveryDate: Date;
  /** Business days from the payment to the delivery (the quote's turnaround). */
  turnaroundDays: number;
  validUntil: Date;
  replacesEarlier: boolean;
}): TEmailContent => {
  const { m, t, date, money } = emailWords(locale);
  const name = nameForEmail(firstName, '');
  const reviewed = replacesEarlier
    ? name
      ? t(m.officialQuote.reviewedAgainNamed, { name })
      : m.officialQuote.reviewedAgain
    : name
      ? t(m.officialQuote.reviewedNamed, { name })
      : m.officialQuote.reviewed;
  const url = orderPageUrl(publicUrl, orderId, locale);
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.officialQuote.subject, { orderNumber, total: money(total) }),
    heading: replacesEarlier ? m.officialQuote.headingUpdated : m.officialQuote.heading,
    blocks: [
      {
        kind: 'paragraph',
        text: `${reviewed} ${total === 0 ? t(m.officialQuote.noPayment, { total: money(0) }) : m.officialQuote.nothingCharged}`,
      },
      {
        kind: 'fields',
        rows: [
          [m.common.orderNumber, orderNumber],
          [m.officialQuote.officialTotal, money(total)],
          [m.officialQuote.instantEstimate, money(estimatedTotal)],
          [
            m.officialQuote.delivery,
            t(m.officialQuote.deliveryValue, { days: turnaroundDays, date: date(deliveryDate) }),
          ],
          [m.officialQuote.validUntil, date(validUntil)],
        ],
      },
      {
        kind: 'paragraph',
        text: t(total === 0 ? m.officialQuote.approveToStart : m.officialQuote.approveAndPay, { url }),
      },
    ],
  });
};
