import { prepareDraft, type TPrepareDraftContext } from '../services/drafts/prepare-draft.ts';
import { autoApproveDrafts, resendPreparingDrafts } from '../services/drafts/sweep-drafts.ts';
import type { TPrepareDraftJob } from '../services/tasks/create-draft-round.ts';
import { QUEUES, type TJobQueue } from './job-queue.ts';

/**
 * The customer's draft approval: the prepare-draft worker (stamped PDFs, then the offer and its email), and a
 * per-minute sweep that approves unanswered drafts past their date and re-sends rounds left preparing; once at boot.
 */
export const startDraftJobs = async ({ jobs, ...context }: TPrepareDraftContext & { jobs: TJobQueue }) => {
  await jobs.work<TPrepareDraftJob>(QUEUES.prepareDraft, async ({ draftId }) => {
    await prepareDraft(context, draftId);
  });
  const sweep = async (atBoot: boolean) => {
    await autoApproveDrafts({ ...context, jobs });
    await resendPreparingDrafts({ db: context.db, jobs, atBoot });
  };
  await jobs.work(QUEUES.sweepDrafts, () => sweep(false));
  await jobs.schedule(QUEUES.sweepDrafts, '* * * * *');
  await sweep(true);
};
