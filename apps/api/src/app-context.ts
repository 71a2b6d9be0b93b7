import type { FastifyRequest } from 'fastify';
import type { TAuthHooks } from './auth/authenticate.ts';
import type { TTokenKeys } from './auth/tokens.ts';
import type { TEnv } from './config/env.ts';
import type { TDb } from './db/database.ts';
import type { TStripeGateway } from './integrations/stripe-gateway.ts';
import type { TJobQueue } from './jobs/job-queue.ts';
import type { TLifecycle } from './lifecycle.ts';
import type { TMailer } from './mail/mailer.ts';
import type { TDocumentAnalyzer } from './services/analysis/document-analyzer.ts';
import type { TSettingsReader } from './services/settings/settings.ts';
import type { TStorage } from './storage/storage.ts';

export type TRateLimit = { max: number; timeWindow: string };

export type TRateLimits = {
  /** Sign-in and sign-up: password guessing and account spam. */
  authentication: TRateLimit;
  refreshToken: TRateLimit;
  /** Forgot-password and reset-password: each request may send an email. */
  passwordReset: TRateLimit;
  contact: TRateLimit;
  /** Public lead forms: each lead emails the support address. */
  leads: TRateLimit;
  /** Presigning uploads, creating quotes and orders: cheap to call, costly to serve. */
  uploads: TRateLimit;
  /** Counting a document: seconds of CPU (OCR, LibreOffice) per call. */
  analysis: TRateLimit;
  /** Order lookups by number: slows down guessing. */
  tracking: TRateLimit;
  /** Visa planner: generating a plan is cheap; a PDF is typeset and stored (and may email support). */
  plannerGenerate: TRateLimit;
  plannerPdf: TRateLimit;
  /** A staff member's task routes and seal/signature uploads, per person (issue 30): a runaway script, not real work. */
  staffWork: TRateLimit;
  /** Public verification of certified translations (issue 31), per address: slows down guessing codes. */
  verify: TRateLimit;
};

export const DEFAULT_RATE_LIMITS: TRateLimits = {
  authentication: { max: 20, timeWindow: '1 minute' },
  refreshToken: { max: 60, timeWindow: '1 minute' },
  passwordReset: { max: 5, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '1 minute' },
  leads: { max: 5, timeWindow: '1 minute' },
  uploads: { max: 60, timeWindow: '1 minute' },
  // A customer analyses each uploaded file once (at most MAX_FILES = 20 a quote); the answer is then stored.
  analysis: { max: 30, timeWindow: '1 minute' },
  tracking: { max: 30, timeWindow: '1 minute' },
  plannerGenerate: { max: 30, timeWindow: '1 minute' },
  plannerPdf: { max: 5, timeWindow: '1 minute' },
  // A translator opening tasks, their documents and versions all day makes a few requests a minute per route.
  staffWork: { max: 120, timeWindow: '1 minute' },
  verify: { max: 30, timeWindow: '1 minute' },
};

/**
 * A route's limit counted per signed-in person rather than per address (staff share an office's address). The route's
 * auth hook runs first (the limit's hook is added after the route's own), so the user is known.
 */
export const perSignedInUser = (limit: TRateLimit) => ({
  ...limit,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
});

/** What routes need, built once in buildApp and passed explicitly (no decorators). */
export type TAppContext = {
  env: TEnv;
  db: TDb;
  /** Every admin setting; a missing support address falls back to SUPPORT_EMAIL (bound here, once). */
  readSettings: TSettingsReader;
  jobs: TJobQueue;
  mailer: TMailer;
  storage: TStorage;
  /** Card payments through Stripe Checkout; null when STRIPE_* are not set (customers pay by bank transfer). */
  stripe: TStripeGateway | null;
  analyzer: TDocumentAnalyzer;
  keys: TTokenKeys;
  auth: TAuthHooks;
  rateLimits: TRateLimits;
  /** `draining` once shutdown has begun: readiness answers 503 so load balancers send traffic elsewhere. */
  lifecycle: TLifecycle;
  /** The sign-in throttle's per-account slowdown (a timer; tests record the decision instead of waiting). */
  signInSlowdown: (milliseconds: number) => Promise<void>;
};
