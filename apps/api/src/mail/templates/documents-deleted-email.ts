import { renderEmail, type TEmailContent } from '../render-email.ts';
import { formatEmailDate, orderPageUrl } from './order-completed-email.ts';

/** To the customer once they deleted their order's documents ("Delete my documents now", issue 32). */
export const documentsDeletedEmail = ({
  brandName,
  supportEmail,
  publicUrl,
  orderId,
  orderNumber,
  deletedAt,
  fileCount,
}: {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  deletedAt: Date;
  fileCount: number;
}): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `Your documents for order ${orderNumber} were deleted`,
    heading: 'Your documents were deleted',
    blocks: [
      {
        kind: 'paragraph',
        text: `As you asked, on ${formatEmailDate(deletedAt)} we deleted the documents of order ${orderNumber} from our servers: ${fileCount === 1 ? '1 file' : `${fileCount} files`} — your original documents, the translations, their drafts and any certified PDF. They cannot be downloaded or recovered.`,
      },
      {
        kind: 'paragraph',
        text: 'We keep the order record, its amounts and your receipts (they hold none of your documents). A certified translation you already hold can still be checked with its verification code.',
      },
      { kind: 'paragraph', text: `Your order: ${orderPageUrl(publicUrl, orderId)}` },
      { kind: 'paragraph', text: `If you did not ask for this, write to us at ${supportEmail}.` },
    ],
  });
