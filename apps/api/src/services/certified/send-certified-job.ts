import { QUEUES, type TJobQueue } from '../../jobs/job-queue.ts';

export type TGenerateCertifiedJob = { orderId: string };

/**
 * Sends the generate-certified-documents job of an order, after the transaction that asked for it committed (one live
 * job per order: a second send while one waits is dropped). Sending it for an order with nothing to generate (a
 * professional order) is harmless: the job finds no generation and returns.
 */
export const sendCertifiedJob = async (jobs: TJobQueue, orderId: string): Promise<boolean> => {
  const data: TGenerateCertifiedJob = { orderId };
  return (await jobs.send(QUEUES.generateCertified, data, { singletonKey: orderId })) !== null;
};
