import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { TEnv } from '../src/config/env.ts';
import { lockEmbeddedDatabase } from '../src/db/data-dir-lock.ts';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { backupSite, type TSiteEnv } from '../src/ops/backup.ts';
import { restoreSite, verifyBackup } from '../src/ops/restore.ts';
import { buildTestApp, testStorageEnv } from './helpers/build-test-app.ts';
import { withDatabase } from './helpers/database-url.ts';
import { createFileQuote, placeOrder, uploadFile, words } from './helpers/journey.ts';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const SECRET = `${randomBytes(32).toString('base64url')}\n`;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `sello-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

/** A site on its own database and DATA_DIR, with one order of one uploaded document; returns what to compare. */
const populate = async (database: TDatabaseHandle, env: Record<string, string>) => {
  const t = await buildTestApp({ database, env });
  const body = `${words(300)} ${randomBytes(8).toString('hex')}`;
  const { fileKey } = await uploadFile(t.app, { filename: 'passport.txt', contentType: 'text/plain', body });
  const quote = await createFileQuote(t.app, [fileKey]);
  const order = await placeOrder(t.app, quote.quoteId);
  const storageEnv = { ...t.env } as TEnv;
  // An email an instance was sending when the backup was taken: that instance is gone once restored.
  const [email] = await t.db.selectFrom('outbox').select('id').limit(1).execute();
  await t.db
    .updateTable('outbox')
    .set({ status: 'sending', claimed_at: new Date() })
    .where('id', '=', email?.id ?? '')
    .execute();
  await t.close();
  return { fileKey, orderId: order.orderId, sha256: sha256(body), env: storageEnv };
};

/** Restored: the order is there, its document byte for byte, and the site takes a new order. */
const checkRestored = async (
  database: TDatabaseHandle,
  env: Record<string, string>,
  site: { fileKey: string; orderId: string; sha256: string },
) => {
  const t = await buildTestApp({ database, env });
  try {
    const sending = await t.db.selectFrom('outbox').select('id').where('status', '=', 'sending').execute();
    expect(sending).toEqual([]);
    const order = await t.db.selectFrom('orders').select('id').where('id', '=', site.orderId).executeTakeFirst();
    expect(order?.id).toBe(site.orderId);
    const bytes = Buffer.concat(await (await t.storage.openRead(site.fileKey)).toArray());
    expect(sha256(bytes)).toBe(site.sha256);
    const { fileKey } = await uploadFile(t.app, { filename: 'next.txt', contentType: 'text/plain', body: words(50) });
    await placeOrder(t.app, (await createFileQuote(t.app, [fileKey])).quoteId);
  } finally {
    await t.close();
  }
};

const siteEnv = (env: TSiteEnv): TSiteEnv => env;

describe.runIf(inject('templateDataDir'))('npm run backup / restore, embedded database and local files', () => {
  it('backs up a stopped site, refuses while a server runs it, and restores it onto a fresh data directory', async () => {
    const template = new Blob([await readFile(inject('templateDataDir'))]);
    const dataDir = await tempDir('site');
    await writeFile(path.join(dataDir, 'jwt-secret'), SECRET, { mode: 0o600 });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: template });
    const site = await populate(database, { DATA_DIR: dataDir, STORAGE: 'local' });
    const env = siteEnv({ ...site.env, DATABASE_URL: undefined });

    // Another process (a running server) has the database open: refused, nothing left behind.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { PGlite } from '@electric-sql/pglite'; await PGlite.create({ dataDir: ${JSON.stringify(path.join(dataDir, 'db'))} }); console.log('open'); setInterval(() => {}, 1000);`,
      ],
      { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
        holder.on('exit', () => reject(new Error('the holder exited')));
      });
      const backups = await tempDir('backups');
      await expect(backupSite({ env, out: path.join(backups, 'refused') })).rejects.toThrow(/in use .*stop the site/);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }

    const backups = await tempDir('backups');
    const out = path.join(backups, 'b1');
    const manifest = await backupSite({ env, out });
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.database.rowCounts.orders).toBe(1);
    expect(manifest.storage).toMatchObject({ kind: 'local', objects: 1 });
    expect(manifest.files.map((file) => file.path)).toContain('jwt-secret');
    expect(manifest.files.find((file) => file.path.endsWith(site.fileKey))?.sha256).toBe(site.sha256);

    // Restored onto a fresh DATA_DIR; the site is then destroyed.
    await rm(dataDir, { recursive: true, force: true });
    const fresh = await tempDir('restored');
    const freshEnv = siteEnv({ ...env, DATA_DIR: fresh });
    const report = await restoreSite({ env: freshEnv, from: out });
    expect(report.files).toBe(1);
    expect(await readFile(path.join(fresh, 'jwt-secret'), 'utf8')).toBe(SECRET);
    await checkRestored(
      await openDatabase({ kind: 'pglite', dataDir: path.join(fresh, 'db') }),
      {
        DATA_DIR: fresh,
        STORAGE: 'local',
      },
      site,
    );

    // A second restore onto it is refused (it holds data), unless --force.
    await expect(restoreSite({ env: freshEnv, from: out })).rejects.toThrow(/not empty.*--force/);
    await restoreSite({ env: freshEnv, from: out, force: true });

    // A damaged backup is refused before anything is touched.
    await appendFile(
      path.join(out, 'files', manifest.files.find((file) => file.path.startsWith('files/'))?.path.slice(6) ?? ''),
      'x',
    );
    await expect(verifyBackup(out)).rejects.toThrow(/damaged/);
  }, 90_000);
});

