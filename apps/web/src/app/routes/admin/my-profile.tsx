import { StaffProfileView } from '@/features/staff-profiles/components/staff-profile-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/profile — every staff member's own profile: name, pairs, seal and signature; credentials to read. */
export const AdminMyProfileRoute = () => {
  useDocumentTitle('My profile');
  return <StaffProfileView owner="me" />;
};
