import type { TLocale } from '@sello/shared/i18n/locales';
import { emailWords, orderPageUrl, trackingUrl } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** The status the customer is told about by email when staff set it (payment, completion and cancellation have their own emails). */
export type TNotifiedStatus = 'IN_PROGRESS';

/** To the customer when staff start the translation (IN_PROGRESS), in the order's language. */
export const orderStatusChangedEmail = ({
  locale,
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  estimatedDelivery,
}: {
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  status: TNotifiedStatus;
  estimatedDelivery: Date | null;
}): TEmailContent => {
  const { m, t, date } = emailWords(locale);
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.translationStarted.subject, { orderNumber }),
    heading: m.translationStarted.heading,
    blocks: [
      { kind: 'paragraph', text: m.translationStarted.text },
      {
        kind: 'fields',
        rows: [
          [m.common.orderNumber, orderNumber],
          [m.common.estimatedDelivery, estimatedDelivery ? date(estimatedDelivery) : m.common.toBeConfirmed],
        ],
      },
      { kind: 'paragraph', text: t(m.translationStarted.track, { url: trackingUrl(publicUrl, orderId, locale) }) },
    ],
  });
};

/** To the customer a few days before the order's files are deleted under the retention policy. */
export const filesDeletionReminderEmail = ({
  locale,
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  deleteAt,
}: {
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  deleteAt: Date;
}): TEmailContent => {
  const { m, t, date } = emailWords(locale);
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.filesDeletionReminder.subject, { orderNumber, date: date(deleteAt) }),
    heading: m.filesDeletionReminder.heading,
    blocks: [
      { kind: 'paragraph', text: t(m.filesDeletionReminder.text, { orderNumber, date: date(deleteAt) }) },
      {
        kind: 'paragraph',
        text: t(m.filesDeletionReminder.download, { url: orderPageUrl(publicUrl, orderId, locale) }),
      },
    ],
  });
};
