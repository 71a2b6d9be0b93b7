import { STAFF_ROLE_LABELS } from '@sello/shared/staff-roles';
import { AdminPage, AdminQueryState } from '@/components/ui/admin-page';
import { useStaffCan } from '@/lib/use-staff-can';
import { useStaffProfile } from '../api/get-staff-profile';
import type { TProfileOwner } from '../api/staff-profile-path';
import { CredentialsCard } from './credentials-card';
import { ProfileDetailsCard } from './profile-details-card';
import { SealSignatureCard } from './seal-signature-card';
import { SigningCertificateCard } from './signing-certificate-card';

/**
 * A staff member's profile: the person's own ("My profile") or, for the back office, anyone's; a project manager reads
 * others' profiles without changing them (the owner's alone).
 */
export const StaffProfileView = ({ owner }: { owner: TProfileOwner }) => {
  const query = useStaffProfile(owner);
  const mine = owner === 'me';
  const ownerView = useStaffCan('staff');
  const readOnly = !mine && !ownerView;
  return (
    <AdminPage
      title={mine ? 'My profile' : (query.data?.displayName ?? 'Staff member')}
      description={
        query.data
          ? `${STAFF_ROLE_LABELS[query.data.staffRole]} · ${query.data.email}`
          : 'Display name, language pairs, credentials, seal, signature and signing certificate.'
      }
    >
      <AdminQueryState query={query} loadingLabel="Loading the profile" errorTitle="Could not load the profile">
        {(profile) => (
          <div className="flex flex-col gap-6">
            <ProfileDetailsCard key={profile.userId} owner={owner} profile={profile} readOnly={readOnly} />
            <CredentialsCard profile={profile} mine={mine} />
            <SealSignatureCard owner={owner} profile={profile} readOnly={readOnly} />
            <SigningCertificateCard owner={owner} profile={profile} readOnly={readOnly} />
          </div>
        )}
      </AdminQueryState>
    </AdminPage>
  );
};
