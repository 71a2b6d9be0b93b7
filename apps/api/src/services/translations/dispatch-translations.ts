import type { TDb } from '../../db/database.ts';
import { QUEUES, type TJobQueue } from '../../jobs/job-queue.ts';

export type TTranslateOrderFileJob = { translationId: string };

/**
 * Hands a committed translations row to the translate-order-file job. The queue keeps at most one live job per
 * row (its id is the singleton key), so calling this twice, or while the job waits for a retry, sends nothing.
 */
export const dispatchTranslation = async (jobs: TJobQueue, translationId: string): Promise<boolean> => {
  const data: TTranslateOrderFileJob = { translationId };
  const jobId = await jobs.send(QUEUES.translateOrderFile, data, { singletonKey: translationId });
  return jobId !== null;
};

/**
 * Re-sends every unfinished translation (the order committed but the process died before the job was sent, or its
 * job ended without recording an outcome). Rows with a live job are skipped by the queue itself. At boot every
 * unfinished row is considered; later only those older than a minute, to leave fresh orders to their own dispatch.
 */
export const sweepTranslations = async ({
  db,
  jobs,
  atBoot,
}: {
  db: TDb;
  jobs: TJobQueue;
  atBoot: boolean;
}): Promise<number> => {
  const cutoff = atBoot ? new Date() : new Date(Date.now() - 60_000);
  const rows = await db
    .selectFrom('translations')
    .select('id')
    .where('finished_at', 'is', null)
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(500)
    .execute();
  let sent = 0;
  for (const row of rows) if (await dispatchTranslation(jobs, row.id)) sent += 1;
  return sent;
};
