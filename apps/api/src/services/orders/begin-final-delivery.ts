import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TAuditActor } from '../audit/record-audit.ts';
import { attachFilesInTransaction } from './attach-translated-files.ts';

/** The last approved version of each live task of the order: the translations the reviewer (and customer) approved. */
export const approvedVersionFiles = (trx: Transaction<Database>, orderId: string) =>
  trx
    .selectFrom('order_tasks')
    .innerJoin('task_versions', 'task_versions.task_id', 'order_tasks.id')
    .innerJoin('files', 'files.id', 'task_versions.file_id')
    .select(['order_tasks.id as task_id', 'files.id as file_id', 'files.file_key'])
    .where('order_tasks.order_id', '=', orderId)
    .where('order_tasks.state', '=', 'approved')
    .where('task_versions.review_decision', '=', 'approve')
    .where((eb) =>
      eb(
        'task_versions.version',
        '=',
        eb
          .selectFrom('task_versions as later')
          .select((later) => later.fn.max('later.version').as('version'))
          .whereRef('later.task_id', '=', 'order_tasks.id')
          .where('later.review_decision', '=', 'approve'),
      ),
    )
    .execute();

/**
 * What final ready starts, inside the transaction that moved the order there (changeOrderStage, whoever moved it): a
 * sworn order's certified translations are to be generated (certified_generations 'generating'; the caller sends the
 * generate-certified-documents job after commit, and the certified sweep sends it if that never happens); a
 * professional order's approved translations are attached to it, ready for staff to deliver.
 */
export const beginFinalDelivery = async (
  trx: Transaction<Database>,
  { orderId, actor }: { orderId: string; actor: TAuditActor },
): Promise<void> => {
  const order = await trx
    .selectFrom('orders')
    .select('service_type')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.service_type === 'sworn') {
    const now = new Date();
    await trx
      .insertInto('certified_generations')
      .values({ order_id: orderId, state: 'generating', failure: null, passing_fault: false, updated_at: now })
      .onConflict((conflict) =>
        // Final ready again: a new round, like a regeneration (a job of the earlier round keeps nothing).
        conflict.column('order_id').doUpdateSet((eb) => ({
          state: 'generating',
          failure: null,
          passing_fault: false,
          attempts: 0,
          round: eb('certified_generations.round', '+', 1),
          updated_at: now,
        })),
      )
      .execute();
    return;
  }
  const versions = await approvedVersionFiles(trx, orderId);
  await attachFilesInTransaction(trx, { orderId, fileKeys: versions.map((version) => version.file_key), actor });
};
