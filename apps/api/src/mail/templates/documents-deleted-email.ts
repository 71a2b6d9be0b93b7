import type { TLocale } from '@sello/shared/i18n/locales';
import { emailWords, orderPageUrl } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** To the customer once they deleted their order's documents ("Delete my documents now", issue 32). */
export const documentsDeletedEmail = ({
  locale,
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  deletedAt,
  fileCount,
}: {
  /** The order's language. */
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  deletedAt: Date;
  fileCount: number;
}): TEmailContent => {
  const { m, t, date } = emailWords(locale);
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.documentsDeleted.subject, { orderNumber }),
    heading: m.documentsDeleted.heading,
    blocks: [
      {
        kind: 'paragraph',
        text: t(m.documentsDeleted.deleted, { date: date(deletedAt), orderNumber, files: fileCount }),
      },
      { kind: 'paragraph', text: m.documentsDeleted.kept },
      { kind: 'paragraph', text: t(m.common.yourOrder, { url: orderPageUrl(publicUrl, orderId, locale) }) },
      { kind: 'paragraph', text: t(m.documentsDeleted.notYou, { email: supportEmail }) },
    ],
  });
};