/** A stopped embedded site (the migrated template, one stored file, a secret) and a backup of it. */
const embeddedSiteWithBackup = async () => {
  const dataDir = await tempDir('site');
  await writeFile(path.join(dataDir, 'jwt-secret'), SECRET, { mode: 0o600 });
  await mkdir(path.join(dataDir, 'files', 'ab'), { recursive: true });
  await writeFile(path.join(dataDir, 'files', 'ab', 'passport.txt'), 'a passport', { mode: 0o600 });
  const template = new Blob([await readFile(inject('templateDataDir'))]);
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: template });
  await database.close();
  const env = siteEnv({ DATA_DIR: dataDir, STORAGE: 'local' } as TSiteEnv);
  const out = path.join(await tempDir('backups'), 'b1');
  await backupSite({ env, out });
  return { dataDir, env, out };
};

describe.runIf(inject('templateDataDir'))('npm run backup / restore, embedded database: hardening', () => {
  it('refuses while the server holds the database lock, whatever its PID namespace', async () => {
    const { dataDir, env, out } = await embeddedSiteWithBackup();
    // What a running server holds; from another container /proc would show no process using DATA_DIR/db.
    const release = await lockEmbeddedDatabase(path.join(dataDir, 'db'));
    try {
      const refused = path.join(path.dirname(out), 'refused');
      await expect(backupSite({ env, out: refused })).rejects.toThrow(
        /in use: the site is running.*stop the site first/,
      );
      expect(existsSync(refused) || existsSync(`${refused}.partial`)).toBe(false);
      await expect(restoreSite({ env, from: out, force: true })).rejects.toThrow(/in use: the site is running/);
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      // npm run migrate-embedded opens the same directory: it refuses too (it did not take the lock before).
      const migrate = spawnSync(
        process.execPath,
        [
          fileURLToPath(new URL('../src/ops/migrate-embedded-cli.ts', import.meta.url)),
          '--to',
          'postgres://127.0.0.1:1/none',
        ],
        { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }, encoding: 'utf8' },
      );
      expect(migrate.status).toBe(1);
      expect(migrate.stderr).toMatch(/in use: the site is running/);
    } finally {
      await release();
    }
    await backupSite({ env, out: path.join(path.dirname(out), 'after') });
  }, 60_000);

  it('refuses a manifest whose paths leave the backup, and files that are links or not regular', async () => {
    const { dataDir, env, out } = await embeddedSiteWithBackup();
    const manifestFile = path.join(out, 'manifest.json');
    const original = await readFile(manifestFile, 'utf8');
    const withFiles = async (files: Array<{ path: string; size: number; sha256: string }>) => {
      const manifest = JSON.parse(original) as { files: unknown[] };
      await writeFile(manifestFile, JSON.stringify({ ...manifest, files: [...manifest.files, ...files] }));
    };

    // A file beside the backup, listed as files/../../…: restored, it would land beside DATA_DIR.
    const name = `escaped-${randomBytes(4).toString('hex')}.txt`;
    await writeFile(path.join(path.dirname(out), name), 'planted');
    await withFiles([{ path: `files/../../${name}`, size: 7, sha256: sha256('planted') }]);
    const fresh = await tempDir('restored');
    await expect(restoreSite({ env: { ...env, DATA_DIR: fresh }, from: out })).rejects.toThrow(/manifest lists/);
    expect(existsSync(path.join(fresh, 'files', '..', '..', name))).toBe(false);
    expect(existsSync(path.join(fresh, 'db'))).toBe(false);

    for (const bad of ['../../../../../../dev/zero', '/etc/hostname', 'files\\..\\x', 'files/./x', 'other/x']) {
      await withFiles([{ path: bad, size: 1, sha256: sha256('x') }]);
      await expect(verifyBackup(out)).rejects.toThrow(/manifest lists/);
    }
    const manifest = JSON.parse(original) as { database: { directories: string[] } };
    manifest.database.directories.push('base/../../..');
    await writeFile(manifestFile, JSON.stringify(manifest));
    await expect(verifyBackup(out)).rejects.toThrow(/manifest lists/);

    // A listed file replaced by a link (to a file of the same bytes) or by a directory of links.
    await writeFile(manifestFile, original);
    const listed = path.join(out, 'files', 'ab', 'passport.txt');
    const elsewhere = path.join(await tempDir('elsewhere'), 'passport.txt');
    await writeFile(elsewhere, 'a passport');
    await rm(listed);
    await symlink(elsewhere, listed);
    await expect(verifyBackup(out)).rejects.toThrow(/not a regular file/);
    await rm(path.join(out, 'files', 'ab'), { recursive: true });
    await symlink(path.dirname(elsewhere), path.join(out, 'files', 'ab'));
    await expect(verifyBackup(out)).rejects.toThrow(/not a regular file|link/);
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  }, 60_000);

  it('keeps the backup and the restored files private: files 0600, directories 0700', async () => {
    const { env, out } = await embeddedSiteWithBackup();
    /** Every entry under `root` whose mode is not the private one, with its mode. */
    const notPrivate = async (root: string) => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      const wrong: string[] = [];
      for (const entry of entries) {
        const file = path.join(entry.parentPath, entry.name);
        const mode = (await stat(file)).mode & 0o777;
        if (mode !== (entry.isDirectory() ? 0o700 : 0o600))
          wrong.push(`${path.relative(root, file)} ${mode.toString(8)}`);
      }
      return wrong;
    };
    expect(await notPrivate(out)).toEqual([]);
    const fresh = await tempDir('restored');
    await restoreSite({ env: { ...env, DATA_DIR: fresh }, from: out });
    expect(await notPrivate(path.join(fresh, 'files'))).toEqual([]);
    // db/ as copied (PGlite itself then writes a few files of its own 0644).
    expect((await stat(path.join(fresh, 'db'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(fresh, 'files'))).mode & 0o777).toBe(0o700);
  }, 60_000);
});

