import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import pg from 'pg';
import type { TEnv } from '../config/env.ts';
import { lockEmbeddedDatabase } from '../db/data-dir-lock.ts';
import { openDatabase, type TDb } from '../db/database.ts';

/**
 * A backup is a directory: `manifest.json` (written last, so a directory without one is an interrupted backup), the
 * database (`database.pgdump`, pg_dump's custom format, or `database/`, the embedded PGlite data directory), the
 * stored files (`files/`: DATA_DIR/files as it is, or every object of the bucket under its key) and `jwt-secret`
 * when DATA_DIR holds one. The manifest lists every file with its size and SHA-256, and the rows of every table.
 */
export type TBackupManifest = {
  format: 'sello-backup';
  version: 1;
  createdAt: string;
  /** `directories`: the embedded data directory's folders, empty ones included (PostgreSQL needs them). */
  database: { kind: 'postgres' | 'pglite'; rowCounts: Record<string, number>; directories?: string[] };
  storage: { kind: 'local' | 's3'; bucket?: string; objects: number };
  /** Every file of the backup but the manifest, by its path relative to the backup directory ('/' separated). */
  files: Array<{ path: string; size: number; sha256: string }>;
};

export type TSiteEnv = Pick<
  TEnv,
  | 'DATA_DIR'
  | 'DATABASE_URL'
  | 'STORAGE'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export const MANIFEST = 'manifest.json';
export const PG_DUMP_FILE = 'database.pgdump';
export const PGLITE_DIR = 'database';
export const FILES_DIR = 'files';
export const JWT_SECRET_FILE = 'jwt-secret';

/** A pass-through stream that counts and hashes what flows through it. */
export const hashing = () => {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
};

export const hashFile = async (file: string) => {
  const hashed = hashing();
  await pipeline(createReadStream(file), hashed.stream, async (source) => {
    for await (const _ of source);
  });
  return hashed.result();
};

/** Every regular file under `root`, as paths relative to it ('/' separated), sorted. */
export const walkFiles = async (root: string): Promise<string[]> => {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};

/** Every directory under `root`, relative ('/' separated), parents first. */
export const walkDirectories = async (root: string): Promise<string[]> => {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
};

/** Directories of a backup or a restored DATA_DIR: identity documents, readable by this user only (as the server's). */
export const PRIVATE_DIR = { recursive: true, mode: 0o700 } as const;

/**
 * Copies one file, creating its directory; returns its size and SHA-256 (of what was read, hence written). New files
 * are 0600 and new directories 0700, like the server's own (storage/metered-write.ts).
 */
export const copyHashed = async (from: Readable | string, to: string) => {
  await mkdir(path.dirname(to), PRIVATE_DIR);
  const hashed = hashing();
  await pipeline(
    typeof from === 'string' ? createReadStream(from) : from,
    hashed.stream,
    createWriteStream(to, { mode: 0o600 }),
  );
  return hashed.result();
};

/**
 * The processes (other than this one) holding a file open under `dir`: an embedded database a running server uses.
 * Read from /proc (Linux); elsewhere, PGlite's postmaster.pid (removed on a clean close) stands for a user. Sees only
 * this PID namespace (the lock, db/data-dir-lock.ts, is what holds across containers), but also a process that has
 * the database open without taking the lock (a server of a version before it, a PGlite opened by hand).
 */
export const processesUsing = (dir: string): string[] => {
  const prefix = `${path.resolve(dir)}${path.sep}`;
  if (!existsSync('/proc/self/fd')) return existsSync(path.join(dir, 'postmaster.pid')) ? ['unknown'] : [];
  const users: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(prefix)) {
          users.push(pid);
          break;
        }
      } catch {}
    }
  }
  return users;
};

export const refuseIfInUse = (dbDir: string) => {
  const users = processesUsing(dbDir);
  if (users.length > 0) {
    throw new Error(
      `The embedded database ${dbDir} is in use (process ${users.join(', ')}): stop the site first. ` +
        'PGlite runs inside the server; copying it while it runs would give a broken copy.',
    );
  }
};

/** PostgreSQL's client programs: PG_BIN, the newest /usr/lib/postgresql/<version>/bin, pg_config's, else PATH. */
export const findPgProgram = (name: 'pg_dump' | 'pg_restore'): string => {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) dirs.push(`/usr/lib/postgresql/${version}/bin`);
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) dirs.push(pgConfig.stdout.trim());
  const found = dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
  return found ?? name;
};

/** The URL without its password, and the environment that hands the password to libpq (not the process list). */
export const libpqConnection = (connectionString: string) => {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
};

export const runProgram = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not be started (${error.message}): install PostgreSQL's client programs (same major version as the server or newer), or set PG_BIN to their directory.`,
        ),
      ),
    );
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });

/** Rows per table of the application's schema (pg-boss's queue is copied but not counted: jobs come and go). */
export const countRows = async (query: (text: string) => Promise<Array<Record<string, unknown>>>) => {
  const tables = await query(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query(`select count(*)::text as count from public."${String(table).replaceAll('"', '""')}"`);
    counts[String(table)] = Number(row?.count ?? 0);
  }
  return counts;
};

