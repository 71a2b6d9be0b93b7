import type { FastifyInstance } from 'fastify';

/** Shared between the shutdown sequence and `GET /api/ready`. */
export type TLifecycle = { draining: boolean };

export const createLifecycle = (): TLifecycle => ({ draining: false });

/**
 * Stops one instance without dropping work: readiness turns 503 first, so the load balancer stops sending new
 * requests (it polls `/api/ready`; `drainMs` gives it time to notice while this instance still serves whatever
 * arrives); then the server stops accepting connections and waits for the requests in flight, pg-boss lets running
 * jobs finish (its own deadline), the analysis pool closes, and last the database. The caller bounds the whole by
 * a deadline (close-with-grace in server.ts).
 */
export const shutdownGracefully = async ({
  app,
  lifecycle,
  drainMs,
  closeDatabase,
  waitToDrain = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)),
}: {
  app: FastifyInstance;
  lifecycle: TLifecycle;
  drainMs: number;
  closeDatabase: () => Promise<void>;
  /** How the drain is waited out; a timer by default (tests end it when they have seen it). */
  waitToDrain?: (milliseconds: number) => Promise<unknown>;
}): Promise<void> => {
  lifecycle.draining = true;
  if (drainMs > 0) await waitToDrain(drainMs);
  await app.close();
  await closeDatabase();
};
