import { createReadStream, existsSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir, readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { lockEmbeddedDatabase } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import {
  copyHashed,
  countRows,
  createS3Client,
  FILES_DIR,
  findPgProgram,
  hashFile,
  hashing,
  isConfined,
  JWT_SECRET_FILE,
  kyselyQuery,
  libpqConnection,
  listObjects,
  MANIFEST,
  PG_DUMP_FILE,
  PGLITE_DIR,
  PRIVATE_DIR,
  refuseIfInUse,
  runProgram,
  type TBackupManifest,
  type TSiteEnv,
  walkFiles,
} from './backup.ts';

export type TRestoreReport = { tables: number; rows: number; files: number; bytes: number };

const differences = (expected: Record<string, number>, actual: Record<string, number>) =>
  [...new Set([...Object.keys(expected), ...Object.keys(actual)])]
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} in the backup, ${actual[table] ?? 'absent'} restored`);

const manifestSchema = z.object({
  format: z.literal('sello-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
    directories: z.array(z.string()).optional(),
  }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    bucket: z.string().optional(),
    objects: z.number().int().nonnegative(),
  }),
  files: z.array(
    z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
}) satisfies z.ZodType<TBackupManifest>;

/** Where a backup may hold a file: the secret, the dump, or under database/ or files/, never outside the backup. */
const isBackupPath = (file: string) =>
  isConfined(file) &&
  (file === JWT_SECRET_FILE ||
    file === PG_DUMP_FILE ||
    file.startsWith(`${FILES_DIR}/`) ||
    file.startsWith(`${PGLITE_DIR}/`));

/** A regular file inside the backup, reached through no link (a link could point anywhere, a FIFO hang the check). */
const refuseUnlessRegular = async (root: string, file: string) => {
  const absolute = path.join(root, file);
  const stats = await lstat(absolute).catch(() => null);
  if (!stats) throw new Error(`The backup is damaged: ${file} is missing.`);
  if (!stats.isFile() || (await realpath(absolute)) !== absolute) {
    throw new Error(`The backup is refused: ${file} is not a regular file of the backup (a link, a device, a pipe?).`);
  }
};

/**
 * The manifest, after checking every file it lists is in the backup with its size and SHA-256, and that every path
 * it lists stays inside the backup and DATA_DIR. The SHA-256 catch damage, not tampering: whoever can write the
 * backup can write a matching manifest, so backups belong where only operators can write.
 */
export const verifyBackup = async (from: string): Promise<TBackupManifest> => {
  const root = await realpath(from).catch(() => path.resolve(from));
  const manifestFile = path.join(root, MANIFEST);
  if (!existsSync(manifestFile)) {
    throw new Error(`${from} has no ${MANIFEST}: not a backup, or one that was interrupted.`);
  }
  await refuseUnlessRegular(root, MANIFEST);
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(manifestFile, 'utf8')));
  if (!parsed.success) throw new Error(`${manifestFile} is not a Sello backup manifest (version 1).`);
  const manifest = parsed.data;
  const outside = [
    ...manifest.files.map((file) => file.path).filter((file) => !isBackupPath(file)),
    ...(manifest.database.directories ?? []).filter((directory) => !isConfined(directory)),
  ];
  if (outside.length > 0) {
    throw new Error(
      `The backup is refused: its manifest lists paths outside it (${outside
        .slice(0, 5)
        .map((file) => JSON.stringify(file))
        .join(', ')}).`,
    );
  }
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    await refuseUnlessRegular(root, file.path);
    const actual = await hashFile(path.join(root, file.path));
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw new Error(`The backup is damaged: ${file.path} differs from its SHA-256 in the manifest.`);
    }
  }
  const extra = (await walkFiles(root)).filter((file) => file !== MANIFEST && !listed.has(file));
  if (extra.length > 0)
    throw new Error(`The backup holds files its manifest does not list: ${extra.slice(0, 5).join(', ')}`);
  return manifest;
};

const isEmptyDir = async (dir: string) => !existsSync(dir) || (await readdir(dir)).length === 0;

/** What the target already holds; restoring over it needs --force. Throws when a site is using it. */
const targetContents = async (env: TSiteEnv, manifest: TBackupManifest, from: string): Promise<string[]> => {
  const held: string[] = [];
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      // A site stopped a moment ago still shows its connections while their server processes exit: looked at
      // again for up to 5 s before the restore is refused.
      let others = 0;
      for (let attempt = 0; attempt < 25; attempt += 1) {
        if (attempt > 0) await sleep(200);
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        others = rows[0]?.n ?? 0;
        if (others === 0) break;
      }
      if (others > 0) throw new Error(`${others} other connection(s) to the target database: stop the site first.`);
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'pgboss')`,
      );
      if ((rows[0]?.n ?? 0) > 0) held.push(`the database has ${rows[0]?.n} tables`);
    } finally {
      await client.end();
    }
  } else {
    const dbDir = path.resolve(env.DATA_DIR, 'db');
    refuseIfInUse(dbDir);
    if (!(await isEmptyDir(dbDir))) held.push(`${dbDir} is not empty`);
  }
  if (env.STORAGE === 's3') {
    const client = createS3Client(env);
    try {
      const keys = await listObjects(client, env.S3_BUCKET ?? '');
      if (keys.length > 0) held.push(`bucket ${env.S3_BUCKET} has ${keys.length} objects`);
    } finally {
      client.destroy();
    }
  } else {
    const filesDir = path.resolve(env.DATA_DIR, 'files');
    if (!(await isEmptyDir(filesDir))) held.push(`${filesDir} is not empty`);
  }
  const secret = path.resolve(env.DATA_DIR, 'jwt-secret');
  const backedUpSecret = path.join(from, JWT_SECRET_FILE);
  if (manifest.files.some((file) => file.path === JWT_SECRET_FILE) && existsSync(secret)) {
    if ((await readFile(secret, 'utf8')) !== (await readFile(backedUpSecret, 'utf8'))) {
      held.push(`${secret} holds another secret`);
    }
  }
  return held;
};

