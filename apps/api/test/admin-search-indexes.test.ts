import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('admin search indexes (migration 0021)', () => {
  it('update the trigram indexes on every write, so no search reads through a pending list', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select c.relname as name, c.reloptions as options
      from pg_class c join pg_am am on am.oid = c.relam
      where c.relkind = 'i' and am.amname = 'gin' and c.relname like '%trgm_idx'
      order by c.relname`.execute(t.db);
    expect(rows.map((row) => row.name)).toEqual([
      'files_name_trgm_idx',
      'order_file_names_trgm_idx',
      'orders_email_trgm_idx',
      'orders_name_trgm_idx',
      'orders_number_trgm_idx',
      'quote_file_names_trgm_idx',
    ]);
    for (const row of rows) expect(row.options, row.name).toContain('fastupdate=off');
  });
});
