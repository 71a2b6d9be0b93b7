import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startFakeStripeServer, type TFakeStripeServer } from '../../apps/api/test/helpers/fake-stripe-server.ts';
import { createBucket, S3RVER_KEY, startS3rver, type TS3Server } from '../../apps/api/test/helpers/s3rver.ts';
import { startSmtpPeer, type TSmtpPeer } from '../../apps/api/test/helpers/smtp-peer.ts';
import { startTcpGate, type TTcpGate } from '../../apps/api/test/helpers/tcp-gate.ts';
import { startPostgres } from '../../scripts/test-services.mjs';
import { sleep } from './time.ts';

/**
 * A whole Sello site on loopback for one scenario: PostgreSQL (a throwaway cluster that can be stopped and started)
 * or embedded PGlite, s3rver or local files, an SMTP peer, the fake Stripe, and N real server processes
 * (`apps/api/src/server.ts`, NODE_ENV=production) sharing them. The bucket and the SMTP peer sit behind TCP gates
 * so a scenario can cut them off; the database is stopped for real.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = path.join(root, 'apps/api/src/server.ts');
export const BUCKET = 'sello-chaos';

export type TSiteOptions = {
  workDir: string;
  instances?: number;
  database?: 'postgres' | 'pglite';
  storage?: 's3' | 'local';
  /** One DATA_DIR for every instance (local files must be shared; PGlite lives there); default: one each. */
  dataDir?: string;
  env?: Record<string, string>;
};

export type TInstance = {
  name: string;
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the process again on the same port and data directory; resolves when /api/ready answers 200. */
  restart: () => Promise<void>;
  /** Resident memory of the server process (from /proc), bytes; 0 when it is not running. */
  rssBytes: () => number;
};

export type TSite = {
  instances: TInstance[];
  admin: { email: string; password: string };
  env: Record<string, string>;
  databaseUrl: string | null;
  postgres: { stop: () => Promise<void>; start: () => Promise<void> } | null;
  s3: TS3Server | null;
  s3Gate: TTcpGate | null;
  smtp: TSmtpPeer;
  smtpGate: TTcpGate;
  stripe: TFakeStripeServer;
  stripeWebhookSecret: string;
  /** Rows from the site's database (PostgreSQL sites only: PGlite belongs to its one process). */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

/**
 * s3rver removes a folder when its last object is deleted, and a PUT into that folder racing the removal makes its
 * write stream fail with ENOENT, unhandled: the whole runner ends. Sello deletes each checked upload from `uploads/`
 * while other customers PUT there. An object that stays keeps the folder (a defect of the stand-in, not of Sello or
 * S3, which has no folders); the audit does not count it.
 */
export const UPLOADS_FOLDER_KEEPER = 'uploads/.keep';
const keepUploadsFolder = async (endpoint: string) => {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: UPLOADS_FOLDER_KEEPER, Body: 'keep' }));
  client.destroy();
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const rssOf = (pid: number | undefined) => {
  if (!pid) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

const KILL_GRACE_MS = 15_000;

const tail = (file: string, lines = 20) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

/** The instance, not yet started: `restart()` starts it. */
const createInstance = async (name: string, dataDir: string, logDir: string, env: Record<string, string>) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `${name}.log`);
  let child: ChildProcess | null = null;
  const launch = async () => {
    const log = openSync(logFile, 'a');
    child = spawn(process.execPath, [SERVER], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const started = Date.now();
    for (;;) {
      const current = child as ChildProcess;
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(`instance ${name} exited at start:\n${tail(logFile)}`);
      }
      const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (ready?.ok) return;
      if (Date.now() - started > 90_000) throw new Error(`instance ${name} not ready in 90 s:\n${tail(logFile)}`);
      await sleep(200);
    }
  };
  const isRunning = () => child !== null && child.exitCode === null && child.signalCode === null;
  /** A SIGTERM the process does not act on within the grace is followed by a SIGKILL: stopping never waits forever. */
  const stopChild = async (signal: NodeJS.Signals) => {
    if (!isRunning()) return;
    const current = child as ChildProcess;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    if (signal === 'SIGKILL') return void (await exited);
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      timer = setTimeout(() => resolve('grace over'), KILL_GRACE_MS);
    });
    const outcome = await Promise.race([exited, graceOver]);
    clearTimeout(timer);
    if (outcome === 'grace over' && isRunning()) {
      current.kill('SIGKILL');
      await exited;
    }
  };
  const instance: TInstance = {
    name,
    url,
    port,
    dataDir,
    logFile,
    get pid() {
      return child?.pid;
    },
    get running() {
      return isRunning();
    },
    kill: (signal = 'SIGKILL') => stopChild(signal),
    restart: async () => {
      try {
        await launch();
      } catch (error) {
        await stopChild('SIGKILL');
        throw error;
      }
    },
    rssBytes: () => (isRunning() ? rssOf(child?.pid) : 0),
  };
  return instance;
};

