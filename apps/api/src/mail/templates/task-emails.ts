import { LANGUAGES, type TLanguage } from '@sello/shared/constants';
import type { TTaskRole } from '@sello/shared/task-schemas';
import { formatEmailDate } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

/** The task's page in the staff area ("My work"). */
export const taskPageUrl = (publicUrl: string, taskId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/admin/work/${encodeURIComponent(taskId)}`;

export type TTaskEmailCommon = {
  brandName: string;
  supportEmail: string;
  publicUrl: string;
  taskId: string;
  orderNumber: string;
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
  dueAt: Date;
  documentCount: number;
};

const taskFields = (common: TTaskEmailCommon): Array<[string, string]> => [
  ['Order', common.orderNumber],
  ['Languages', `${LANGUAGES[common.sourceLanguage].name} → ${LANGUAGES[common.targetLanguage].name}`],
  ['Documents', String(common.documentCount)],
  ['Due', formatEmailDate(common.dueAt, 'en')],
];

/** To the translator and the reviewer a project manager assigned (staff emails: no customer details). */
export const taskAssignedEmail = ({ role, ...common }: TTaskEmailCommon & { role: TTaskRole }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `New ${role === 'translator' ? 'translation' : 'review'} task: order ${common.orderNumber}`,
    heading: role === 'translator' ? 'A translation is waiting for you' : 'You will review a translation',
    blocks: [
      {
        kind: 'paragraph',
        text:
          role === 'translator'
            ? 'You have been assigned a translation. Open the task to see the documents, then accept or decline it.'
            : 'You have been assigned as the reviewer of a translation. We will email you when a version is ready.',
      },
      { kind: 'fields', rows: taskFields(common) },
      { kind: 'paragraph', text: `Your task: ${taskPageUrl(common.publicUrl, common.taskId)}` },
    ],
  });

/** To the reviewer when the translator uploads a version. */
export const versionReadyEmail = ({ version, ...common }: TTaskEmailCommon & { version: number }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Ready for review: order ${common.orderNumber} (version ${version})`,
    heading: 'A translation is ready for your review',
    blocks: [
      { kind: 'fields', rows: taskFields(common) },
      { kind: 'paragraph', text: `Review it: ${taskPageUrl(common.publicUrl, common.taskId)}` },
    ],
  });

/** To the translator when the reviewer returns a version with comments. */
export const versionReturnedEmail = ({ comments, ...common }: TTaskEmailCommon & { comments: string }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Changes requested: order ${common.orderNumber}`,
    heading: 'The reviewer returned your translation',
    blocks: [
      { kind: 'quote', text: comments },
      { kind: 'fields', rows: taskFields(common) },
      { kind: 'paragraph', text: `Your task: ${taskPageUrl(common.publicUrl, common.taskId)}` },
    ],
  });

/** To the translator when the customer asks for corrections of the draft: what they asked, per document and page. */
export const customerCorrectionsEmail = ({
  round,
  corrections,
  ...common
}: TTaskEmailCommon & { round: number; corrections: string[] }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Customer corrections: order ${common.orderNumber} (draft ${round})`,
    heading: 'The customer asked for corrections of the draft',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Please correct the translation as the customer asks below and upload a new version; the reviewer checks it before the customer sees the next draft.',
      },
      { kind: 'quote', text: corrections.join('\n') },
      { kind: 'fields', rows: taskFields(common) },
      { kind: 'paragraph', text: `Your task: ${taskPageUrl(common.publicUrl, common.taskId)}` },
    ],
  });

/** The reviewed translation could not be made into the customer's PDF draft: the task is back with its translator. */
export const draftNotMadeEmail = ({ reason, ...common }: TTaskEmailCommon & { reason: string }): TEmailContent =>
  renderEmail({
    brandName: common.brandName,
    supportEmail: common.supportEmail,
    subject: `Translation could not be made into a draft: order ${common.orderNumber}`,
    heading: 'Please upload your translation again',
    blocks: [
      { kind: 'quote', text: reason },
      {
        kind: 'paragraph',
        text: 'The reviewer checks the new version before the customer sees the draft.',
      },
      { kind: 'fields', rows: taskFields(common) },
      { kind: 'paragraph', text: `Your task: ${taskPageUrl(common.publicUrl, common.taskId)}` },
    ],
  });
