import {
  generateCertifiedDocuments,
  type TGenerateCertifiedContext,
} from '../services/certified/generate-certified-documents.ts';
import { resendCertifiedGenerations } from '../services/certified/resend-certified-generations.ts';
import type { TGenerateCertifiedJob } from '../services/certified/send-certified-job.ts';
import { QUEUES, type TJobQueue } from './job-queue.ts';

/**
 * Generated certified translations (issue 31): the generate-certified-documents worker, and a per-minute sweep that
 * re-sends generations left generating or failed for a passing reason; once at boot.
 */
export const startCertifiedJobs = async ({ jobs, ...context }: TGenerateCertifiedContext & { jobs: TJobQueue }) => {
  await jobs.work<TGenerateCertifiedJob>(QUEUES.generateCertified, async ({ orderId }) => {
    await generateCertifiedDocuments(context, orderId);
  });
  await jobs.work(QUEUES.sweepCertified, async () => {
    await resendCertifiedGenerations({ db: context.db, jobs, atBoot: false });
  });
  await jobs.schedule(QUEUES.sweepCertified, '* * * * *');
  await resendCertifiedGenerations({ db: context.db, jobs, atBoot: true });
};
