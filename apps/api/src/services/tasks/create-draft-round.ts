import type { TServiceType } from '@sello/shared/constants';
import type { TSettings } from '@sello/shared/settings';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { QUEUES, type TJobQueue } from '../../jobs/job-queue.ts';

type TTrx = Transaction<Database>;

/** Whether orders of this service go through the customer's draft approval (settings.draftApproval). */
export const asksForDraftApproval = (serviceType: TServiceType, draftApproval: TSettings['draftApproval']) =>
  draftApproval[serviceType];

/**
 * Records the order's next draft round, to be prepared by the prepare-draft job (sendDraftJob after commit): one
 * document per live task, its last approved version; the correction rounds the setting allows now are kept with it.
 * Called by finishReview once the reviewer approved the last live task, in its transaction.
 */
export const createDraftRound = async (
  trx: TTrx,
  { orderId, draftApproval }: { orderId: string; draftApproval: TSettings['draftApproval'] },
): Promise<string> => {
  const previous = await trx
    .selectFrom('order_drafts')
    .select(({ fn }) => fn.max('round').as('round'))
    .where('order_id', '=', orderId)
    // A failed round was never the customer's: the next attempt takes its number.
    .where('state', '!=', 'failed')
    .executeTakeFirst();
  const first = await trx
    .selectFrom('order_drafts')
    .select('corrections_allowed')
    .where('order_id', '=', orderId)
    .where('round', '=', 1)
    .where('state', '!=', 'failed')
    .executeTakeFirst();
  const draft = await trx
    .insertInto('order_drafts')
    .values({
      order_id: orderId,
      round: (previous?.round ?? 0) + 1,
      // The rounds the customer was told at the first draft hold for the order, whatever the setting says later.
      corrections_allowed: first?.corrections_allowed ?? draftApproval.rounds,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tasks = await trx
    .selectFrom('order_tasks')
    .leftJoin('files as source', 'source.id', 'order_tasks.file_id')
    .select(['order_tasks.id', 'source.original_name as source_name'])
    .where('order_tasks.order_id', '=', orderId)
    .where('order_tasks.state', '=', 'approved')
    // In the order's document order; a whole-order task (no source file) last.
    .orderBy('source.created_at', (order) => order.asc().nullsLast())
    .orderBy('source.id')
    .orderBy('order_tasks.created_at')
    .orderBy('order_tasks.id')
    .execute();
  const sources = await trx
    .selectFrom('files')
    .select('original_name')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'SOURCE')
    .where('status', '=', 'uploaded')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let position = 0;
  for (const task of tasks) {
    const version = await trx
      .selectFrom('task_versions')
      .select('file_id')
      .where('task_id', '=', task.id)
      .where('review_decision', '=', 'approve')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    position += 1;
    await trx
      .insertInto('draft_documents')
      .values({
        draft_id: draft.id,
        task_id: task.id,
        version_file_id: version.file_id,
        // A whole-order task's translation covers every source document.
        name: task.source_name ?? sources.map((source) => source.original_name).join(', '),
        position,
      })
      .execute();
  }
  return draft.id;
};

export type TPrepareDraftJob = { draftId: string };

/** Hands a committed round to the prepare-draft job (at most one live job per round: its id is the singleton key). */
export const sendDraftJob = async (jobs: TJobQueue, draftId: string): Promise<boolean> => {
  const data: TPrepareDraftJob = { draftId };
  return (await jobs.send(QUEUES.prepareDraft, data, { singletonKey: draftId })) !== null;
};
