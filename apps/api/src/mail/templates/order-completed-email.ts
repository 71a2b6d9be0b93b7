import { documentsForEmail } from '../documents-for-email.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** `Monday, March 2, 2026` — dates in emails are calendar days in UTC, the same for every reader. */
export const formatEmailDate = (date: Date): string =>
  date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

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
  verificationCodes = [],
  filesDeleteAt = null,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  message: string;
  filenames: string[];
  /** The generated certified translations' verification codes (XXXX-XXXX-XXXX), in the order's document order. */
  verificationCodes?: string[];
  /** When the order's documents are deleted under the retention policy. */
  filesDeleteAt?: Date | null;
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
          ['Translated documents', filenames.length > 0 ? documentsForEmail(filenames) : 'None attached'],
          ...(verificationCodes.length > 0
            ? [
                [
                  verificationCodes.length === 1 ? 'Verification code' : 'Verification codes',
                  verificationCodes.join(', '),
                ] as [string, string],
              ]
            : []),
        ],
      },
      ...(verificationCodes.length > 0
        ? [
            {
              kind: 'paragraph' as const,
              text: `Your certified translations carry these codes. Anyone receiving them can check they are genuine at ${publicUrl.replace(/\/+$/, '')}/verify (enter the code).`,
            },
          ]
        : []),
      {
        kind: 'paragraph',
        text:
          filenames.length > 0
            ? `Download your translated documents: ${orderPageUrl(publicUrl, orderId)}`
            : `Your order page: ${orderPageUrl(publicUrl, orderId)}`,
      },
      ...(filesDeleteAt
        ? [
            {
              kind: 'paragraph' as const,
              text: `For your privacy, the documents of this order will be deleted from our servers on ${formatEmailDate(filesDeleteAt)}. Please download your translated documents before then.`,
            },
          ]
        : []),
    ],
  });
