import Link2Off from 'lucide-react/icons/link-2-off';
import UserPlus from 'lucide-react/icons/user-plus';
import { ButtonLink } from '@/components/ui/button';
import { FormPage } from '@/components/ui/form-page';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { useStaffInvitation } from '@/features/auth/api/staff-invitation';
import { AcceptStaffInvitation } from '@/features/auth/components/accept-staff-invitation';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlToken } from '@/lib/use-url-token';

const DeadLink = ({ title, children }: { title: string; children: string }) => (
  <PageMessage
    icon={<Link2Off className="size-7" />}
    tone="error"
    title={title}
    actions={
      <ButtonLink to={paths.home} size="lg">
        Go to the home page
      </ButtonLink>
    }
  >
    {children}
  </PageMessage>
);

const Invitation = ({ token }: { token: string }) => {
  const invitation = useStaffInvitation(token);
  if (invitation.isPending) return <PageLoading label="Loading the invitation" />;
  if (invitation.isError) {
    return (
      <DeadLink title="This invitation cannot be used">
        {errorMessage(invitation.error, 'This invitation link is not valid.')}
      </DeadLink>
    );
  }
  return (
    <FormPage titleId="staff-invitation-title" icon={<UserPlus className="size-6" />} title="Join the team">
      <div className="mt-4">
        <AcceptStaffInvitation token={token} invitation={invitation.data.invitation} />
      </div>
    </FormPage>
  );
};

/** /staff-invitation?token=… — the page the owner's invitation email links to (the token leaves the address bar). */
export const StaffInvitationRoute = () => {
  useDocumentTitle('Staff invitation');
  const token = useUrlToken();
  if (!token) {
    return (
      <DeadLink title="This invitation link is incomplete">
        Open the link from the invitation email exactly as it was sent, or ask the agency owner to send it again.
      </DeadLink>
    );
  }
  return <Invitation token={token} />;
};
