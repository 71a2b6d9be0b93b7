import { AdminPage } from '@/components/ui/admin-page';
import { LeadsPanel } from '@/features/admin-leads/components/leads-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/admin/leads`: visitors who left their contact details, for the owner and project managers (sales work). */
export const AdminLeadsRoute = () => {
  useDocumentTitle('Leads');
  return (
    <AdminPage title="Leads" description="Visitors who left their contact details. Track who has been followed up.">
      <LeadsPanel />
    </AdminPage>
  );
};
