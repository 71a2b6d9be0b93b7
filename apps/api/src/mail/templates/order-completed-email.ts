import { renderEmail, type TEmailContent } from '../render-email.ts';

/** The order page where the client downloads the delivered files (reached by its unguessable id). */
export const orderPageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(orderId)}`;

/** To the client when an admin completes the order: the admin's own message and the download link. */
export const orderCompletedEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  message,
  filenames,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  message: string;
  filenames: string[];
}): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `Your translation is ready: order ${orderNumber}`,
    heading: `Order ${orderNumber} is complete`,
    blocks: [
      { kind: 'quote', text: message },
      {
        kind: 'fields',
        rows: [
          ['Order number', orderNumber],
          ['Translated documents', filenames.length > 0 ? filenames.join(', ') : 'None attached'],
        ],
      },
      {
        kind: 'paragraph',
        text:
          filenames.length > 0
            ? `Download your translated documents: ${orderPageUrl(publicUrl, orderId)}`
            : `Your order page: ${orderPageUrl(publicUrl, orderId)}`,
      },
    ],
  });
