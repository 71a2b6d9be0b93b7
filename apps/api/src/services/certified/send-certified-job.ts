import type { TDb } from '../../db/database.ts';
import { QUEUES, type TJobQueue } from '../../jobs/job-queue.ts';

export type TGenerateCertifiedJob = { orderId: string };

/**
 * Sends the generate-certified-documents job of an order, after the transaction that asked for it committed. One live
 * job per order and generation round (the queue's exclusive policy, keyed by both): a second send for the same round
 * while its job waits or runs is dropped, but a regeneration's new round always gets a job of its own, even while the
 * previous round's job is still running (that one finds the round changed and keeps nothing). Sending it for an order
 * with nothing to generate (a professional order) is harmless: the job finds no generation and returns.
 */
export const sendCertifiedJob = async (db: TDb, jobs: TJobQueue, orderId: string): Promise<boolean> => {
  const generation = await db
    .selectFrom('certified_generations')
    .select('round')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  const data: TGenerateCertifiedJob = { orderId };
  const singletonKey = `${orderId}:${generation?.round ?? 0}`;
  return (await jobs.send(QUEUES.generateCertified, data, { singletonKey })) !== null;
};
