import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form';
import { ProfileForm } from '@/features/account/components/profile-form';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { useAuth } from '@/lib/auth-store';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
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
  if (auth.status !== 'authenticated') return null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">My account</h1>
      <p className="mt-2 text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{auth.user.email}</span>
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <Section id="account-profile" title="Your name" description="Shown on your orders and in our emails to you.">
          <ProfileForm key={auth.user.id} user={auth.user} />
        </Section>
        <Section id="account-password" title="Password" description="Changing it signs you out on every other device.">
          <ChangePasswordForm />
        </Section>
        {auth.user.staffRole ? (
          <Section
            id="account-two-factor"
            title="Two-factor authentication"
            description="For staff: signing in also asks for a code from an authenticator app, and recovery codes get you in if you lose your phone."
          >
            {requiredByAgency ? (
              <div className="mb-4">
                <Alert tone="warning" title="Two-factor authentication is required">
                  The agency requires it for staff: set it up here, then the back office opens again.
                </Alert>
              </div>
            ) : null}
            <TwoFactorSection />
          </Section>
        ) : null}
        <Section
          id="account-delete"
          title="Delete account"
          description="Removes your login and closes your orders, quotes and plans to you. Staff finish or cancel orders still in progress."
        >
          <DeleteAccountForm onDeleted={() => navigate(paths.home, { replace: true })} />
        </Section>
      </div>
    </div>
  );
};
