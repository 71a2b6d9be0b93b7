import KeyRound from 'lucide-react/icons/key-round';
import Link2Off from 'lucide-react/icons/link-2-off';
import { ButtonLink } from '@/components/ui/button';
import { FormPage } from '@/components/ui/form-page';
import { PageMessage } from '@/components/ui/page-message';
import { localizedPath, paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authCatalogue } from '@/features/auth/messages/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUrlToken } from '@/lib/use-url-token';

/** /reset-password?token=… — the page the reset email links to (the token leaves the address bar at once). */
export const ResetPasswordRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.resetPassword);
  const token = useUrlToken();
  const { m, locale } = useMessages(authCatalogue);

  if (!token) {
    return (
      <PageMessage
        icon={<Link2Off className="size-7" />}
        tone="error"
        title={m.reset.incompleteTitle}
        actions={
          <ButtonLink to={localizedPath(locale, paths.home)} size="lg">
            {m.reset.home}
          </ButtonLink>
        }
      >
        {m.reset.incompleteBody}
      </PageMessage>
    );
  }

  return (
    <FormPage titleId="reset-password-title" icon={<KeyRound className="size-6" />} title={m.reset.title}>
      <p className="mt-2 mb-6 text-slate-600 text-sm">{m.reset.intro}</p>
      <ResetPasswordForm token={token} />
    </FormPage>
  );
};
