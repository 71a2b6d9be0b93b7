import { formatUsd } from '@sello/shared/pricing';
import { renderEmail, type TEmailContent } from '../render-email.ts';
import { formatEmailDate, orderPageUrl } from './order-completed-email.ts';

type TCommon = { brandName: string; supportEmail: string; publicUrl: string; orderId: string; orderNumber: string };

/** After the customer approved an official quote and online payment is off: how to pay, with the reference. */
export const bankTransferEmail = ({
  total,
  instructions,
  ...common
}: TCommon & { total: number; instructions: string }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `How to pay for order ${common.orderNumber}`,
    heading: 'Thank you for approving your quote',
    blocks: [
      { kind: 'paragraph', text: instructions },
      {
        kind: 'fields',
        rows: [
          ['Amount', formatUsd(total)],
          ['Payment reference', common.orderNumber],
        ],
      },
      { kind: 'paragraph', text: `Your order page: ${orderPageUrl(common.publicUrl, common.orderId)}` },
    ],
  });

/** A payment was received (or, for a quote discounted to $0, none was needed): the receipt is on the order page. */
export const paymentReceivedEmail = ({
  amount,
  method,
  deliveryDate,
  ...common
}: TCommon & {
  amount: number;
  method: string;
  /** The official quote's turnaround counted from this payment. */
  deliveryDate: Date;
}): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject:
      amount === 0
        ? `Order ${common.orderNumber} confirmed: no payment needed`
        : `Payment received for order ${common.orderNumber}`,
    heading: amount === 0 ? 'No payment needed — thank you for approving' : 'Payment received — thank you',
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Order number', common.orderNumber],
          ['Amount', formatUsd(amount)],
          ['Method', method],
          ['Delivery by', formatEmailDate(deliveryDate)],
        ],
      },
      {
        kind: 'paragraph',
        text: `Our translators are starting on your documents. Your receipt is on your order page: ${orderPageUrl(common.publicUrl, common.orderId)}`,
      },
    ],
  });

export const refundEmail = ({
  amount,
  reason,
  ...common
}: TCommon & { amount: number; reason: string }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Refund of ${formatUsd(amount)} for order ${common.orderNumber}`,
    heading: 'We have refunded you',
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Order number', common.orderNumber],
          ['Refunded', formatUsd(amount)],
          ['Reason', reason],
        ],
      },
      {
        kind: 'paragraph',
        text: `The credit note is on your order page: ${orderPageUrl(common.publicUrl, common.orderId)}. A card refund can take 5–10 business days to appear on your statement.`,
      },
    ],
  });

export const orderCancelledEmail = ({ reason, ...common }: TCommon & { reason: string }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Order ${common.orderNumber} has been cancelled`,
    heading: 'Your order has been cancelled',
    blocks: [
      { kind: 'quote', text: reason },
      {
        kind: 'paragraph',
        text: `If you have paid, any refund is shown on your order page: ${orderPageUrl(common.publicUrl, common.orderId)}. Questions? Simply reply to this email.`,
      },
    ],
  });
