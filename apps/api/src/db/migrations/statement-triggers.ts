import { type Kysely, sql } from 'kysely';

/**
 * AFTER INSERT, UPDATE and DELETE triggers `<name>_insert`, `<name>_update` and `<name>_delete` on `table`, each run
 * once per statement with its transition tables (`new_<table>`, `old_<table>`), all calling `fn()` (which branches
 * on tg_op: a trigger with transition tables has one event). Used by migrations, so what it creates never changes.
 */
export const createStatementTriggers = async (db: Kysely<unknown>, table: string, name: string, fn: string) => {
  const [on, newRows, oldRows, call] = [table, `new_${table}`, `old_${table}`, fn].map((part) => sql.raw(part));
  await sql`create trigger ${sql.raw(`${name}_insert`)} after insert on ${on}
    referencing new table as ${newRows} for each statement execute function ${call}()`.execute(db);
  await sql`create trigger ${sql.raw(`${name}_update`)} after update on ${on}
    referencing old table as ${oldRows} new table as ${newRows} for each statement execute function ${call}()`.execute(
    db,
  );
  await sql`create trigger ${sql.raw(`${name}_delete`)} after delete on ${on}
    referencing old table as ${oldRows} for each statement execute function ${call}()`.execute(db);
};

/** Drops what createStatementTriggers created (not the function). */
export const dropStatementTriggers = async (db: Kysely<unknown>, table: string, name: string) => {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.ref(`${name}_${event}`)} on ${sql.ref(table)}`.execute(db);
  }
};
