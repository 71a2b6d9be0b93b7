import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import type { TMetrics } from '../http/metrics.ts';

/** Compared as SHA-256 digests: equal lengths for timingSafeEqual, and no early exit that times the token. */
const sameToken = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * `GET /api/metrics` in Prometheus' text format for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`);
 * staff sign-ins do not open it. Without METRICS_TOKEN the route does not exist (404).
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ ctx: TAppContext; metrics: TMetrics }> = async (
  app,
  { ctx, metrics },
) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = ctx.env.METRICS_TOKEN;
    if (!token) throw new AppError('NOT_FOUND', `Route ${request.method} /api/metrics not found`);
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!given || !sameToken(given, token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required');
    }
    reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store');
    return metrics.registry.metrics();
  });
};
