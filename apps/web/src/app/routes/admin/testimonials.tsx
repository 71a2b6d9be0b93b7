import { AdminPage } from '@/components/ui/admin-page';
import { TestimonialsPanel } from '@/features/admin-testimonials/components/testimonials-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/admin/testimonials`: what customers said, moderated for the public site by the owner and project managers. */
export const AdminTestimonialsRoute = () => {
  useDocumentTitle('Testimonials');
  return (
    <AdminPage title="Testimonials" description="Published testimonials appear on the public site.">
      <TestimonialsPanel />
    </AdminPage>
  );
};
