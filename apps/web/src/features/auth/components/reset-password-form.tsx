import { useState } from 'react';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { AuthModal, TwoFactorStep, useAuthModalState } from './auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { useNewPasswordForm } from './new-password-form';

/** Why the link failed, when the server said so: the page then offers a new link instead of the form. */
const linkProblem = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { reason?: unknown } | null;
  return typeof body?.reason === 'string' ? errorMessage(error, 'This password reset link cannot be used.') : null;
};

/**
 * Sets a new password from the emailed link; the answer signs the person in here (after the authentication code when
 * the account has two-factor on) and every other session ends.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const reset = useResetPassword();
  const [requestingNewLink, setRequestingNewLink] = useState(false);
  const { modalProps, openSignIn } = useAuthModalState();
  const [codeAccepted, setCodeAccepted] = useState(false);
  const form = useNewPasswordForm();

  if (reset.isSuccess && ('tokens' in reset.data || codeAccepted)) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title="Your password has been changed">
          You are signed in here with your new password, and signed out everywhere else.
        </Alert>
        <ButtonLink to={paths.dashboard} size="lg" fullWidth>
          Go to my orders
        </ButtonLink>
      </div>
    );
  }

  if (reset.isSuccess && 'challengeToken' in reset.data) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title="Your password has been changed">
          You have been signed out everywhere. This account has two-factor authentication on: enter the code to sign in.
        </Alert>
        <TwoFactorStep
          challengeToken={reset.data.challengeToken}
          onSuccess={() => setCodeAccepted(true)}
          onBack={openSignIn}
          backLabel="Sign in with email and password instead"
        />
        <AuthModal {...modalProps} />
      </div>
    );
  }

  const problem = reset.isError ? linkProblem(reset.error) : null;
  if (problem) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error" title="This link cannot be used">
          {problem}
        </Alert>
        {requestingNewLink ? (
          <ForgotPasswordForm onBack={() => setRequestingNewLink(false)} />
        ) : (
          <Button size="lg" fullWidth onClick={() => setRequestingNewLink(true)}>
            Request a new link
          </Button>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
    >
      {reset.isError ? (
        <Alert tone="error">{errorMessage(reset.error, 'Could not change the password. Please try again.')}</Alert>
      ) : null}
      <NewPasswordFields register={form.register} errors={form.formState.errors} autoFocus />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
};