export const kyselyQuery = (db: TDb) => async (text: string) =>
  (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;

export const createS3Client = (env: TSiteEnv) =>
  new S3Client({
    region: env.S3_REGION ?? '',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** Every key in the bucket, paged. */
export const listObjects = async (client: S3Client, bucket: string): Promise<string[]> => {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
};

/** A relative '/'-separated path that stays inside the directory it is joined to: no '', '.', '..', '\\' or NUL. */
export const isConfined = (relative: string) =>
  relative !== '' &&
  !relative.includes('\\') &&
  !relative.includes('\0') &&
  relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** A bucket key as a path under files/: refused when it could leave the directory. */
export const safeRelative = (key: string) => {
  if (!isConfined(key)) throw new Error(`Unexpected object key ${JSON.stringify(key)}: not copied into a directory.`);
  return key;
};

const backupDatabase = async (env: TSiteEnv, out: string, log: (line: string) => void) => {
  if (env.DATABASE_URL) {
    // One snapshot for the counts and the dump: the site may keep running while it is taken.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const rowCounts = await countRows(async (text) => (await client.query(text)).rows);
      const connection = libpqConnection(env.DATABASE_URL);
      const pgDump = findPgProgram('pg_dump');
      log(`  database: ${pgDump} (snapshot ${rows[0]?.snapshot})`);
      await runProgram(
        pgDump,
        [
          '--format=custom',
          '--no-owner',
          '--no-acl',
          `--snapshot=${rows[0]?.snapshot}`,
          `--file=${path.join(out, PG_DUMP_FILE)}`,
          `--dbname=${connection.url}`,
        ],
        connection.env,
      );
      await client.query('commit');
      return { rowCounts };
    } finally {
      await client.end();
    }
  }
  const dbDir = path.resolve(env.DATA_DIR, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dbDir}.`);
  refuseIfInUse(dbDir);
  const release = await lockEmbeddedDatabase(dbDir);
  try {
    // Opened and closed cleanly first: a copy of a data directory a crash left behind is consistent once recovered.
    const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    let rowCounts: Record<string, number>;
    try {
      rowCounts = await countRows(kyselyQuery(database.db));
    } finally {
      await database.close();
    }
    refuseIfInUse(dbDir);
    const directories = await walkDirectories(dbDir);
    for (const directory of directories) await mkdir(path.join(out, PGLITE_DIR, directory), PRIVATE_DIR);
    for (const file of await walkFiles(dbDir)) {
      await copyHashed(path.join(dbDir, file), path.join(out, PGLITE_DIR, file));
    }
    log(`  database: ${dbDir} (embedded, copied with the site stopped)`);
    return { rowCounts, directories };
  } finally {
    await release();
  }
};

const backupFiles = async (env: TSiteEnv, out: string, log: (line: string) => void) => {
  if (env.STORAGE === 's3') {
    const bucket = env.S3_BUCKET ?? '';
    const client = createS3Client(env);
    try {
      const keys = await listObjects(client, bucket);
      for (const key of keys) {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        await copyHashed(object.Body as Readable, path.join(out, FILES_DIR, safeRelative(key)));
      }
      log(`  files: ${keys.length} objects of bucket ${bucket}`);
      return { kind: 's3' as const, bucket, objects: keys.length };
    } finally {
      client.destroy();
    }
  }
  const root = path.resolve(env.DATA_DIR, 'files');
  const files = await walkFiles(root);
  for (const file of files) await copyHashed(path.join(root, file), path.join(out, FILES_DIR, file));
  log(`  files: ${files.length} from ${root}`);
  return { kind: 'local' as const, objects: files.length };
};

/**
 * Backs up the site `env` describes into the new directory `out`: the database (PostgreSQL: pg_dump from one
 * snapshot, the site may run; embedded: its data directory, refused while a server has it open), every stored file
 * or object, and DATA_DIR/jwt-secret. Written to `out.partial` and renamed when complete.
 */
export const backupSite = async ({
  env,
  out,
  log = () => undefined,
  now = new Date(),
}: {
  env: TSiteEnv;
  out: string;
  log?: (line: string) => void;
  now?: Date;
}): Promise<TBackupManifest> => {
  const target = path.resolve(out);
  if (existsSync(target)) throw new Error(`${target} exists: a backup goes to a new directory.`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  // Identity documents and the signing secret: readable by this user only.
  await mkdir(partial, PRIVATE_DIR);
  try {
    const database = await backupDatabase(env, partial, log);
    const storage = await backupFiles(env, partial, log);
    const secret = path.resolve(env.DATA_DIR, 'jwt-secret');
    if (existsSync(secret) && (await stat(secret)).isFile())
      await copyHashed(secret, path.join(partial, JWT_SECRET_FILE));

    const files: TBackupManifest['files'] = [];
    for (const file of await walkFiles(partial))
      files.push({ path: file, ...(await hashFile(path.join(partial, file))) });
    const manifest: TBackupManifest = {
      format: 'sello-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: { kind: env.DATABASE_URL ? 'postgres' : 'pglite', ...database },
      storage,
      files,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
};
