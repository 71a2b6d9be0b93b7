import { useParams } from 'react-router';
import { StaffProfileView } from '@/features/staff-profiles/components/staff-profile-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/staff/:userId — a staff member's profile and credentials, for the owner and project managers. */
export const AdminStaffProfileRoute = () => {
  const { userId = '' } = useParams();
  useDocumentTitle('Staff profile');
  return <StaffProfileView owner={{ userId }} />;
};
