import type { FastifyBaseLogger } from 'fastify';
import { type Job, PgBoss, type SendOptions } from 'pg-boss';
import type { TDatabaseHandle } from '../db/database.ts';

export const QUEUES = {
  sendEmail: 'send-email',
  sweepOutbox: 'sweep-outbox',
  deleteUnconvertedUploads: 'delete-unconverted-uploads',
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type TJobQueue = {
  send: (queue: TQueueName, data: object, options?: SendOptions) => Promise<string | null>;
  work: <T>(queue: TQueueName, handler: (data: T) => Promise<void>) => Promise<void>;
  schedule: (queue: TQueueName, cron: string) => Promise<void>;
  stop: () => Promise<void>;
};

const RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;

/** Durable background jobs (pg-boss) on the application's own database. */
export const startJobQueue = async (
  connection: TDatabaseHandle['jobsConnection'],
  logger: FastifyBaseLogger,
): Promise<TJobQueue> => {
  const boss = new PgBoss({ ...connection, schema: 'pgboss' });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { ...RETRY });
  }
  return {
    send: (queue, data, options) => boss.send(queue, data, { ...RETRY, ...options }),
    work: async <T>(queue: TQueueName, handler: (data: T) => Promise<void>) => {
      await boss.work<T>(queue, { pollingIntervalSeconds: 1 }, async (jobs: Job<T>[]) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    schedule: async (queue, cron) => {
      await boss.schedule(queue, cron);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};
