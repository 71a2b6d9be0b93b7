import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { localizedPath, paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { accountCatalogue } from '@/features/account/messages/catalogue';
import { useAuth } from '@/lib/auth-store';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { T } from '@/lib/i18n/rich-message';
import { useDocumentTitle } from '@/lib/use-document-title';

const Section = ({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
    <h2 id={id} className="font-semibold text-lg text-slate-900">
      {title}
    </h2>
    <p className="mt-1 mb-5 text-slate-600 text-sm">{description}</p>
    {children}
  </section>
);

/** /account — the signed-in user's name, password, two-factor (staff) and account deletion (guarded by ProtectedRoute). */
export const AccountRoute = () => {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requiredByAgency = searchParams.has('twoFactorRequired');
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.account);
  const { m, locale } = useMessages(accountCatalogue);
  if (auth.status !== 'authenticated') return null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">{m.page.title}</h1>
      <p className="mt-2 text-slate-600 [overflow-wrap:anywhere]">
        <T
          message={m.page.signedInAs}
          values={{ email: auth.user.email }}
          components={{ 0: <span className="font-medium text-slate-900" /> }}
        />
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <Section id="account-profile" title={m.page.nameTitle} description={m.page.nameDescription}>
          <ProfileForm key={auth.user.id} user={auth.user} />
        </Section>
        <Section id="account-password" title={m.page.passwordTitle} description={m.page.passwordDescription}>
          <ChangePasswordForm />
        </Section>
        {auth.user.staffRole ? (
          <Section id="account-two-factor" title={m.page.twoFactorTitle} description={m.page.twoFactorDescription}>
            {requiredByAgency ? (
              <div className="mb-4">
                <Alert tone="warning" title={m.page.twoFactorRequiredTitle}>
                  {m.page.twoFactorRequired}
                </Alert>
              </div>
            ) : null}
            <TwoFactorSection />
          </Section>
        ) : null}
        <Section id="account-delete" title={m.page.deleteTitle} description={m.page.deleteDescription}>
          <DeleteAccountForm onDeleted={() => navigate(localizedPath(locale, paths.home), { replace: true })} />
        </Section>
      </div>
    </div>
  );
};
