import { isIP } from 'node:net';
import { z } from 'zod';

const ZBooleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZOptionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ZOptionalUrl = ZOptionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());

const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || (isIP(hostname) === 4 && hostname.startsWith('127.'));

/** A machine-translation provider gets the documents' text and the API key: https, or http to this machine only. */
const ZProviderUrl = ZOptionalUrl.refine(
  (value) => {
    if (value === undefined) return true;
    const url = new URL(value);
    return url.protocol === 'https:' || isLoopbackHost(url.hostname);
  },
  { error: 'must be an https URL (http only for localhost, 127.0.0.0/8 or [::1])' },
);

/** proxy-addr's names for whole ranges, accepted by Fastify's trustProxy next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which X-Forwarded-For entries to believe: none (`false`), the last N hops, or those added by the listed
 * proxies. A blanket `true` would take the leftmost entry, which the client writes itself, as its address.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') {
      context.addIssue({
        code: 'custom',
        message:
          "'true' would let any client choose its own address; give the number of proxies in front of Sello " +
          '(e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.1,172.16.0.0/12)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count (e.g. 1) or a comma-separated list of IP addresses/CIDRs; not valid: ${bad
          .map((entry) => `'${entry}'`)
          .join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

export const MT_PROVIDERS = ['none', 'deepl', 'google', 'libretranslate', 'openai'] as const;

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZTrustProxy.default(false),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** The built web app; another directory lets parallel test runs serve their own build. */
  WEB_DIST_DIR: ZOptionalString,
  DATABASE_URL: ZOptionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  STORAGE: z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local'),
  // S3-compatible storage (STORAGE=s3); which of them are required is checked in crossFieldProblems.
  S3_ENDPOINT: ZOptionalUrl,
  S3_BUCKET: ZOptionalString,
  S3_REGION: ZOptionalString,
  S3_ACCESS_KEY_ID: ZOptionalString,
  S3_SECRET_ACCESS_KEY: ZOptionalString,
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: ZBooleanString.default(false),
  SMTP_URL: ZOptionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: ZOptionalString,
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@sello.example'),
  PUBLIC_URL: ZOptionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  JWT_SECRET: ZOptionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  ADMIN_EMAIL: ZOptionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  /** Lets ADMIN_EMAIL promote an account that already exists (verified only, once); off, it is only ever created. */
  ADMIN_PROMOTE_EXISTING: ZBooleanString.default(false),
  ADMIN_PASSWORD: ZOptionalString.pipe(z.string().min(8, { error: 'must be at least 8 characters' }).optional()),
  META_PIXEL_ID: ZOptionalString.pipe(
    z
      .string()
      .regex(/^\d{5,20}$/, { error: 'must be the numeric pixel id' })
      .optional(),
  ),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(50),
  MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  RETENTION_UNCONVERTED_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  RETENTION_DELIVERED_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  BRAND_NAME: z.string().trim().min(1).max(60).default('Sello'),
  /** Rate-limit counts in Redis (redis:// or rediss://) instead of the database's rate_limits table. */
  REDIS_URL: ZOptionalString.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  /** Bearer token of the Prometheus scraper for `GET /api/metrics`; unset, the route answers 404. */
  METRICS_TOKEN: ZOptionalString.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  /** On SIGTERM: how long `/api/ready` answers 503 while requests are still served, so load balancers notice. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** On shutdown: how long running background jobs may take to finish. */
  SHUTDOWN_JOBS_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** The whole shutdown (drain, requests in flight, jobs, database) is cut off after this. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(900).default(30),
  // Machine translation of order files (the translate-order-file job); 'none' still extracts the text.
  MT_PROVIDER: ZOptionalString.pipe(
    z.enum(MT_PROVIDERS, { error: `must be one of ${MT_PROVIDERS.join(', ')}` }).default('none'),
  ),
  MT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  DEEPL_API_KEY: ZOptionalString,
  DEEPL_API_URL: ZProviderUrl,
  GOOGLE_TRANSLATE_API_KEY: ZOptionalString,
  GOOGLE_TRANSLATE_API_URL: ZProviderUrl,
  LIBRETRANSLATE_URL: ZProviderUrl,
  LIBRETRANSLATE_API_KEY: ZOptionalString,
  OPENAI_API_KEY: ZOptionalString,
  OPENAI_BASE_URL: ZProviderUrl,
  OPENAI_MODEL: ZOptionalString,
  // Card payments through Stripe Checkout (integrations/stripe-gateway.ts); both secrets or neither.
  STRIPE_SECRET_KEY: ZOptionalString,
  STRIPE_WEBHOOK_SECRET: ZOptionalString,
  /** Another Stripe API origin (tests, an egress proxy); the client always calls its /v1/… paths. */
  STRIPE_API_URL: ZOptionalUrl.refine((value) => value === undefined || new URL(value).pathname === '/', {
    error: 'must be an http(s) origin without a path (e.g. http://127.0.0.1:12111)',
  }),
});

