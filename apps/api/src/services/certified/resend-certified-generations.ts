import { OPEN_STATUSES } from '@sello/shared/order-lifecycle';
import type { TDb } from '../../db/database.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import { sendCertifiedJob } from './send-certified-job.ts';

/** A generation left generating, or failed for a passing reason, is tried again this long after its last attempt. */
export const CERTIFIED_RETRY_MS = 10 * 60_000;

/**
 * Re-sends the generate-certified-documents job of open orders whose generation was left generating (the process died
 * before or while running it) or failed for a passing reason (storage, LibreOffice missing), CERTIFIED_RETRY_MS after
 * its last attempt, once the queue's own retries are spent; at boot every such generation. Each re-send is dated, so
 * the next waits another CERTIFIED_RETRY_MS. A failure staff must fix waits for them to regenerate.
 */
export const resendCertifiedGenerations = async ({
  db,
  jobs,
  atBoot,
}: {
  db: TDb;
  jobs: TJobQueue;
  atBoot: boolean;
}): Promise<number> => {
  const cutoff = new Date(atBoot ? Date.now() : Date.now() - CERTIFIED_RETRY_MS);
  const rows = await db
    .selectFrom('certified_generations')
    .innerJoin('orders', 'orders.id', 'certified_generations.order_id')
    .select('certified_generations.order_id')
    .where((eb) =>
      eb.or([
        eb('certified_generations.state', '=', 'generating'),
        eb.and([
          eb('certified_generations.state', '=', 'failed'),
          eb('certified_generations.passing_fault', '=', true),
        ]),
      ]),
    )
    .where('certified_generations.updated_at', '<=', cutoff)
    .where('orders.status', 'in', OPEN_STATUSES)
    .orderBy('certified_generations.updated_at')
    .limit(200)
    .execute();
  let sent = 0;
  for (const { order_id } of rows) {
    await db
      .updateTable('certified_generations')
      .set({ updated_at: new Date() })
      .where('order_id', '=', order_id)
      .execute();
    if (await sendCertifiedJob(db, jobs, order_id)) sent += 1;
  }
  return sent;
};
