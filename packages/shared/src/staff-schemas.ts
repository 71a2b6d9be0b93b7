import { z } from 'zod';
import { ZEmail, ZPassword } from './auth-schemas.ts';
import { ZPersonName } from './person-name.ts';
import { ZStaffRole } from './staff-roles.ts';

/** Staff invitations and the owner's staff list (issue 30; docs/api.md › "Staff"). */

export const STAFF_INVITATION_TTL_DAYS = 7;

export const ZInviteStaffRequest = z.object({
  email: ZEmail,
  role: ZStaffRole,
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
});
export type TInviteStaffRequest = z.infer<typeof ZInviteStaffRequest>;

export const ZChangeStaffRoleRequest = z.object({ role: ZStaffRole });
export type TChangeStaffRoleRequest = z.infer<typeof ZChangeStaffRoleRequest>;

export const ZStaffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZStaffRole,
  twoFactorEnabled: z.boolean(),
  /** When the member last signed in (the start of their newest session), null if never. */
  lastSignInAt: z.iso.datetime().nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: ZStaffRole,
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;

export const ZStaffListResponse = z.object({
  staff: z.array(ZStaffMember),
  /** Invitations neither accepted nor revoked (expired ones too, so they can be sent again). */
  invitations: z.array(ZStaffInvitation),
});
export type TStaffListResponse = z.infer<typeof ZStaffListResponse>;

export const ZStaffInvitationResponse = z.object({ invitation: ZStaffInvitation });
export const ZStaffMemberResponse = z.object({ member: ZStaffMember });

/** The emailed link's token: 256 random bits, base64url. */
export const ZInvitationToken = z
  .string({ error: 'The invitation link is incomplete' })
  .min(20, { error: 'The invitation link is incomplete' })
  .max(200, { error: 'The invitation link is not valid' });

export const ZReadInvitationRequest = z.object({ token: ZInvitationToken });

/** What the invitation page shows before the invitee accepts. */
export const ZInvitationPreviewResponse = z.object({
  invitation: z.object({
    email: z.string(),
    role: ZStaffRole,
    firstName: z.string(),
    lastName: z.string(),
    /** The email already has an account: the invitee signs in with it to accept (no second account). */
    existingAccount: z.boolean(),
  }),
});
export type TInvitationPreviewResponse = z.infer<typeof ZInvitationPreviewResponse>;

/**
 * Accepting: a new account gives its name and password; an existing account accepts signed in (bearer token) with
 * the token alone.
 */
export const ZAcceptInvitationRequest = z.object({
  token: ZInvitationToken,
  firstName: ZPersonName('First name').optional(),
  lastName: ZPersonName('Last name').optional(),
  password: ZPassword.optional(),
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

export type TInvitationRefusal = 'invalid' | 'expired' | 'used' | 'revoked';
export const INVITATION_MESSAGES: Record<TInvitationRefusal, string> = {
  invalid: 'This invitation link is not valid. Please use the link from the most recent invitation email.',
  expired: 'This invitation has expired. Please ask the agency owner to send you a new one.',
  used: 'This invitation has already been accepted. Sign in with the account that accepted it.',
  revoked:
    'This invitation was withdrawn, or replaced by a newer one. Please use the link from the most recent email, or ask the agency owner.',
};
