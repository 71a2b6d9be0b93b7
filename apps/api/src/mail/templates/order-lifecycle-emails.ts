import { renderEmail, type TEmailContent } from '../render-email.ts';
import { formatEmailDate, orderPageUrl } from './order-completed-email.ts';

/** The public tracking page of an order (reached by its unguessable id). */
export const trackingUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/order-tracking?id=${encodeURIComponent(orderId)}`;

/** The status the customer is told about by email when staff set it (payment, completion and cancellation have their own emails). */
export type TNotifiedStatus = 'IN_PROGRESS';

const STATUS_COPY: Record<TNotifiedStatus, { subject: string; heading: string; text: string }> = {
  IN_PROGRESS: {
    subject: 'Translation started',
    heading: 'Your translation has started',
    text: 'A professional translator is now working on your documents. We will email you as soon as they are ready.',
  },
};

/** To the customer when staff start the translation (IN_PROGRESS). */
export const orderStatusChangedEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  status,
  estimatedDelivery,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  status: TNotifiedStatus;
  estimatedDelivery: Date | null;
}): TEmailContent => {
  const copy = STATUS_COPY[status];
  return renderEmail({
    brandName,
    supportEmail,
    subject: `${copy.subject}: order ${orderNumber}`,
    heading: copy.heading,
    blocks: [
      { kind: 'paragraph', text: copy.text },
      {
        kind: 'fields',
        rows: [
          ['Order number', orderNumber],
          ['Estimated delivery', estimatedDelivery ? formatEmailDate(estimatedDelivery) : 'To be confirmed'],
        ],
      },
      { kind: 'paragraph', text: `Track your order: ${trackingUrl(publicUrl, orderId)}` },
    ],
  });
};

/** To the customer a few days before the order's files are deleted under the retention policy. */
export const filesDeletionReminderEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  deleteAt,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  deleteAt: Date;
}): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `Your files for order ${orderNumber} will be deleted on ${formatEmailDate(deleteAt)}`,
    heading: 'Download your translation before it is deleted',
    blocks: [
      {
        kind: 'paragraph',
        text: `To protect your privacy, we delete the documents of every order after a fixed period. The documents of order ${orderNumber} will be deleted on ${formatEmailDate(deleteAt)}.`,
      },
      {
        kind: 'paragraph',
        text: `Download your translated documents now: ${orderPageUrl(publicUrl, orderId)}`,
      },
    ],
  });