describe.runIf(inject('templatePostgres'))('npm run backup / restore, PostgreSQL and the bucket', () => {
  it('dumps from one snapshot and restores onto an empty database and bucket, byte for byte', async () => {
    const server = inject('templatePostgres');
    if (!server) return;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const names = [`sello_backup_${randomBytes(4).toString('hex')}`, `sello_restore_${randomBytes(4).toString('hex')}`];
    await admin.query(`CREATE DATABASE ${names[0]} TEMPLATE ${server.template}`);
    await admin.query(`CREATE DATABASE ${names[1]}`);
    cleanups.push(async () => {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const [sourceUrl, targetUrl] = names.map((name) => withDatabase(server.url, name)) as [string, string];

    const dataDir = await tempDir('pg-site');
    const storage = await testStorageEnv({ STORAGE: 's3' });
    const site = await populate(await openDatabase({ kind: 'postgres', connectionString: sourceUrl }), {
      DATA_DIR: dataDir,
      ...storage,
    });
    const out = path.join(await tempDir('pg-backups'), 'b1');
    const manifest = await backupSite({ env: siteEnv({ ...site.env, DATABASE_URL: sourceUrl }), out });
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.database.rowCounts.orders).toBe(1);
    expect(manifest.storage.kind).toBe('s3');
    expect(manifest.files.find((file) => file.path === `files/${site.fileKey}`)?.sha256).toBe(site.sha256);

    const freshStorage = await testStorageEnv({ STORAGE: 's3' });
    const fresh = await tempDir('pg-restored');
    const targetEnv = siteEnv({
      ...site.env,
      S3_BUCKET: freshStorage.S3_BUCKET,
      DATA_DIR: fresh,
      DATABASE_URL: targetUrl,
    });
    await restoreSite({ env: targetEnv, from: out });
    await checkRestored(
      await openDatabase({ kind: 'postgres', connectionString: targetUrl }),
      {
        DATA_DIR: fresh,
        ...freshStorage,
      },
      site,
    );
    await expect(restoreSite({ env: targetEnv, from: out })).rejects.toThrow(/not empty.*--force/);
    // A site still connected to the target: refused, even with --force.
    const running = new pg.Client({ connectionString: targetUrl });
    await running.connect();
    try {
      await expect(restoreSite({ env: targetEnv, from: out, force: true })).rejects.toThrow(
        /1 other connection\(s\) to the target database: stop the site first/,
      );
    } finally {
      await running.end();
    }
  }, 90_000);
});
