import KeyRound from 'lucide-react/icons/key-round';
import Link2Off from 'lucide-react/icons/link-2-off';
import { ButtonLink } from '@/components/ui/button';
import { FormPage } from '@/components/ui/form-page';
import { PageMessage } from '@/components/ui/page-message';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlToken } from '@/lib/use-url-token';

/** /reset-password?token=… — the page the reset email links to (the token leaves the address bar at once). */
export const ResetPasswordRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.resetPassword);
  const token = useUrlToken();

  if (!token) {
    return (
      <PageMessage
        icon={<Link2Off className="size-7" />}
        tone="error"
        title="This reset link is incomplete"
        actions={
          <ButtonLink to={paths.home} size="lg">
            Go to the home page
          </ButtonLink>
        }
      >
        Open the link from the email exactly as it was sent, or ask for a new one with “Forgot password?” in the sign-in
        window.
      </PageMessage>
    );
  }

  return (
    <FormPage titleId="reset-password-title" icon={<KeyRound className="size-6" />} title="Choose a new password">
      <p className="mt-2 mb-6 text-slate-600 text-sm">
        Setting a new password signs you in here and out on every other device.
      </p>
      <ResetPasswordForm token={token} />
    </FormPage>
  );
};
