import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { EnvError, loadEnv, type TEnv } from './config/env.ts';
import { resolveJwtSecret } from './config/jwt-secret.ts';
import { EMBEDDED_LOCK_STALE_MS, EmbeddedDatabaseLocked, lockEmbeddedDatabase } from './db/data-dir-lock.ts';
import { migrateToLatest, openDatabaseFromEnv } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { createLifecycle, shutdownGracefully } from './lifecycle.ts';
import { ensureFirstAdmin } from './services/auth/ensure-first-admin.ts';

const readEnv = (): TEnv => {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const env = readEnv();
// The embedded database: held against a backup, a restore or a second server on the same volume, from any container.
// Waits out the lock of a server that was killed.
const unlockDatabase = env.DATABASE_URL
  ? null
  : await lockEmbeddedDatabase(path.resolve(env.DATA_DIR, 'db'), {
      waitMs: EMBEDDED_LOCK_STALE_MS + 5_000,
      onCompromised: (error) => {
        console.error(`Another process took the embedded database's lock, stopping at once: ${error.message}`);
        process.exit(1);
      },
    }).catch((error: unknown) => {
      if (!(error instanceof EmbeddedDatabaseLocked)) throw error;
      console.error(error.message);
      process.exit(1);
    });
const database = await openDatabaseFromEnv(env);
await migrateToLatest(database.db);
await seedDatabase(database.db, env);

const lifecycle = createLifecycle();
const app = await buildApp({
  env,
  database,
  lifecycle,
  jwtSecret: await resolveJwtSecret(env),
  webDistDir: env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
if (env.DATABASE_URL && !env.JWT_SECRET) {
  // Each instance would generate its own secret in its own DATA_DIR: sessions and signed links would work only on
  // the instance that issued them.
  app.log.warn('DATABASE_URL is set but JWT_SECRET is not: give every instance the same JWT_SECRET');
}
const createdAdmin = await ensureFirstAdmin({
  db: database.db,
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
  promoteExisting: env.ADMIN_PROMOTE_EXISTING,
  fallbackDomain: env.SUPPORT_EMAIL.split('@')[1] ?? 'sello.example',
  logger: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
});

// Past the deadline close-with-grace exits anyway (code 1), whatever is still running.
closeWithGrace(
  { delay: (env.SHUTDOWN_DRAIN_SECONDS + env.SHUTDOWN_TIMEOUT_SECONDS) * 1000 },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, 'shutting down: draining');
    await shutdownGracefully({
      app,
      lifecycle,
      // After a crash there is nothing worth waiting for.
      drainMs: err ? 0 : env.SHUTDOWN_DRAIN_SECONDS * 1000,
      closeDatabase: async () => {
        await database.close();
        await unlockDatabase?.();
      },
    });
  },
);

await app.listen({ port: env.PORT, host: env.HOST });

// Printed straight to the terminal, never to the structured log: the password appears exactly once.
const lines = [``, `  Sello is running at ${env.PUBLIC_URL}`];
if (createdAdmin) {
  lines.push(
    ``,
    `  First administrator created (shown only this once):`,
    `    email:    ${createdAdmin.email}`,
    `    password: ${createdAdmin.password}`,
  );
}
process.stdout.write(`${lines.join('\n')}\n\n`);
