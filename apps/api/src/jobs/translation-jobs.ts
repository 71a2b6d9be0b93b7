import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/database.ts';
import type { TTranslationClient } from '../integrations/translation-client.ts';
import type { TDocumentAnalyzer } from '../services/analysis/document-analyzer.ts';
import { sweepTranslations, type TTranslateOrderFileJob } from '../services/translations/dispatch-translations.ts';
import { translateOrderFile } from '../services/translations/translate-order-file.ts';
import type { TStorage } from '../storage/storage.ts';
import { QUEUES, type TJobQueue } from './job-queue.ts';

type TStartTranslationJobsOptions = {
  db: TDb;
  jobs: TJobQueue;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  client: TTranslationClient | null;
  logger: FastifyBaseLogger;
};

/**
 * The auto-translation worker (one file at a time per process, so quotes keep the rest of the analysis pool), a
 * per-minute sweep, and a sweep at boot that re-sends whatever a crash or restart left unfinished.
 */
export const startTranslationJobs = async ({
  db,
  jobs,
  storage,
  analyzer,
  client,
  logger,
}: TStartTranslationJobsOptions) => {
  await jobs.work<TTranslateOrderFileJob>(QUEUES.translateOrderFile, async ({ translationId }, attempt) => {
    await translateOrderFile({ db, storage, analyzer, client, logger, translationId, attempt });
  });
  await jobs.work(QUEUES.sweepTranslations, async () => {
    await sweepTranslations({ db, jobs, atBoot: false });
  });
  await jobs.schedule(QUEUES.sweepTranslations, '* * * * *');
  await sweepTranslations({ db, jobs, atBoot: true });
};
