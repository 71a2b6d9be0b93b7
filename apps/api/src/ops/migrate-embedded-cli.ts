import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { resolveJwtSecret } from '../config/jwt-secret.ts';
import { EmbeddedDatabaseLocked, lockEmbeddedDatabase } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { migrateEmbedded } from './migrate-embedded.ts';

// `npm run migrate-embedded -- --to postgres://user:pass@host/db [--storage s3|local]`: moves the embedded installation
// in DATA_DIR (PGlite database, local files) to PostgreSQL and, with `--storage s3`, its files to the bucket the S3_*
// variables name. Stop the site first.
const USAGE =
  'Usage: npm run migrate-embedded -- --to postgres://user:password@host:5432/database [--storage s3|local]';

const { values } = parseArgs({
  options: { to: { type: 'string' }, storage: { type: 'string', default: 'local' } },
});
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error(`--to must be a postgres:// URL of a new, empty database.\n${USAGE}`);
  process.exit(2);
}
if (values.storage !== 'local' && values.storage !== 's3') {
  console.error(
    `--storage must be s3 (files move to the S3_* bucket) or local (they stay in DATA_DIR/files).\n${USAGE}`,
  );
  process.exit(2);
}

const env = loadEnv();
// The target store: the bucket of the S3_* variables (checked as STORAGE=s3 would be at boot), or none.
const s3Env = values.storage === 's3' ? loadEnv({ ...process.env, STORAGE: 's3' }) : null;
const started = Date.now();
// The running site holds the embedded database's lock; a copy taken beside it could miss what it writes, and opening
// PGlite twice can lose committed rows (docs/deploy.md).
const releaseLock = await lockEmbeddedDatabase(path.resolve(env.DATA_DIR, 'db')).catch((error: Error) => {
  console.error(
    error instanceof EmbeddedDatabaseLocked
      ? `${error.message}`
      : `Could not lock the embedded database: ${error.message}`,
  );
  process.exit(1);
});
const source = await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'db') });
const target = await openDatabase({ kind: 'postgres', connectionString: values.to });
try {
  const secret = await resolveJwtSecret(env);
  const files = createLocalStorage({ dataDir: env.DATA_DIR, secret });
  console.info(`Copying ${path.resolve(env.DATA_DIR, 'db')} to ${new URL(values.to).host}…`);
  const report = await migrateEmbedded({
    source: source.db,
    target: target.db,
    sourceFiles: files,
    targetFiles: s3Env ? createStorage(s3Env, secret) : null,
    maxFileBytes: Number.MAX_SAFE_INTEGER,
    log: (line) => console.info(line),
  });
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.info(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.tables.length} tables, ${rows} rows, row counts equal.`,
  );
  console.info(
    `Next: start the site with DATABASE_URL set to the new database, ${s3Env ? 'STORAGE=s3 and the same S3_* variables' : 'the same DATA_DIR (files)'}, and JWT_SECRET set to the value in ${path.resolve(env.DATA_DIR, 'jwt-secret')} when you did not set one (sessions, signed links and two-factor secrets depend on it).`,
  );
} catch (error) {
  console.error(`Migration stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.close();
  await target.close();
  await releaseLock();
}
