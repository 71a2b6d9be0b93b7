import { STAFF_ROLE_LABELS, STAFF_ROLES, type TStaffRole } from '@sello/shared/staff-roles';
import type { TStaffInvitation, TStaffMember } from '@sello/shared/staff-schemas';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/order-format';
import { useChangeStaffRole, useRemoveStaffMember, useResendInvitation, useRevokeInvitation } from '../api/staff';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** One staff member: a card on phones, a row of facts beside the role picker and Remove on wide screens. */
const MemberRow = ({ member, isSelf }: { member: TStaffMember; isSelf: boolean }) => {
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaffMember();
  const [confirming, setConfirming] = useState(false);
  const failure = changeRole.error ?? remove.error;
  const name = `${member.firstName} ${member.lastName}`.trim();

  return (
    <li className="flex flex-col gap-3 border-slate-200 border-b py-4 last:border-b-0 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {name} {isSelf ? <span className="text-slate-500 text-sm">(you)</span> : null}
        </p>
        <p className="break-all text-slate-600 text-sm">{member.email}</p>
        <p className="text-slate-600 text-sm">
          Two-factor {member.twoFactorEnabled ? 'on' : 'off'} · Last sign-in{' '}
          {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'never'}
        </p>
        {failure ? (
          <div className="mt-2">
            <Alert tone="error" title="Not changed">
              {errorMessage(failure, 'Failed to change this staff member')}
            </Alert>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={`Role of ${name}`}
          options={ROLE_OPTIONS}
          value={member.role}
          disabled={changeRole.isPending}
          onChange={(event) => changeRole.mutate({ userId: member.id, role: event.target.value as TStaffRole })}
        />
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Remove ${name} from the staff?`}
        description="Their role is cleared and they are signed out everywhere at once. Their account stays, as a customer's."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            loading={remove.isPending}
            onClick={() => remove.mutate(member.id, { onSettled: () => setConfirming(false) })}
          >
            Remove from staff
          </Button>
        </div>
      </Modal>
    </li>
  );
};

export const StaffMemberList = ({ members, selfId }: { members: TStaffMember[]; selfId: string | null }) => (
  <ul aria-label="Staff members">
    {members.map((member) => (
      <MemberRow key={member.id} member={member} isSelf={member.id === selfId} />
    ))}
  </ul>
);

const InvitationRow = ({ invitation }: { invitation: TStaffInvitation }) => {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const failure = resend.error ?? revoke.error;
  return (
    <li className="flex flex-col gap-2 border-slate-200 border-b py-3 last:border-b-0 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {invitation.firstName} {invitation.lastName} · {STAFF_ROLE_LABELS[invitation.role]}
        </p>
        <p className="break-all text-slate-600 text-sm">{invitation.email}</p>
        <p className={`text-sm ${invitation.expired ? 'text-danger-700' : 'text-slate-600'}`}>
          {invitation.expired ? 'Expired' : 'Expires'} {formatDateTime(invitation.expiresAt)}
        </p>
        {failure ? (
          <Alert tone="error" title="Not changed">
            {errorMessage(failure, 'Failed to change the invitation')}
          </Alert>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate(invitation.id)}>
          Send again
        </Button>
        <Button variant="outline" size="sm" loading={revoke.isPending} onClick={() => revoke.mutate(invitation.id)}>
          Withdraw
        </Button>
      </div>
    </li>
  );
};

export const PendingInvitations = ({ invitations }: { invitations: TStaffInvitation[] }) =>
  invitations.length === 0 ? (
    <p className="text-slate-600 text-sm">No invitations waiting.</p>
  ) : (
    <ul aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
