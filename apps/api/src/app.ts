import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as setTimeoutPromise } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { createAnalysisPool } from '@sello/analysis/analysis-pool';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { DEFAULT_RATE_LIMITS, type TAppContext, type TRateLimits } from './app-context.ts';
import { createAuthHooks } from './auth/authenticate.ts';
import { createTokenKeys } from './auth/tokens.ts';
import type { TEnv } from './config/env.ts';
import type { TDatabaseHandle } from './db/database.ts';
import { AppError } from './errors/app-error.ts';
import { enforceBodyDeadline } from './http/body-deadline.ts';
import { answerClientError, answerFrameworkError, answerUnmetExpectation } from './http/client-errors.ts';
import { createDatabaseRateLimitStore, sweepRateLimits } from './http/database-rate-limit-store.ts';
import { handleError } from './http/error-handler.ts';
import { redirectToVisitorLanguage } from './http/first-visit-language.ts';
import { serializeRequest } from './http/log-serializers.ts';
import { createMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPrerenderedPages } from './http/prerendered-pages.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { unstorableTextValidatorCompiler } from './http/unstorable-text-validator.ts';
import { createStripeGateway } from './integrations/stripe-gateway.ts';
import { createTranslationClient } from './integrations/translation-client.ts';
import { startCertifiedJobs } from './jobs/certified-jobs.ts';
import { startDraftJobs } from './jobs/draft-jobs.ts';
import { QUEUES, startJobQueue } from './jobs/job-queue.ts';
import { startTranslationJobs } from './jobs/translation-jobs.ts';
import { createLifecycle, type TLifecycle } from './lifecycle.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { authRoutes } from './routes/auth.ts';
import { configRoutes } from './routes/config.ts';
import { contactRoutes } from './routes/contact.ts';
import { emailVerificationRoutes } from './routes/email-verification.ts';
import { fileRoutes } from './routes/files.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { orderDraftRoutes } from './routes/order-drafts.ts';
import { orderRoutes } from './routes/orders.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { paymentRoutes } from './routes/payments.ts';
import { plannerRoutes } from './routes/planner.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { staffInvitationRoutes } from './routes/staff-invitations.ts';
import { staffProfileRoutes } from './routes/staff-profile.ts';
import { staffTaskRoutes } from './routes/staff-tasks.ts';
import { testimonialRoutes } from './routes/testimonials.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/users.ts';
import { verifyRoutes } from './routes/verify.ts';
import type { TDocumentAnalyzer } from './services/analysis/document-analyzer.ts';
import { sweepAuthThrottles } from './services/auth/account-throttle.ts';
import { expireOutboxContent } from './services/mail/expire-outbox-content.ts';
import { deleteDeliveredOrderFiles } from './services/retention/delete-delivered-order-files.ts';
import { deleteUnconvertedUploads } from './services/retention/delete-unconverted-uploads.ts';
import { createSettingsReader } from './services/settings/settings.ts';
import { deleteFormerStaffImages } from './services/staff-profiles/delete-former-staff-images.ts';
import { createStorage } from './storage/create-storage.ts';
import type { TStorage } from './storage/storage.ts';

export type TBuildAppOptions = {
  env: TEnv;
  database: TDatabaseHandle;
  jwtSecret: string;
  /** The built web app to serve (with SPA fallback); omitted in API tests. */
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Where the log goes when `logger` is not given (stdout by default); tests capture it. */
  logStream?: { write(line: string): void };
  rateLimits?: Partial<TRateLimits>;
  /** Background workers (email sending, sweeps); on by default. */
  runWorkers?: boolean;
  /** Document analysis; a worker-thread pool sized to the cores by default. */
  analyzer?: TDocumentAnalyzer;
  /** Where files live; from `env` (STORAGE) by default. Tests wrap it to watch what is read. */
  storage?: TStorage;
  /** Socket time limits; defaults from serverTimeouts(env). */
  timeouts?: Partial<TServerTimeouts>;
  /** Draining state, set by the shutdown sequence (`lifecycle.ts`); `GET /api/ready` answers 503 once set. */
  lifecycle?: TLifecycle;
  /** How the sign-in throttle waits out an account's slowdown; a timer by default. */
  signInSlowdown?: (milliseconds: number) => Promise<void>;
};

/**
 * Fastify 5 refuses to trust anything for a bare hop count (it cannot tell a direct client from the proxy), so
 * the count becomes the same rule as a function: the last `hops` addresses are proxies, the one before is the
 * client. That holds only when Sello is reachable through the proxies alone; listing their addresses does not
 * depend on it.
 */
