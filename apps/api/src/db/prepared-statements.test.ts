import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements, withPreparedStatementsPool } from './prepared-statements.ts';

type TTestDb = {
  things: {
    id: Generated<string>;
    name: string;
    count: Generated<number>;
    tags: Generated<string[]>;
    data: unknown;
    seen_at: Date | null;
    active: Generated<boolean>;
  };
};

let pglite: PGlite;
let db: Kysely<TTestDb>;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<TTestDb>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  await sql`create table things (
    id uuid primary key default gen_random_uuid(), name text unique not null, count integer not null default 0,
    tags text[] not null default '{}', data jsonb, seen_at timestamptz, active boolean not null default true
  )`.execute(db);
});
afterAll(() => db.destroy());

/** The statements PGlite holds prepared (by name, from pg_prepared_statements), read without going through them. */
const preparedNames = async () =>
  (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((row) => row.name);

describe('data statements through withPreparedStatements', () => {
  it('are prepared once per SQL text and return what PGlite returns unprepared, for every parameter type', async () => {
    const seenAt = new Date('2026-01-02T03:04:05.678Z');
    const inserted = await db
      .insertInto('things')
      .values({
        name: 'first',
        count: 3,
        tags: ['a', 'b'],
        data: JSON.stringify({ nested: [1, 'two'] }),
        seen_at: seenAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const before = (await preparedNames()).length;
    const read = (name: string) => db.selectFrom('things').selectAll().where('name', '=', name).executeTakeFirst();
    const first = await read('first');
    expect(await read('first')).toEqual(first);
    expect((await preparedNames()).length).toBe(before + 1);
    const unprepared = await pglite.query('select * from things where name = $1', ['first']);
    expect(first).toEqual(unprepared.rows[0]);
    expect(first).toEqual(inserted);
    expect(first).toMatchObject({ count: 3, tags: ['a', 'b'], data: { nested: [1, 'two'] }, seen_at: seenAt });
    expect(await read('missing')).toBeUndefined();
    const updated = await db
      .updateTable('things')
      .set({ active: false, seen_at: null })
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(await read('first')).toMatchObject({ active: false, seen_at: null });
  });

  it('leave pattern searches unprepared: their plan depends on the pattern', async () => {
    const before = await preparedNames();
    const search = (pattern: string) =>
      db.selectFrom('things').select('name').where('name', 'ilike', pattern).orderBy('name').execute();
    expect(await search('%IRS%')).toEqual([{ name: 'first' }]);
    expect(await search('%')).not.toHaveLength(0);
    expect(await preparedNames()).toEqual(before);
  });

  it('keep the database error and its code, and the next statement works', async () => {
    await db.insertInto('things').values({ name: 'twin' }).execute();
    const duplicate = db.insertInto('things').values({ name: 'twin' }).execute();
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    await expect(db.selectFrom('things').select('name').where('name', '=', 'twin').execute()).resolves.toHaveLength(1);
    await expect(sql`select * from no_such_table where id = ${1}`.execute(db)).rejects.toMatchObject({ code: '42P01' });
    await expect(db.selectFrom('things').select('name').where('name', '=', 'twin').execute()).resolves.toHaveLength(1);
  });

  it('inside a transaction: committed, rolled back, and an outside statement waits for the commit', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('things').values({ name: 'committed' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('things').values({ name: 'rolled back' }).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const names = async () => (await db.selectFrom('things').select('name').execute()).map((row) => row.name);
    expect(await names()).toContain('committed');
    expect(await names()).not.toContain('rolled back');

    let outside: Promise<string[]> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('things').values({ name: 'in flight' }).execute();
      outside = names();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await trx.updateTable('things').set({ name: 'landed' }).where('name', '=', 'in flight').execute();
    });
    const seen = await outside;
    expect(seen).toContain('landed');
    expect(seen).not.toContain('in flight');
  });

  it('a schema change forgets the prepared statements, so a select * returns the new column', async () => {
    const readAll = () => sql<Record<string, unknown>>`select * from things where name = ${'committed'}`.execute(db);
    expect(Object.keys((await readAll()).rows[0] ?? {})).not.toContain('note');
    expect((await preparedNames()).length).toBeGreaterThan(0);
    await sql`alter table things add column note text default 'new'`.execute(db);
    expect(await preparedNames()).toEqual([]);
    expect((await readAll()).rows[0]).toMatchObject({ note: 'new' });
  });

  it('keep at most 500 prepared statements, the least recently used closed first', async () => {
    for (let i = 0; i < 520; i++) await sql`select ${i}::int + ${i} as n${sql.raw(String(i))}`.execute(db);
    expect((await preparedNames()).length).toBe(500);
    const { rows } = await sql<{ n0: number }>`select ${7}::int + ${7} as n0`.execute(db);
    expect(rows[0]?.n0).toBe(14);
  });
});

// The PostgreSQL run of the suite (scripts/test.mjs) sets TEST_DATABASE_URL: a server these tests may use.
describe.runIf(process.env.TEST_DATABASE_URL)('data statements through withPreparedStatementsPool', () => {
  const table = `prepared_${process.pid}_${Date.now()}`;
  let pool: pg.Pool;
  let poolDb: Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    poolDb = new Kysely({ dialect: new PostgresDialect({ pool: withPreparedStatementsPool(pool) }) });
    await sql`create table ${sql.table(table)} (id int primary key, name text unique)`.execute(poolDb);
  });
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(poolDb);
    await poolDb.destroy();
  });

  it('are named, keep the error code, and survive a change of the table they read', async () => {
    await poolDb.insertInto(table).values({ id: 1, name: 'one' }).execute();
    const readAll = () => poolDb.selectFrom(table).selectAll().where('id', '=', 1).executeTakeFirst();
    expect(await readAll()).toEqual({ id: 1, name: 'one' });
    await expect(poolDb.insertInto(table).values({ id: 2, name: 'one' }).execute()).rejects.toMatchObject({
      code: '23505',
    });
    await poolDb.connection().execute(async (connection) => {
      await connection.selectFrom(table).selectAll().where('id', '=', 1).execute();
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      expect(rows.map((row) => row.statement)).toContain(`select * from "${table}" where "id" = $1`);
    });
    // Another session changes the table's shape: "cached plan must not change result type" is handled.
    await pool.query(`alter table ${table} add column note text default 'new'`);
    for (let i = 0; i < 4; i++) expect(await readAll()).toEqual({ id: 1, name: 'one', note: 'new' });
  });
});
