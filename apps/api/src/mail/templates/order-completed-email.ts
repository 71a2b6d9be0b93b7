import type { TLocale } from '@sello/shared/i18n/locales';
import { documentsForEmail } from '../documents-for-email.ts';
import { customerPageUrl, emailWords, orderPageUrl } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** To the client when an admin completes the order: the admin's own message and the download link. */
export const orderCompletedEmail = ({
  locale,
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
  /** The order's language. */
  locale: TLocale;
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
}): TEmailContent => {
  const { m, t, date } = emailWords(locale);
  const url = orderPageUrl(publicUrl, orderId, locale);
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.orderCompleted.subject, { orderNumber }),
    heading: t(m.orderCompleted.heading, { orderNumber }),
    blocks: [
      { kind: 'quote', text: message },
      {
        kind: 'fields',
        rows: [
          [m.common.orderNumber, orderNumber],
          [
            m.orderCompleted.translatedDocuments,
            filenames.length > 0 ? documentsForEmail(filenames, locale) : m.orderCompleted.noneAttached,
          ],
          ...(verificationCodes.length > 0
            ? [
                [
                  t(m.orderCompleted.verificationCodes, { count: verificationCodes.length }),
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
              text: t(m.orderCompleted.verify, { url: customerPageUrl(publicUrl, locale, '/verify') }),
            },
          ]
        : []),
      {
        kind: 'paragraph',
        text: filenames.length > 0 ? t(m.orderCompleted.download, { url }) : t(m.common.yourOrderPage, { url }),
      },
      ...(filesDeleteAt
        ? [{ kind: 'paragraph' as const, text: t(m.orderCompleted.deletionDate, { date: date(filesDeleteAt) }) }]
        : []),
    ],
  });
};
