import type { TLocale } from '@sello/shared/i18n/locales';
import { documentsForEmail } from '../documents-for-email.ts';
import { emailWords, orderPageUrl } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TDraftEmailCommon = {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  orderId: string;
  orderNumber: string;
};

/** The customer's emails are in the order's language. */
type TCustomerDraftEmail = TDraftEmailCommon & { locale: TLocale };

/** To the customer when a draft round is ready for them to check (issue 30, the customer's draft approval). */
export const draftReadyEmail = ({
  locale,
  round,
  correctionsLeft,
  correctionsAllowed,
  autoApproveAt,
  documentNames,
  ...common
}: TCustomerDraftEmail & {
  round: number;
  correctionsLeft: number;
  correctionsAllowed: number;
  autoApproveAt: Date;
  documentNames: string[];
}): TEmailContent => {
  const { m, t, date } = emailWords(locale);
  const { orderNumber } = common;
  const rounds =
    correctionsAllowed === 0
      ? m.draftReady.noRounds
      : correctionsLeft === 0
        ? t(m.draftReady.roundsUsed, { allowed: correctionsAllowed })
        : t(m.draftReady.roundsLeft, { left: correctionsLeft, allowed: correctionsAllowed });
  return renderEmail({
    locale,
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: t(round === 1 ? m.draftReady.subject : m.draftReady.subjectCorrected, { orderNumber }),
    heading: round === 1 ? m.draftReady.heading : m.draftReady.headingCorrected,
    blocks: [
      { kind: 'paragraph', text: m.draftReady.intro },
      {
        kind: 'fields',
        rows: [
          [m.common.orderNumber, orderNumber],
          [m.common.documents, documentsForEmail(documentNames, locale)],
          [m.draftReady.draft, t(m.draftReady.round, { round })],
          [m.draftReady.countsApprovedOn, date(autoApproveAt)],
        ],
      },
      { kind: 'paragraph', text: rounds },
      { kind: 'paragraph', text: t(m.draftReady.silence, { date: date(autoApproveAt) }) },
      {
        kind: 'paragraph',
        text: t(m.draftReady.check, { url: orderPageUrl(common.publicUrl, common.orderId, locale) }),
      },
    ],
  });
};

/** To the customer when an unanswered draft counted as approved. */
export const draftAutoApprovedEmail = ({
  locale,
  round,
  ...common
}: TCustomerDraftEmail & { round: number }): TEmailContent => {
  const { m, t } = emailWords(locale);
  return renderEmail({
    locale,
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: t(m.draftAutoApproved.subject, { orderNumber: common.orderNumber }),
    heading: m.draftAutoApproved.heading,
    blocks: [
      { kind: 'paragraph', text: t(m.draftAutoApproved.text, { round }) },
      { kind: 'fields', rows: [[m.common.orderNumber, common.orderNumber]] },
      {
        kind: 'paragraph',
        text: t(m.common.yourOrder, { url: orderPageUrl(common.publicUrl, common.orderId, locale) }),
      },
    ],
  });
};

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
