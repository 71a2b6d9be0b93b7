import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AdminPage, AdminQueryState } from '@/components/ui/admin-page';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useStaff } from '@/features/admin-staff/api/staff';
import { AuditExportForm } from '@/features/admin-staff/components/audit-export-form';
import { InviteStaffForm } from '@/features/admin-staff/components/invite-staff-form';
import { StaffActivity } from '@/features/admin-staff/components/staff-activity';
import { PendingInvitations, StaffMemberList } from '@/features/admin-staff/components/staff-members';
import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /admin/staff: the owner's staff (roles, two-factor, last sign-in), the invitation form, pending invitations, the
 * staff changes and the audit trail's export.
 */
export const AdminStaffRoute = () => {
  useDocumentTitle('Staff');
  const auth = useAuth();
  const staff = useStaff();
  const [invited, setInvited] = useState<string | null>(null);
  // The order page's "Export audit trail (CSV)" links to #audit-trail.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <AdminPage
      title="Staff"
      description="Who works in the back office, with which role. Changing a role or removing someone signs them out everywhere."
    >
      <div className="flex flex-col gap-6">
        <Card id="invite-staff" title="Invite someone">
          {invited ? (
            <div className="mb-4">
              <Alert tone="success" title="Invitation sent">
                {invited} has a link valid for 7 days to set their password.
              </Alert>
            </div>
          ) : null}
          <InviteStaffForm onInvited={setInvited} />
        </Card>
        <AdminQueryState
          query={staff}
          loadingLabel="Loading the staff"
          errorTitle="Failed to load the staff"
          errorFallback="Failed to load the staff"
        >
          {(data) => (
            <>
              <Card id="staff-members" title="Staff members">
                <StaffMemberList members={data.staff} selfId={auth.status === 'authenticated' ? auth.user.id : null} />
              </Card>
              <Card id="pending-invitations" title="Pending invitations">
                <PendingInvitations invitations={data.invitations} />
              </Card>
            </>
          )}
        </AdminQueryState>
        <Card id="staff-activity" title="Staff activity">
          <StaffActivity />
        </Card>
        <Card id="audit-trail" title="Audit trail">
          <AuditExportForm />
        </Card>
      </div>
    </AdminPage>
  );
};
