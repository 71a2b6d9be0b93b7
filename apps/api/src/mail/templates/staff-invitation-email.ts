import { nameForEmail } from '@sello/shared/person-name';
import { STAFF_ROLE_LABELS, type TStaffRole } from '@sello/shared/staff-roles';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TStaffInvitationEmail = {
  brandName: string;
  supportEmail: string;
  firstName: string;
  role: TStaffRole;
  invitedBy: string;
  acceptUrl: string;
  validDays: number;
};

/** The owner's invitation to join the staff: a single-use link where the invitee sets their password. */
export const staffInvitationEmail = ({
  brandName,
  supportEmail,
  firstName,
  role,
  invitedBy,
  acceptUrl,
  validDays,
}: TStaffInvitationEmail): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `You are invited to join ${brandName} as ${STAFF_ROLE_LABELS[role].toLowerCase()}`,
    heading: `Join ${brandName}`,
    blocks: [
      { kind: 'paragraph', text: `Hello ${nameForEmail(firstName, 'there')},` },
      {
        kind: 'paragraph',
        text: `${nameForEmail(invitedBy, 'The owner')} invited you to ${brandName}'s staff as ${STAFF_ROLE_LABELS[role].toLowerCase()}. Open this link to set your name and password:`,
      },
      { kind: 'paragraph', text: acceptUrl },
      {
        kind: 'paragraph',
        text: `The link works once and expires in ${validDays} days. If you already have an account with this email, sign in with it on that page to accept: the role is added to your account.`,
      },
      { kind: 'paragraph', text: 'If you did not expect this, ignore this email: nothing happens without the link.' },
    ],
  });
