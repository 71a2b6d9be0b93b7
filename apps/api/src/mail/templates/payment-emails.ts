import type { TLocale } from '@sello/shared/i18n/locales';
import { emailWords, orderPageUrl } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** The customer's payment emails are in the order's language. */
type TCommon = {
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
};

/**
 * After the customer approved an official quote and online payment is off: how to pay, with the reference. The
 * instructions are the agency's own text (Settings › bank transfer), printed as written.
 */
export const bankTransferEmail = ({
  total,
  instructions,
  ...common
}: TCommon & { total: number; instructions: string }): TEmailContent => {
  const { m, t, money } = emailWords(common.locale);
  return renderEmail({
    locale: common.locale,
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: t(m.bankTransfer.subject, { orderNumber: common.orderNumber }),
    heading: m.bankTransfer.heading,
    blocks: [
      { kind: 'paragraph', text: instructions },
      {
        kind: 'fields',
        rows: [
          [m.common.amount, money(total)],
          [m.bankTransfer.paymentReference, common.orderNumber],
        ],
      },
      {
        kind: 'paragraph',
        text: t(m.common.yourOrderPage, { url: orderPageUrl(common.publicUrl, common.orderId, common.locale) }),
      },
    ],
  });
};

/** A payment was received (or, for a quote discounted to $0, none was needed): the receipt is on the order page. */
export const paymentReceivedEmail = ({
  amount,
  method,
  deliveryDate,
  ...common
}: TCommon & {
  amount: number;
  /** The payment's method code (`bank_transfer`, `stripe`…); an unknown one is printed as it is. */
  method: string;
  /** The official quote's turnaround counted from this payment. */
  deliveryDate: Date;
}): TEmailContent => {
  const { m, t, date, money, words } = emailWords(common.locale);
  const { orderNumber } = common;
  return renderEmail({
    locale: common.locale,
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: t(amount === 0 ? m.paymentReceived.subjectFree : m.paymentReceived.subject, { orderNumber }),
    heading: amount === 0 ? m.paymentReceived.headingFree : m.paymentReceived.heading,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [m.common.orderNumber, orderNumber],
          [m.common.amount, money(amount)],
          [m.paymentReceived.method, (words.paymentMethods as Record<string, string>)[method] ?? method],
          [m.paymentReceived.deliveryBy, date(deliveryDate)],
        ],
      },
      {
        kind: 'paragraph',
        text: t(m.paymentReceived.starting, { url: orderPageUrl(common.publicUrl, common.orderId, common.locale) }),
      },
    ],
  });
};

export const refundEmail = ({
  amount,
  reason,
  ...common
}: TCommon & { amount: number; reason: string }): TEmailContent => {
  const { m, t, money } = emailWords(common.locale);
  return renderEmail({
    locale: common.locale,
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: t(m.refund.subject, { amount: money(amount), orderNumber: common.orderNumber }),
    heading: m.refund.heading,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [m.common.orderNumber, common.orderNumber],
          [m.refund.refunded, money(amount)],
          [m.refund.reason, reason],
        ],
      },
      {
        kind: 'paragraph',
        text: t(m.refund.creditNote, { url: orderPageUrl(common.publicUrl, common.orderId, common.locale) }),
      },
    ],
  });
};

export const orderCancelledEmail = ({ reason, ...common }: TCommon & { reason: string }): TEmailContent => {
  const { m, t } = emailWords(common.locale);
  return renderEmail({
    locale: common.locale,
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: t(m.orderCancelled.subject, { orderNumber: common.orderNumber }),
    heading: m.orderCancelled.heading,
    blocks: [
      { kind: 'quote', text: reason },
      {
        kind: 'paragraph',
        text: t(m.orderCancelled.refundShown, { url: orderPageUrl(common.publicUrl, common.orderId, common.locale) }),
      },
    ],
  });
};
