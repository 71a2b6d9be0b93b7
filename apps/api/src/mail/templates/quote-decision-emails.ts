import { formatUsd } from '@sello/shared/pricing';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TAgencyEmailCommon = {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
  quoteVersion: number;
  total: number;
};

const adminOrderLink = ({ publicUrl, orderId }: Pick<TAgencyEmailCommon, 'publicUrl' | 'orderId'>) =>
  `Open it in the admin area: ${publicUrl.replace(/\/+$/, '')}/admin/orders/${encodeURIComponent(orderId)}`;

const quoteRow = ({ quoteVersion, total }: TAgencyEmailCommon): [string, string] => [
  'Official quote',
  `Version ${quoteVersion} · ${formatUsd(total)}`,
];

/** To the agency: the customer asked a question about the official quote; replying answers the customer. */
export const quoteQuestionEmail = ({
  message,
  customerEmail,
  ...common
}: TAgencyEmailCommon & { message: string; customerEmail: string }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Question about the official quote for order ${common.orderNumber}`,
    heading: `Order ${common.orderNumber}: a question about the quote`,
    blocks: [
      { kind: 'fields', rows: [['Order number', common.orderNumber], quoteRow(common), ['From', customerEmail]] },
      { kind: 'quote', text: message },
      { kind: 'paragraph', text: 'Reply to this email to answer the customer directly.' },
      { kind: 'paragraph', text: adminOrderLink(common) },
    ],
  });

/** To the agency: the customer declined the official quote, so the order is cancelled. */
export const quoteDeclinedEmail = ({
  reason,
  ...common
}: TAgencyEmailCommon & { reason: string | undefined }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Quote declined: order ${common.orderNumber} is cancelled`,
    heading: `Order ${common.orderNumber}: the customer declined the quote`,
    blocks: [
      { kind: 'fields', rows: [['Order number', common.orderNumber], quoteRow(common)] },
      reason ? { kind: 'quote', text: reason } : { kind: 'paragraph', text: 'The customer gave no reason.' },
      { kind: 'paragraph', text: 'The order is cancelled; nothing was paid.' },
      { kind: 'paragraph', text: adminOrderLink(common) },
    ],
  });
