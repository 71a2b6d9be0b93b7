import {
  INVITATION_MESSAGES,
  STAFF_INVITATION_TTL_DAYS,
  type TInvitationRefusal,
  type TStaffInvitation,
} from '@sello/shared/staff-schemas';
import type { Transaction } from 'kysely';
import { createRefreshToken, hashRefreshToken } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import type { Database, StaffInvitationsTable, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { staffInvitationEmail } from '../../mail/templates/staff-invitation-email.ts';
import type { TSettingsReader } from '../settings/settings.ts';

type TInvitationRow = {
  id: string;
  email: string;
  role: StaffInvitationsTable['role'];
  first_name: string;
  last_name: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
};

export const INVITATION_NOT_FOUND = 'Invitation not found';
const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiry = (now = Date.now()) => new Date(now + STAFF_INVITATION_TTL_DAYS * DAY_MS);

export const toStaffInvitation = (row: TInvitationRow): TStaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  expired: row.expires_at.getTime() <= Date.now(),
});

/** What a staff change's audit entry says of the invitation (never its token). */
export const invitationAuditDetail = (row: Pick<TInvitationRow, 'id' | 'role'>) => ({
  invitationId: row.id,
  role: row.role,
});

export const acceptInvitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/staff-invitation?token=${encodeURIComponent(token)}`;

export type TInvitationMail = {
  mailer: TMailer;
  readSettings: TSettingsReader;
  brandName: string;
  publicUrl: string;
};

/**
 * Gives the invitation a new token (the previous link dies: only one hash is kept) and a new 7-day expiry, and
 * queues the email with the link in the same transaction. Returns the outbox id to dispatch after commit.
 */
export const issueInvitationLink = async (
  trx: Transaction<Database>,
  mail: TInvitationMail,
  invitationId: string,
  invitedBy: TUserRow,
): Promise<{ row: TInvitationRow; outboxId: string | null }> => {
  const { token, hash } = createRefreshToken();
  const row = await trx
    .updateTable('staff_invitations')
    .set({ token_hash: hash, expires_at: invitationExpiry() })
    .where('id', '=', invitationId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const { supportEmail } = await mail.readSettings(trx);
  const email = staffInvitationEmail({
    brandName: mail.brandName,
    supportEmail,
    firstName: row.first_name,
    role: row.role,
    invitedBy: invitedBy.first_name,
    acceptUrl: acceptInvitationUrl(mail.publicUrl, token),
    validDays: STAFF_INVITATION_TTL_DAYS,
  });
  const outboxId = await mail.mailer.enqueue(trx, {
    ...email,
    dedupeKey: `staff-invitation:${row.id}:${hash.slice(0, 16)}`,
    template: 'staff-invitation',
    to: row.email,
  });
  return { row, outboxId };
};

/** An invitation the owner can still act on (neither accepted nor revoked), else 404. */
export const loadOpenInvitation = async (db: TDb | Transaction<Database>, id: string) => {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
  return row;
};

const refuse = (reason: TInvitationRefusal): never => {
  throw new AppError('BAD_REQUEST', INVITATION_MESSAGES[reason], { reason });
};

/**
 * The invitation an emailed token names, if it still works; else 400 with `reason` (invalid, expired, used, revoked).
 * A token replaced by a newer email matches no row any more (`invalid`, whose message points to the newest email).
 */
export const invitationByToken = async (db: TDb | Transaction<Database>, token: string, lock = false) => {
  let query = db.selectFrom('staff_invitations').selectAll().where('token_hash', '=', hashRefreshToken(token));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return refuse('invalid');
  if (row.accepted_at) return refuse('used');
  if (row.revoked_at) return refuse('revoked');
  if (row.expires_at.getTime() <= Date.now()) return refuse('expired');
  return row;
};
