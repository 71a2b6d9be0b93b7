import { nameForEmail } from '@sello/shared/person-name';
import { formatUsd } from '@sello/shared/pricing';
import { renderEmail, type TEmailContent } from '../render-email.ts';
import { formatEmailDate, orderPageUrl } from './order-completed-email.ts';

/** To the customer when staff send (or replace) the official quote: the total, its validity and where to approve it. */
export const officialQuoteEmail = ({
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
}): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `Your official quote for order ${orderNumber}: ${formatUsd(total)}`,
    heading: replacesEarlier ? 'Your updated official quote' : 'Your official quote is ready',
    blocks: [
      {
        kind: 'paragraph',
        text: `Dear ${nameForEmail(firstName, 'Customer')}, our translators have reviewed your documents${
          replacesEarlier ? ' again; this quote replaces the earlier one' : ''
        }. ${total === 0 ? 'No payment is needed: the total is $0.00.' : 'Nothing is charged until you approve it.'}`,
      },
      {
        kind: 'fields',
        rows: [
          ['Order number', orderNumber],
          ['Official total', formatUsd(total)],
          ['Instant estimate', formatUsd(estimatedTotal)],
          [
            'Delivery',
            `${turnaroundDays} business day${turnaroundDays === 1 ? '' : 's'} after payment (${formatEmailDate(deliveryDate)} if paid today)`,
          ],
          ['Valid until', formatEmailDate(validUntil)],
        ],
      },
      {
        kind: 'paragraph',
        text: `See every line, and ${total === 0 ? 'approve it to start' : 'approve and pay'}, on your order page: ${orderPageUrl(publicUrl, orderId)}`,
      },
    ],
  });
