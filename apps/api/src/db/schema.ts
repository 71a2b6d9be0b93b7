import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type UsersTable = {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  is_admin: Generated<boolean>;
  email_verified_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type RefreshTokensTable = {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Generated<Date>;
};

export type SettingsTable = {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
};

export type ContactMessagesTable = {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  created_at: Generated<Date>;
};

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'stored' | 'failed';

export type OutboxTable = {
  id: Generated<string>;
  /** Unique per event (e.g. `contact:{id}`) so one event never produces two emails. */
  dedupe_key: string;
  template: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
};

export type Database = {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  settings: SettingsTable;
  contact_messages: ContactMessagesTable;
  outbox: OutboxTable;
};

export type TUserRow = Selectable<UsersTable>;
export type TNewOutboxRow = Insertable<OutboxTable>;
