import type { TTask } from '@sello/shared/task-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { orderStatusChangedEmail } from '../../mail/templates/order-lifecycle-emails.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { changeOrderStatus } from '../orders/change-order-status.ts';
import { statusEmailKey } from '../orders/update-order-status.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { loadTaskPage, lockTaskFor } from './task-rows.ts';
import { moveStageIfAllowed } from './task-stage.ts';

export const NOT_OFFERED = 'This task is no longer waiting for an answer.';

/**
 * The translator accepts an offered task. The first acceptance on an order moves it into translation, and a PAID
 * order to IN_PROGRESS (the customer's "translation started" email) through changeOrderStatus.
 */
export const acceptTask = async ({
  db,
  mailer,
  env,
  readSettings,
  taskId,
  user,
}: {
  db: TDb;
  mailer: TMailer;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  taskId: string;
  user: TUserRow;
}): Promise<TTask> => {
  const settings = await readSettings(db);
  const outboxId = await db.transaction().execute(async (trx) => {
    const task = await lockTaskFor(trx, taskId, user.id, 'translator');
    if (task.state !== 'offered') throw new AppError('CONFLICT', NOT_OFFERED);
    await trx
      .updateTable('order_tasks')
      .set({ state: 'accepted', updated_at: new Date() })
      .where('id', '=', task.id)
      .execute();
    const stage = await moveStageIfAllowed(trx, {
      orderId: task.order_id,
      to: 'in_translation',
      actor: 'translator',
      userId: user.id,
    });
    await recordAudit(trx, {
      orderId: task.order_id,
      actor: { userId: user.id },
      action: 'task_accepted',
      fileId: task.file_id,
      detail: { taskId: task.id, ...stage },
    });
    const order = await trx
      .selectFrom('orders')
      .select('status')
      .where('id', '=', task.order_id)
      .executeTakeFirstOrThrow();
    if (order.status !== 'PAID') return null;
    const change = await changeOrderStatus({
      trx,
      mailer,
      orderId: task.order_id,
      from: 'PAID',
      to: 'IN_PROGRESS',
      actor: { kind: 'staff', userId: user.id },
      note: 'A translator accepted the work',
      email: (changed) => ({
        ...orderStatusChangedEmail({
          locale: localeOr(changed.locale),
          brandName: env.BRAND_NAME,
          supportEmail: settings.supportEmail,
          publicUrl: env.PUBLIC_URL,
          orderId: changed.id,
          orderNumber: changed.order_number,
          status: 'IN_PROGRESS',
          estimatedDelivery: changed.estimated_delivery,
        }),
        dedupeKey: statusEmailKey(changed.id, 'IN_PROGRESS'),
        to: changed.customer_email,
        replyTo: settings.supportEmail,
      }),
    });
    return change.outboxId;
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return loadTaskPage(db, taskId, user);
};