/** Every site started and not yet stopped, by its stop: what the runner stops when a scenario overruns or it exits. */
const liveSites = new Set<() => Promise<void>>();

/** Stops every live site: server processes (SIGTERM, SIGKILL after the grace), PostgreSQL, stand-ins, gates. */
export const stopAllSites = async () => {
  await Promise.all([...liveSites].map((stop) => stop()));
};

export const startSite = async (options: TSiteOptions): Promise<TSite> => {
  const database = options.database ?? 'postgres';
  const storage = options.storage ?? 's3';
  const count = database === 'pglite' ? 1 : (options.instances ?? 2);
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    liveSites.delete(stop);
    // Taken off the list first: a second stop (the scenario's finally racing stopAllSites) finds nothing left.
    const pending = cleanups.splice(0).reverse();
    for (const cleanup of pending) await cleanup().catch(() => undefined);
  };
  // Registered before anything starts: a site still starting when its scenario is stopped is stopped too.
  liveSites.add(stop);
  try {
    const admin = { email: 'owner@chaos.test', password: 'chaos-owner-password-1' };
    const stripe = await startFakeStripeServer();
    cleanups.push(() => stripe.close());
    const stripeWebhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const smtpPort = Number(new URL(smtp.url).port);
    const smtpGate = await startTcpGate({ host: '127.0.0.1', port: smtpPort });
    cleanups.push(() => smtpGate.close());

    let databaseUrl: string | null = null;
    let postgres: TSite['postgres'] = null;
    let pool: pg.Pool | null = null;
    if (database === 'postgres') {
      const cluster = await startPostgres();
      cleanups.push(() => cluster.stop());
      const maintenance = new pg.Client({ connectionString: cluster.url });
      await maintenance.connect();
      await maintenance.query('create database sello');
      await maintenance.end();
      databaseUrl = cluster.url.replace(/\/postgres$/, '/sello');
      postgres = { stop: cluster.halt, start: cluster.start };
      pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
      pool.on('error', () => undefined);
      const auditPool = pool;
      cleanups.push(() => auditPool.end());
    }

    let s3: TS3Server | null = null;
    let s3Gate: TTcpGate | null = null;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SUPPORT_EMAIL: 'support@chaos.test',
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${smtpGate.port}`,
      STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_URL: stripe.url,
      SHUTDOWN_JOBS_SECONDS: '2',
      STORAGE: storage,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    if (storage === 's3') {
      const server = await startS3rver();
      s3 = server;
      cleanups.push(() => server.close());
      await createBucket(server.endpoint, BUCKET);
      await keepUploadsFolder(server.endpoint);
      const gate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(server.endpoint).port) });
      s3Gate = gate;
      cleanups.push(() => gate.close());
      Object.assign(env, {
        S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      });
    }
    Object.assign(env, options.env ?? {});

    const logDir = path.join(options.workDir, 'logs');
    mkdirSync(logDir, { recursive: true });
    const instances: TInstance[] = [];
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    });
    const names = ['a', 'b', 'c', 'd'].slice(0, count);
    // The first instance migrates alone; the others then start together (as a rolling deploy would).
    for (const name of names) {
      const dataDir = options.dataDir ?? path.join(options.workDir, `data-${name}`);
      mkdirSync(dataDir, { recursive: true });
      // Listed before it starts, so the site's stop ends a process that is still starting.
      const instance = await createInstance(name, dataDir, logDir, env);
      instances.push(instance);
      await instance.restart();
    }

    return {
      instances,
      admin,
      env,
      databaseUrl,
      postgres,
      s3,
      s3Gate,
      smtp,
      smtpGate,
      stripe,
      stripeWebhookSecret,
      query: async <T>(text: string, params: unknown[] = []) => {
        if (!pool) throw new Error('site.query needs a PostgreSQL site');
        return (await pool.query(text, params)).rows as T[];
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
