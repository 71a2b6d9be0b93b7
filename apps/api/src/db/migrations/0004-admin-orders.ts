import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A translated file is uploaded first (order_id set when presigned), then attached to the order by an admin;
  // only attached files are delivered to the client.
  await db.schema.alterTable('files').addColumn('attached_at', 'timestamptz').execute();
  // The admin list is newest first.
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await sql`create index order_events_actor_idx on order_events (actor_user_id)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('order_events_actor_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.alterTable('files').dropColumn('attached_at').execute();
};