const restoreDatabase = async (env: TSiteEnv, manifest: TBackupManifest, from: string, force: boolean) => {
  if (env.DATABASE_URL) {
    if (force) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        await client.query('drop schema if exists pgboss cascade');
        await client.query('drop schema if exists public cascade');
        await client.query('create schema public');
      } finally {
        await client.end();
      }
    }
    const connection = libpqConnection(env.DATABASE_URL);
    await runProgram(
      findPgProgram('pg_restore'),
      [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${connection.url}`,
        path.join(from, PG_DUMP_FILE),
      ],
      connection.env,
    );
    return;
  }
  const dbDir = path.resolve(env.DATA_DIR, 'db');
  await rm(dbDir, { recursive: true, force: true });
  await mkdir(dbDir, PRIVATE_DIR);
  // Paths checked by verifyBackup: inside the backup and inside db/.
  for (const directory of manifest.database.directories ?? []) await mkdir(path.join(dbDir, directory), PRIVATE_DIR);
  for (const file of manifest.files.filter((entry) => entry.path.startsWith(`${PGLITE_DIR}/`))) {
    await copyHashed(path.join(from, file.path), path.join(dbDir, file.path.slice(PGLITE_DIR.length + 1)));
  }
};

/**
 * The restored database's row counts, after handing back what its workers held when the backup was taken: none of
 * them runs any more. Emails left 'sending' are queued again (sent at the next boot, under the same Message-ID), and
 * jobs left active are failed through pg-boss, which retries them by their own policy instead of after their expiry.
 */
const countAndRelease = async (env: TSiteEnv) => {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', connectionString: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'db') });
  try {
    const rowCounts = await countRows(kyselyQuery(database.db));
    const requeued = await database.db
      .updateTable('outbox')
      .set({ status: 'queued', claimed_at: null })
      .where('status', '=', 'sending')
      .executeTakeFirst();
    const { rows: active } = await sql<{ id: string; name: string }>`
      select id::text as id, name from pgboss.job where state = 'active'`.execute(database.db);
    if (active.length > 0) {
      const boss = new PgBoss({ ...database.jobsConnection, schema: 'pgboss', supervise: false, schedule: false });
      boss.on('error', () => undefined);
      await boss.start();
      try {
        for (const name of new Set(active.map((job) => job.name))) {
          const ids = active.filter((job) => job.name === name).map((job) => job.id);
          await boss.fail(name, ids, { reason: 'restored from a backup: its worker is gone' });
        }
      } finally {
        await boss.stop({ graceful: false });
      }
    }
    return { rowCounts, requeuedEmails: Number(requeued.numUpdatedRows), failedJobs: active.length };
  } finally {
    await database.close();
  }
};

const drain = async (stream: Readable) => {
  for await (const _ of stream);
};

/** Puts the stored files back; returns each one's size and SHA-256 as read back from where it now lives. */
const restoreFiles = async (env: TSiteEnv, manifest: TBackupManifest, from: string, force: boolean) => {
  const stored = manifest.files.filter((file) => file.path.startsWith(`${FILES_DIR}/`));
  const landed = new Map<string, { size: number; sha256: string }>();
  if (env.STORAGE === 's3') {
    const Bucket = env.S3_BUCKET ?? '';
    const client = createS3Client(env);
    try {
      if (force) {
        for (const Key of await listObjects(client, Bucket))
          await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
      for (const file of stored) {
        const Key = file.path.slice(FILES_DIR.length + 1);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(path.join(from, file.path)),
            ContentLength: file.size,
          }),
        );
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        const hashed = hashing();
        await drain((object.Body as Readable).pipe(hashed.stream));
        landed.set(file.path, hashed.result());
      }
    } finally {
      client.destroy();
    }
    return landed;
  }
  const filesDir = path.resolve(env.DATA_DIR, 'files');
  if (force) await rm(filesDir, { recursive: true, force: true });
  // An empty files/ the site had made keeps its mode through mkdir: made private here.
  await mkdir(filesDir, PRIVATE_DIR);
  await chmod(filesDir, 0o700);
  for (const file of stored) {
    const target = path.join(filesDir, file.path.slice(FILES_DIR.length + 1));
    await copyHashed(path.join(from, file.path), target);
    landed.set(file.path, await hashFile(target));
  }
  return landed;
};

/**
 * Restores the backup in `from` onto the site `env` describes (stopped; same kinds of database and storage as the
 * backup's): checks the backup against its manifest, refuses a target that holds anything unless `force` (which
 * replaces it), restores the database, then the files and DATA_DIR/jwt-secret, and checks the row counts and every
 * file's SHA-256 against the manifest.
 */
export const restoreSite = async ({
  env,
  from,
  force = false,
  log = () => undefined,
}: {
  env: TSiteEnv;
  from: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<TRestoreReport> => {
  const source = await realpath(path.resolve(from)).catch(() => path.resolve(from));
  const manifest = await verifyBackup(source);
  log(`  backup of ${manifest.createdAt}: ${manifest.files.length} files checked against the manifest`);
  const targetDatabase = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== targetDatabase) {
    throw new Error(
      `The backup holds a ${manifest.database.kind} database and the target is ${targetDatabase} (${env.DATABASE_URL ? 'DATABASE_URL is set' : 'no DATABASE_URL'}): restore onto the same kind, then use npm run migrate-embedded to move an embedded site to PostgreSQL.`,
    );
  }
  if (manifest.storage.kind !== env.STORAGE) {
    throw new Error(`The backup's files come from ${manifest.storage.kind} storage and STORAGE is ${env.STORAGE}.`);
  }
  // The embedded database's lock, held to the end: no server may open it while it is replaced.
  const release = env.DATABASE_URL ? null : await lockEmbeddedDatabase(path.resolve(env.DATA_DIR, 'db'));
  try {
    const held = await targetContents(env, manifest, source);
    if (held.length > 0 && !force) {
      throw new Error(
        `The target is not empty (${held.join('; ')}): restore onto a fresh site, or pass --force to replace it.`,
      );
    }

    await restoreDatabase(env, manifest, source, force);
    const { rowCounts, requeuedEmails, failedJobs } = await countAndRelease(env);
    const wrongCounts = differences(manifest.database.rowCounts, rowCounts);
    if (wrongCounts.length > 0) throw new Error(`Row counts differ after the restore: ${wrongCounts.join('; ')}`);
    const rows = Object.values(rowCounts).reduce((sum, count) => sum + count, 0);
    log(`  database: ${Object.keys(rowCounts).length} tables, ${rows} rows, counts equal to the backup's`);
    if (requeuedEmails + failedJobs > 0) {
      log(`  ${requeuedEmails} emails that were being sent queued again, ${failedJobs} jobs that were running retried`);
    }

    const landed = await restoreFiles(env, manifest, source, force);
    let bytes = 0;
    for (const file of manifest.files.filter((entry) => entry.path.startsWith(`${FILES_DIR}/`))) {
      const actual = landed.get(file.path);
      if (actual?.sha256 !== file.sha256) throw new Error(`${file.path}: its SHA-256 differs after the restore.`);
      bytes += file.size;
    }
    log(`  files: ${landed.size} restored (${bytes} bytes), SHA-256 equal to the backup's`);

    if (manifest.files.some((file) => file.path === JWT_SECRET_FILE)) {
      const secret = path.resolve(env.DATA_DIR, 'jwt-secret');
      await copyHashed(path.join(source, JWT_SECRET_FILE), secret);
      await chmod(secret, 0o600);
      log(`  ${secret} restored`);
    } else {
      log('  the backup holds no jwt-secret (the site had JWT_SECRET set): start it with the same JWT_SECRET');
    }
    return { tables: Object.keys(rowCounts).length, rows, files: landed.size, bytes };
  } finally {
    await release?.();
  }
};
