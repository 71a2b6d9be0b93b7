import { documentsForEmail } from '../documents-for-email.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';
import { formatEmailDate, orderPageUrl } from './order-completed-email.ts';

type TDraftEmailCommon = {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
};

const roundsText = (correctionsLeft: number, correctionsAllowed: number) => {
  if (correctionsAllowed === 0)
    return 'This service includes no correction rounds: please approve the draft, or contact us if something is wrong.';
  if (correctionsLeft === 0) {
    return `You have used all ${correctionsAllowed} correction round${correctionsAllowed === 1 ? '' : 's'}: please approve the draft, or contact us if something is still wrong.`;
  }
  return `You may ask for corrections ${correctionsLeft} more time${correctionsLeft === 1 ? '' : 's'} (of ${correctionsAllowed}): name the document and page, and say what should change.`;
};

/** To the customer when a draft round is ready for them to check (issue 30, the customer's draft approval). */
export const draftReadyEmail = ({
  round,
  correctionsLeft,
  correctionsAllowed,
  autoApproveAt,
  documentNames,
  ...common
}: TDraftEmailCommon & {
  round: number;
  correctionsLeft: number;
  correctionsAllowed: number;
  autoApproveAt: Date;
  documentNames: string[];
}): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `${round === 1 ? 'Your draft is ready to check' : 'Your corrected draft is ready'}: order ${common.orderNumber}`,
    heading: round === 1 ? 'Please check the draft of your translation' : 'Please check the corrected draft',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Before we finalise your translation, please check the draft — above all how names, dates and places are written. Each page is marked "DRAFT — not valid as a translation".',
      },
      {
        kind: 'fields',
        rows: [
          ['Order number', common.orderNumber],
          ['Documents', documentsForEmail(documentNames)],
          ['Draft', `Round ${round}`],
          ['Counts as approved on', formatEmailDate(autoApproveAt)],
        ],
      },
      { kind: 'paragraph', text: roundsText(correctionsLeft, correctionsAllowed) },
      {
        kind: 'paragraph',
        text: `If we hear nothing from you by ${formatEmailDate(autoApproveAt)}, the draft counts as approved and we finalise the translation.`,
      },
      { kind: 'paragraph', text: `Check the draft: ${orderPageUrl(common.publicUrl, common.orderId)}` },
    ],
  });

/** To the customer when an unanswered draft counted as approved. */
export const draftAutoApprovedEmail = ({ round, ...common }: TDraftEmailCommon & { round: number }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Draft approved: order ${common.orderNumber}`,
    heading: 'Your draft counts as approved',
    blocks: [
      {
        kind: 'paragraph',
        text: `We did not hear from you about draft round ${round} within the time we gave, so it counts as approved and we are finalising your translation. If something is wrong, reply to this email at once.`,
      },
      { kind: 'fields', rows: [['Order number', common.orderNumber]] },
      { kind: 'paragraph', text: `Your order: ${orderPageUrl(common.publicUrl, common.orderId)}` },
    ],
  });

/** To the agency inbox when a draft is approved (by the customer or automatically): the order is ready to finalise. */
export const draftApprovedAgencyEmail = ({
  round,
  automatic,
  ...common
}: TDraftEmailCommon & { round: number; automatic: boolean }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Draft approved${automatic ? ' automatically' : ''}: order ${common.orderNumber} is ready to finalise`,
    heading: `Order ${common.orderNumber}: draft approved`,
    blocks: [
      {
        kind: 'paragraph',
        text: automatic
          ? `The customer did not answer draft round ${round} in time, so it counts as approved. The order is final ready: finalise and deliver the translation.`
          : `The customer approved draft round ${round}. The order is final ready: finalise and deliver the translation.`,
      },
      {
        kind: 'paragraph',
        text: `Open it in the admin area: ${common.publicUrl.replace(/\/+$/, '')}/admin/orders/${encodeURIComponent(common.orderId)}`,
      },
    ],
  });
