import type { TTaskRole } from '@sello/shared/task-schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TMailer } from '../../mail/mailer.ts';
import {
  customerCorrectionsEmail,
  draftNotMadeEmail,
  type TTaskEmailCommon,
  taskAssignedEmail,
  versionReadyEmail,
  versionReturnedEmail,
} from '../../mail/templates/task-emails.ts';
import { documentsOfTask, selectTasks } from './task-rows.ts';

export type TTaskMailContext = {
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  supportEmail: string;
};

type TTaskEmail =
  | { kind: 'assigned'; role: TTaskRole }
  | { kind: 'version-ready'; version: number }
  | { kind: 'version-returned'; version: number; comments: string }
  /** The customer asked for corrections of the draft (round `round`); `corrections` as "Document, page n: comment". */
  | { kind: 'customer-corrections'; round: number; corrections: string[] }
  /** The approved version could not be made into the customer's draft (round `draftId`); `reason` as the task shows it. */
  | { kind: 'draft-not-made'; draftId: string; reason: string };

const recipientRole = (email: TTaskEmail): TTaskRole => {
  if (email.kind === 'assigned') return email.role;
  return email.kind === 'version-ready' ? 'reviewer' : 'translator';
};

const emailContent = (email: TTaskEmail, role: TTaskRole, common: TTaskEmailCommon) => {
  if (email.kind === 'assigned') return taskAssignedEmail({ ...common, role });
  if (email.kind === 'version-ready') return versionReadyEmail({ ...common, version: email.version });
  if (email.kind === 'version-returned') return versionReturnedEmail({ ...common, comments: email.comments });
  if (email.kind === 'draft-not-made') return draftNotMadeEmail({ ...common, reason: email.reason });
  return customerCorrectionsEmail({ ...common, round: email.round, corrections: email.corrections });
};

/** Puts one task email in the outbox inside the caller's transaction; returns its outbox id for dispatch after commit. */
export const enqueueTaskEmail = async (
  trx: Transaction<Database>,
  context: TTaskMailContext,
  taskId: string,
  email: TTaskEmail,
): Promise<string | null> => {
  const task = await selectTasks(trx).where('order_tasks.id', '=', taskId).executeTakeFirstOrThrow();
  const role = recipientRole(email);
  const recipientId = role === 'translator' ? task.translator_id : task.reviewer_id;
  const recipient = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', recipientId)
    .executeTakeFirstOrThrow();
  const documents = await trx
    .selectFrom('files')
    .select(['id', 'order_id'])
    .where('order_id', '=', task.order_id)
    .where('kind', '=', 'SOURCE')
    .where('status', '=', 'uploaded')
    .execute();
  const common: TTaskEmailCommon = {
    brandName: context.env.BRAND_NAME,
    supportEmail: context.supportEmail,
    publicUrl: context.env.PUBLIC_URL,
    taskId: task.id,
    orderNumber: task.order_number,
    sourceLanguage: task.source_language,
    targetLanguage: task.target_language,
    dueAt: task.due_at,
    documentCount: documentsOfTask(task, documents).length,
  };
  const content = emailContent(email, role, common);
  const round =
    email.kind === 'assigned'
      ? recipientId
      : email.kind === 'customer-corrections'
        ? `draft${email.round}`
        : email.kind === 'draft-not-made'
          ? email.draftId
          : `v${email.version}`;
  return context.mailer.enqueue(trx, {
    ...content,
    template: `task-${email.kind}`,
    dedupeKey: `task-${email.kind}:${task.id}:${round}`,
    to: recipient.email,
    replyTo: context.supportEmail,
  });
};

/** Sends what the transaction put in the outbox, once it committed. */
export const dispatchAll = async (mailer: TMailer, outboxIds: Array<string | null>) => {
  for (const id of outboxIds) if (id) await mailer.dispatch(id);
};