/** Rules across variables, checked on the raw values so they are reported alongside per-variable problems. */
const crossFieldProblems = (source: Record<string, string | undefined>): string[] => {
  const set = (key: string) => (source[key] ?? '').trim() !== '';
  const problems: string[] = [];
  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD')) {
    problems.push('ADMIN_PASSWORD: set ADMIN_EMAIL and ADMIN_PASSWORD together');
  }
  const trustProxy = (source.TRUST_PROXY ?? '').trim();
  if (
    source.NODE_ENV === 'production' &&
    (source.PUBLIC_URL ?? '').trim().startsWith('https://') &&
    ['', 'false', 'no', '0'].includes(trustProxy)
  ) {
    problems.push(
      'TRUST_PROXY: must be set in production with an https PUBLIC_URL (TLS ends at the proxy in front of Sello): ' +
        'the number of proxies (e.g. 1) or their addresses/CIDRs',
    );
  }
  const provider = (source.MT_PROVIDER ?? '').trim();
  const required: Record<string, string[]> = {
    deepl: ['DEEPL_API_KEY'],
    google: ['GOOGLE_TRANSLATE_API_KEY'],
    libretranslate: ['LIBRETRANSLATE_URL'],
    // A self-hosted OpenAI-compatible server (OPENAI_BASE_URL) may need no key; api.openai.com does.
    openai: set('OPENAI_BASE_URL') ? ['OPENAI_MODEL'] : ['OPENAI_API_KEY', 'OPENAI_MODEL'],
  };
  for (const key of required[provider] ?? []) {
    if (!set(key)) problems.push(`${key}: required when MT_PROVIDER=${provider}`);
  }
  if ((source.STORAGE ?? '').trim() === 's3') {
    // Only the names: the keys are secrets and never appear in a message.
    for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!set(key)) problems.push(`${key}: required when STORAGE=s3`);
    }
  }
  // Only the names: the values are secrets and never appear in a message.
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (set both or neither)');
  }
  if (set('STRIPE_WEBHOOK_SECRET') && !set('STRIPE_SECRET_KEY')) {
    problems.push('STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set (set both or neither)');
  }
  return problems;
};

export type TEnv = z.infer<typeof ZEnvSchema> & { PUBLIC_URL: string; MAIL_FROM: string };

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** Parses the environment once at boot; every bad value is reported together so it can be fixed in one go. */
export const loadEnv = (source: Record<string, string | undefined> = process.env): TEnv => {
  const result = ZEnvSchema.safeParse(source);
  const problems = [
    ...(result.error?.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`) ?? []),
    ...crossFieldProblems(source),
  ];
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM:
      env.MAIL_FROM ??
      `"${env.BRAND_NAME}" <no-reply@${new URL(`mailto:${env.SUPPORT_EMAIL}`).pathname.split('@')[1]}>`,
  };
};
