import MailCheck from 'lucide-react/icons/mail-check';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormPage } from '@/components/ui/form-page';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { useVerifyEmail } from '../api/verify-email';
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
  const { modalProps, openSignIn } = useAuthModalState();
  const form = useNewPasswordForm();
  const failed = verify.isError && !(verify.error instanceof ApiError && verify.error.status === 403);

  return (
    <>
      <FormPage titleId="verify-email-title" icon={<MailCheck className="size-6" />} title="Confirm your email">
        {signedInAs ? (
          <Alert tone="warning" className="mt-4">
            You are signed in as <span className="font-medium">{signedInAs}</span>, but this link is for{' '}
            {accountEmail ? <span className="font-medium">{accountEmail}</span> : 'another account'}.
          </Alert>
        ) : (
          <>
            <p className="mt-2 text-slate-600 text-sm">
              Sign in to your account{accountEmail ? ` (${accountEmail})` : ''}, then confirm it here.
            </p>
            <Button className="mt-4" variant="outline" size="lg" fullWidth onClick={openSignIn}>
              Sign in
            </Button>
            <p className="my-6 flex items-center gap-3 text-slate-500 text-xs uppercase tracking-wide before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              or
            </p>
          </>
        )}
        <h2 className="mt-4 font-semibold text-slate-900">Set a password and confirm</h2>
        <p className="mt-1 mb-4 text-slate-600 text-sm">
          Choose a new password for this account. It confirms your email and signs out every other device using the
          account — use it if you cannot sign in, or did not open the account yourself.
        </p>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ password }) => verify.mutate({ token, newPassword: password }))}
        >
          {failed ? (
            <Alert tone="error">{errorMessage(verify.error, 'Could not confirm your email. Please try again.')}</Alert>
          ) : null}
          <NewPasswordFields register={form.register} errors={form.formState.errors} />
          <Button type="submit" size="lg" fullWidth loading={verify.isPending}>
            Set password and verify
          </Button>
        </form>
      </FormPage>
      <AuthModal {...modalProps} />
    </>
  );
};
