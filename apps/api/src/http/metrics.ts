import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TDocumentAnalyzer } from '../services/analysis/document-analyzer.ts';

/** Queue counts as pg-boss keeps them (refreshed by its monitor, about once a minute). */
export type TQueueCounts = { queue: string; ready: number; deferred: number; active: number; failed: number };

/**
 * One Prometheus registry per app (never prom-client's global one), so tests can build several apps in one process.
 * Request durations are labelled by the route's pattern, never the raw URL: order and quote ids are capabilities and
 * must not end up in a metrics store.
 */
export const createMetrics = ({ processMetrics }: { processMetrics: boolean }) => {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'sello_' });

  const httpRequestDuration = new Histogram({
    name: 'sello_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class (count and latency)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const jobsFinished = new Counter({
    name: 'sello_jobs_total',
    help: 'Background job attempts finished by this instance, by queue and outcome (completed or failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const analysisDuration = new Histogram({
    name: 'sello_analysis_duration_seconds',
    help: 'Document analyses (page and word counts, text extraction) by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [registry],
  });
  let readQueueCounts: (() => Promise<TQueueCounts[]>) | null = null;
  new Gauge({
    name: 'sello_job_queue_jobs',
    help: 'Jobs in each pg-boss queue by state (ready, deferred, active, failed and still retained), shared by all instances',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const counts of (await readQueueCounts?.()) ?? []) {
        for (const state of ['ready', 'deferred', 'active', 'failed'] as const) {
          this.set({ queue: counts.queue, state }, counts[state]);
        }
      }
    },
  });

  return {
    registry,
    observeRequest: (request: { method: string; route: string | undefined; statusCode: number; seconds: number }) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.route ?? 'unmatched',
          status_class: `${Math.floor(request.statusCode / 100)}xx`,
        },
        request.seconds,
      );
    },
    jobFinished: (queue: string, outcome: 'completed' | 'failed') => jobsFinished.inc({ queue, outcome }),
    setQueueCounts: (read: () => Promise<TQueueCounts[]>) => {
      readQueueCounts = read;
    },
    /** The same analyzer, timing each analysis. */
    instrumentAnalyzer: (analyzer: TDocumentAnalyzer): TDocumentAnalyzer => ({
      ...analyzer,
      analyze: async (input) => {
        const end = analysisDuration.startTimer();
        try {
          const result = await analyzer.analyze(input);
          end({ method: result.method, outcome: 'done' });
          return result;
        } catch (error) {
          end({ method: 'none', outcome: 'refused' });
          throw error;
        }
      },
      preview: (input) => analyzer.preview(input),
      close: () => analyzer.close(),
    }),
  };
};

export type TMetrics = ReturnType<typeof createMetrics>;