const trustProxyOption = (trust: TEnv['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type TServerTimeouts = {
  /** A connection with no bytes either way for this long is closed (e.g. a client that stopped mid-upload). */
  connectionTimeout: number;
  /** The whole request, body included, must have arrived within this (a body trickled byte by byte is cut off). */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: number;
  /** A JSON route's body must have arrived within this (`http/body-deadline.ts`); uploads have requestTimeout. */
  bodyTimeout: number;
};

/**
 * Slow clients cannot hold sockets forever. requestTimeout: the largest allowed upload at 1 Mbit/s (8 s a MB) plus
 * a minute, so 7 min 40 s for 50 MB: a slow mobile uplink still gets through, a trickle does not last. Idle
 * connections: 5 min, longer than a customer's analysis may keep a request silent (60 s of OCR budget, a page in
 * flight, 60 s of LibreOffice, a bounded queue). Keep-alive: Fastify's 72 s, above the 60 s idle timeout of common
 * proxies, so the proxy closes first. A JSON body: 20 s, ample for a few kilobytes on any link.
 */
export const serverTimeouts = (env: TEnv): TServerTimeouts => ({
  connectionTimeout: 5 * 60_000,
  requestTimeout: (env.MAX_UPLOAD_MB * 8 + 60) * 1000,
  keepAliveTimeout: 72_000,
  bodyTimeout: 20_000,
});

const REDACTED_LOG_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export const buildApp = async (options: TBuildAppOptions): Promise<FastifyInstance> => {
  const { env, database } = options;
  const { bodyTimeout, ...timeouts } = { ...serverTimeouts(env), ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      redact: REDACTED_LOG_PATHS,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    ...timeouts,
    // Node keeps headersTimeout within requestTimeout only when given it here, and checks both only every
    // connectionsCheckingInterval (30 s by default): a quarter of the limit keeps the limit roughly exact.
    http: {
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(timeouts.requestTimeout / 4))),
    },
  });
  app.server.on('checkExpectation', answerUnmetExpectation);
  app.setValidatorCompiler(unstorableTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  enforceBodyDeadline(app, bodyTimeout);
  // The API speaks JSON only; anything else is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('user', null);

  // Process metrics (CPU, memory, event loop) start timers and observers per registry: not for the many test apps.
  const metrics = createMetrics({ processMetrics: env.NODE_ENV !== 'test' });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  const jobs = await startJobQueue(database.jobsConnection, app.log, metrics.jobFinished);
  metrics.setQueueCounts(jobs.counts);
  const mailer = createMailer({ db: database.db, jobs, logger: app.log, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const keys = createTokenKeys(options.jwtSecret);
  const analyzer = metrics.instrumentAnalyzer(
    options.analyzer ??
      createAnalysisPool({
        // File names can carry personal names, so only the cause is logged.
        onFallback: ({ cause, message }) =>
          app.log.warn({ cause, detail: message }, 'document analysis fell back to an estimate'),
        onRenderUnavailable: (reason) =>
          app.log.warn(
            { reason },
            'LibreOffice cannot be cut off from the network here, so Word page counts are estimated, not rendered',
          ),
      }),
  );
  const ctx: TAppContext = {
    env,
    db: database.db,
    readSettings: createSettingsReader(database.db, env.SUPPORT_EMAIL),
    jobs,
    mailer,
    storage: options.storage ?? createStorage(env, options.jwtSecret),
    stripe: createStripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
      logger: app.log,
    }),
    analyzer,
    keys,
    auth: createAuthHooks({ db: database.db, keys }),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    lifecycle: options.lifecycle ?? createLifecycle(),
    signInSlowdown: options.signInSlowdown ?? ((milliseconds) => setTimeoutPromise(milliseconds).then(() => {})),
  };
  // While draining, every answer ends its connection: the client's next request opens a new one, which the load
  // balancer gives to another instance, and a kept-alive socket does not hold the closing server open.
  app.addHook('onSend', async (_request, reply) => {
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
  });
  // Fastify runs this after the server has stopped accepting and the requests in flight have been answered;
  // running jobs get SHUTDOWN_JOBS_SECONDS to finish, and only then does the analysis pool (which both use) close.
  app.addHook('onClose', async () => {
    ctx.lifecycle.draining = true;
    await jobs.stop(env.SHUTDOWN_JOBS_SECONDS * 1000);
    await analyzer.close();
  });

  if (options.runWorkers ?? true) {
    await jobs.work<{ outboxId: string }>(QUEUES.sendEmail, ({ outboxId }) => mailer.deliver(outboxId));
    await jobs.work(QUEUES.sweepOutbox, async () => {
      await mailer.sweep({ atBoot: false });
      await expireOutboxContent({ db: database.db });
    });
    await jobs.schedule(QUEUES.sweepOutbox, '* * * * *');
    await jobs.work(QUEUES.deleteUnconvertedUploads, async () => {
      await deleteUnconvertedUploads({ db: database.db, storage: ctx.storage, logger: app.log });
      // Retries the seal and signature images a staff member's removal could not delete at once.
      await deleteFormerStaffImages({ db: database.db, storage: ctx.storage, logger: app.log });
    });
    await jobs.schedule(QUEUES.deleteUnconvertedUploads, '*/10 * * * *');
    await jobs.work(QUEUES.deleteDeliveredOrderFiles, async () => {
      await deleteDeliveredOrderFiles({
        db: database.db,
        storage: ctx.storage,
        mailer,
        logger: app.log,
        env,
        readSettings: ctx.readSettings,
      });
    });
    await jobs.schedule(QUEUES.deleteDeliveredOrderFiles, '17 * * * *');
    await jobs.work(QUEUES.sweepRateLimits, async () => {
      await sweepRateLimits(database.db);
      await sweepAuthThrottles(database.db);
    });
    await jobs.schedule(QUEUES.sweepRateLimits, '*/5 * * * *');
    await mailer.sweep({ atBoot: true });
    await startTranslationJobs({
      db: database.db,
      jobs,
      storage: ctx.storage,
      analyzer,
      client: createTranslationClient(env),
      logger: app.log,
    });
    await startDraftJobs({
      db: database.db,
      jobs,
      storage: ctx.storage,
      mailer,
      env,
      readSettings: ctx.readSettings,
      logger: app.log,
    });
    await startCertifiedJobs({
      db: database.db,
      jobs,
      storage: ctx.storage,
      keys,
      env,
      readSettings: ctx.readSettings,
      logger: app.log,
    });
  }

  await registerSecurityHeaders(app, env);
  // Counts live in Redis (REDIS_URL) or else in the database, so a client gets the same allowance however many
  // instances serve it.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true })
    : null;
  if (redis) {
    redis.on('error', (error: Error) => app.log.error({ err: error }, 'redis (rate limits) error'));
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const rateLimitStore = createDatabaseRateLimitStore(database.db);
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: 'sello-rate-limit-' }
      : {
          store: class {
            constructor() {
              // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store class itself
              return rateLimitStore;
            }
          } as never,
        }),
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.', {
        reason: 'too-many-requests',
      }),
  });
  await registerOpenApi(app, { env, auth: ctx.auth });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { ctx });
      await api.register(metricsRoutes, { ctx, metrics });
      await api.register(configRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(emailVerificationRoutes, { ctx });
      await api.register(passwordResetRoutes, { ctx });
      await api.register(staffInvitationRoutes, { ctx });
      await api.register(accountRoutes, { ctx, prefix: '/account' });
      await api.register(contactRoutes, { ctx });
      await api.register(leadRoutes, { ctx });
      await api.register(testimonialRoutes, { ctx });
      await api.register(uploadRoutes, { ctx });
      await api.register(quoteRoutes, { ctx });
      await api.register(plannerRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      await api.register(orderDraftRoutes, { ctx });
      await api.register(paymentRoutes, { ctx });
      await api.register(fileRoutes, { ctx });
      await api.register(verifyRoutes, { ctx });
      await api.register(adminRoutes, { ctx, prefix: '/admin' });
      await api.register(userRoutes, { ctx, prefix: '/users' });
      await api.register(staffProfileRoutes, { ctx, prefix: '/staff' });
      await api.register(staffTaskRoutes, { ctx, prefix: '/staff' });
    },
    { prefix: '/api' },
  );

  const webDistDir = options.webDistDir ?? null;
  const serveWeb = webDistDir !== null && existsSync(path.join(webDistDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br/.gz next to each text file; browsers that accept them get those.
      preCompressed: true,
      // The prerendered pages are templates, served completed at their own paths (registerPrerenderedPages).
      allowedPath: (pathName) => !pathName.startsWith('/pages/'),
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/; the rest may change between releases.
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  if (serveWeb) registerPrerenderedPages(app, { webDistDir, env, readSettings: ctx.readSettings });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing asset (say, a chunk from an older build) must be a 404, not the HTML page.
    const isFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
    if (!isApi && !isFile && serveWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: the SPA decides what to show (including its own 404 page), in the visitor's language.
      if (redirectToVisitorLanguage(request, reply)) return reply;
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
  });

  return app;
};
