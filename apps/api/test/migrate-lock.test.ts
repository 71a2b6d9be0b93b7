import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_ID, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { withDatabase } from './helpers/database-url.ts';

/** The PostgreSQL server of the API suite's second run (scripts/test.mjs starts it). */
const serverUrl = process.env.TEST_DATABASE_URL;

const ALL = Object.keys(migrations);

/** Several instances starting together each run migrateToLatest on the same database. */
describe('migrations when several instances start together', () => {
  it('PGlite: two concurrent runs both succeed and each migration runs once', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const [one, two] = await Promise.all([migrateToLatest(handle.db), migrateToLatest(handle.db)]);
      expect([...one, ...two].sort()).toEqual(ALL);
      const rows = await handle.db
        .selectFrom('kysely_migration' as never)
        .select(sql`count(*)::int`.as('n'))
        .execute();
      expect(rows).toEqual([{ n: ALL.length }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  describe.skipIf(!serverUrl)('PostgreSQL', () => {
    let admin: pg.Client;
    const created: string[] = [];
    const freshDatabase = async () => {
      const name = `sello_migrate_${process.pid}_${created.length + 1}`;
      await admin.query(`create database ${name}`);
      created.push(name);
      return withDatabase(serverUrl as string, name);
    };

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });
    afterAll(async () => {
      for (const name of created) await admin?.query(`drop database if exists ${name} with (force)`);
      await admin?.end();
    });

    it('two instances migrating at once: both succeed, every migration is applied exactly once', async () => {
      const url = await freshDatabase();
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', connectionString: url })),
      );
      try {
        const applied = await Promise.all(instances.map((instance) => migrateToLatest(instance.db)));
        expect(applied.flat().sort()).toEqual(ALL);
        // The first to get the lock did everything; the others found nothing left.
        expect(applied.filter((names) => names.length === 0)).toHaveLength(2);
        const [first] = instances;
        if (!first) throw new Error('no instance');
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(first.db);
        expect(rows).toEqual([{ n: ALL.length }]);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    }, 60_000);

    it('waits while another instance holds the migration lock', async () => {
      const url = await freshDatabase();
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      const instance = await openDatabase({ kind: 'postgres', connectionString: url });
      try {
        await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        let done = false;
        const migrating = migrateToLatest(instance.db).then((names) => {
          done = true;
          return names;
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(done).toBe(false);
        const { rows } = await other.query("select to_regclass('public.users') as users");
        expect(rows).toEqual([{ users: null }]);
        await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        expect(await migrating).toEqual(ALL);
      } finally {
        await other.end();
        await instance.close();
      }
    }, 60_000);
  });
});
