import type { FastifyBaseLogger } from 'fastify';
import { type JobWithMetadata, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { TDatabaseHandle } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

export const QUEUES = {
  sendEmail: 'send-email',
  sweepOutbox: 'sweep-outbox',
  deleteUnconvertedUploads: 'delete-unconverted-uploads',
  deleteDeliveredOrderFiles: 'delete-delivered-order-files',
  translateOrderFile: 'translate-order-file',
  sweepTranslations: 'sweep-translations',
  sweepRateLimits: 'sweep-rate-limits',
  prepareDraft: 'prepare-draft',
  sweepDrafts: 'sweep-drafts',
  generateCertified: 'generate-certified-documents',
  sweepCertified: 'sweep-certified-documents',
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type TJobQueue = {
  send: (queue: TQueueName, data: object, options?: SendOptions) => Promise<string | null>;
  work: <T>(queue: TQueueName, handler: (data: T, attempt: TJobAttempt) => Promise<void>) => Promise<void>;
  schedule: (queue: TQueueName, cron: string) => Promise<void>;
  /** Jobs per queue and state, as pg-boss last counted them (its monitor refreshes the counts about once a minute). */
  counts: () => Promise<{ queue: string; ready: number; deferred: number; active: number; failed: number }[]>;
  /** Stops fetching jobs and waits up to `timeoutMs` for the running ones (default 10 s). */
  stop: (timeoutMs?: number) => Promise<void>;
};

/** Which try this is: the job has failed `retryCount` times so far and may be retried `retryLimit` times in all. */
export type TJobAttempt = { retryCount: number; retryLimit: number };

/**
 * Every job beats every HEARTBEAT_SECONDS while it runs: the job of an instance that died (a kill, an OOM, a lost
 * machine) is failed by the next supervision pass and retried elsewhere within a minute, instead of staying "active"
 * until its 15-minute expiry (issue 33, the kills scenario). Handlers are idempotent, so a retry after a stalled,
 * not dead, worker only repeats work.
 */
export const HEARTBEAT_SECONDS = 30;
const RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true, heartbeatSeconds: HEARTBEAT_SECONDS } as const;

/**
 * Translating a file may OCR for minutes and calls a paid API: slower retries (about 30 s, 1, 2, 4, 8 min), at most
 * one live job per file (`exclusive` + singletonKey, so a sweep can re-send safely), and a heartbeat so the job of
 * a worker that died is retried within minutes instead of waiting for the expiry.
 */
export const TRANSLATION_JOB_OPTIONS = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  heartbeatSeconds: 60,
  expireInSeconds: 2 * 60 * 60,
} as const;

const QUEUE_OPTIONS: Partial<Record<TQueueName, Omit<Queue, 'name'>>> = {
  [QUEUES.translateOrderFile]: { ...TRANSLATION_JOB_OPTIONS, policy: 'exclusive' },
  [QUEUES.prepareDraft]: { policy: 'exclusive' },
  [QUEUES.generateCertified]: { policy: 'exclusive' },
};
const JOB_OPTIONS: Partial<Record<TQueueName, SendOptions>> = { [QUEUES.translateOrderFile]: TRANSLATION_JOB_OPTIONS };

/** While the database is unreachable, how often the job queue says so. */
export const UNREACHABLE_LOG_INTERVAL_MS = 60_000;

/**
 * pg-boss reports each failed poll of each worker (a dozen queues, each polling every second) and keeps polling, so
 * jobs resume by themselves once the database is back. While it is unreachable that would be a dozen stack traces a
 * second: the first is logged (a warning, no stack), then one line a minute with how many were left out. Any other
 * error is logged in full.
 */
export const logJobQueueError = (logger: Pick<FastifyBaseLogger, 'error' | 'warn'>, now: () => number = Date.now) => {
  let lastLogged = Number.NEGATIVE_INFINITY;
  let leftOut = 0;
  return (error: Error) => {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error }, 'job queue error');
      return;
    }
    if (now() - lastLogged < UNREACHABLE_LOG_INTERVAL_MS) {
      leftOut += 1;
      return;
    }
    logger.warn({ cause: error.message, leftOut }, 'job queue: database unreachable, jobs wait until it is back');
    lastLogged = now();
    leftOut = 0;
  };
};

/** Durable background jobs (pg-boss) on the application's own database. */
export const startJobQueue = async (
  connection: TDatabaseHandle['jobsConnection'],
  logger: FastifyBaseLogger,
  /** Told of every job attempt this instance finishes (metrics). */
  onJobFinished: (queue: TQueueName, outcome: 'completed' | 'failed') => void = () => {},
): Promise<TJobQueue> => {
  // Supervision (expiring jobs, failing the ones whose heartbeat stopped) twice a heartbeat, not pg-boss's once a minute.
  const boss = new PgBoss({ ...connection, schema: 'pgboss', superviseIntervalSeconds: HEARTBEAT_SECONDS / 2 });
  boss.on('error', logJobQueueError(logger));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { ...RETRY, ...QUEUE_OPTIONS[name] });
  }
  /** This instance's worker per queue: a job it sends for now wakes that worker instead of waiting out its poll. */
  const localWorkers = new Map<TQueueName, string>();
  return {
    send: async (queue, data, options) => {
      const jobId = await boss.send(queue, data, { ...RETRY, ...JOB_OPTIONS[queue], ...options });
      const workerId = localWorkers.get(queue);
      if (jobId && workerId && options?.startAfter === undefined) boss.notifyWorker(workerId);
      return jobId;
    },
    work: async <T>(queue: TQueueName, handler: (data: T, attempt: TJobAttempt) => Promise<void>) => {
      // A backlog (many emails at once, jobs another instance sent) is worked through back to back, not one a second.
      const workOptions = { pollingIntervalSeconds: 1, includeMetadata: true, burstWhenReadyExceeds: 1 } as const;
      const workerId = await boss.work<T, unknown, typeof workOptions>(
        queue,
        workOptions,
        async (jobs: JobWithMetadata<T>[]) => {
          for (const job of jobs) {
            try {
              await handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
            } catch (error) {
              onJobFinished(queue, 'failed');
              throw error;
            }
            onJobFinished(queue, 'completed');
          }
        },
      );
      localWorkers.set(queue, workerId);
    },
    schedule: async (queue, cron) => {
      await boss.schedule(queue, cron);
    },
    counts: async () =>
      (await boss.getQueues(Object.values(QUEUES))).map((queue) => ({
        queue: queue.name,
        ready: queue.readyCount,
        deferred: queue.deferredCount,
        active: queue.activeCount,
        failed: queue.failedCount,
      })),
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
};
