import MailCheck from 'lucide-react/icons/mail-check';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormPage } from '@/components/ui/form-page';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import type { useVerifyEmail } from '../api/verify-email';
import { authCatalogue } from '../messages/catalogue';
import { AuthModal, useAuthModalState } from './auth-modal';
import { useNewPasswordForm } from './new-password-form';

/**
 * The link was opened without being signed in to its account: sign in, or choose the account's password here.
 * The second way signs out everyone else on the account, so an account someone else opened with this email
 * becomes the mailbox owner's before any order is attached to it.
 */
export const VerifyEmailWithPassword = ({
  token,
  verify,
  accountEmail,
  signedInAs,
}: {
  token: string;
  verify: ReturnType<typeof useVerifyEmail>;
  /** The link's account, once the server named it. */
  accountEmail: string | null;
  /** Signed in, but to another account. */
  signedInAs: string | null;
}) => {
  const { m, t } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const { modalProps, openSignIn } = useAuthModalState();
  const form = useNewPasswordForm();
  const failed = verify.isError && !(verify.error instanceof ApiError && verify.error.status === 403);

  return (
    <>
      <FormPage titleId="verify-email-title" icon={<MailCheck className="size-6" />} title={m.verify.confirmTitle}>
        {signedInAs ? (
          <Alert tone="warning" className="mt-4 [overflow-wrap:anywhere]">
            <T
              message={accountEmail ? m.verify.otherAccount : m.verify.otherAccountUnnamed}
              values={{ signedInAs, accountEmail }}
              components={{ 0: <span className="font-medium" />, 1: <span className="font-medium" /> }}
            />
          </Alert>
        ) : (
          <>
            <p className="mt-2 text-slate-600 text-sm [overflow-wrap:anywhere]">
              {accountEmail ? t(m.verify.signInFirstNamed, { email: accountEmail }) : m.verify.signInFirst}
            </p>
            <Button className="mt-4" variant="outline" size="lg" fullWidth onClick={openSignIn}>
              {m.verify.signIn}
            </Button>
            <p className="my-6 flex items-center gap-3 text-slate-500 text-xs uppercase tracking-wide before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              {m.verify.or}
            </p>
          </>
        )}
        <h2 className="mt-4 font-semibold text-slate-900">{m.verify.setPasswordTitle}</h2>
        <p className="mt-1 mb-4 text-slate-600 text-sm">{m.verify.setPasswordBody}</p>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ password }) => verify.mutate({ token, newPassword: password }))}
        >
          {failed ? <Alert tone="error">{errorText(verify.error, m.verify.confirmFailed)}</Alert> : null}
          <NewPasswordFields register={form.register} errors={form.formState.errors} />
          <Button type="submit" size="lg" fullWidth loading={verify.isPending}>
            {m.verify.setPasswordSubmit}
          </Button>
        </form>
      </FormPage>
      <AuthModal {...modalProps} />
    </>
  );
};
