import { useState } from 'react';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useResetPassword } from '../api/reset-password';
import { authCatalogue } from '../messages/catalogue';
import { AuthModal, TwoFactorStep, useAuthModalState } from './auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { useNewPasswordForm } from './new-password-form';

type TLinkProblem = 'invalid' | 'used' | 'expired';

/** Why the link failed, when the server said so (its 400 `reason`): the page then offers a new link instead of the form. */
const linkProblem = (error: unknown): TLinkProblem | null => {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.reason === 'invalid' || error.reason === 'used' || error.reason === 'expired' ? error.reason : null;
};

/**
 * Sets a new password from the emailed link; the answer signs the person in here (after the authentication code when
 * the account has two-factor on) and every other session ends.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const { m, locale } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const reset = useResetPassword();
  const [requestingNewLink, setRequestingNewLink] = useState(false);
  const { modalProps, openSignIn } = useAuthModalState();
  const [codeAccepted, setCodeAccepted] = useState(false);
  const form = useNewPasswordForm();

  if (reset.isSuccess && ('tokens' in reset.data || codeAccepted)) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title={m.reset.doneTitle}>
          {m.reset.doneBody}
        </Alert>
        <ButtonLink to={localizedPath(locale, paths.dashboard)} size="lg" fullWidth>
          {m.reset.myOrders}
        </ButtonLink>
      </div>
    );
  }

  if (reset.isSuccess && 'challengeToken' in reset.data) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title={m.reset.doneTitle}>
          {m.reset.doneTwoFactor}
        </Alert>
        <TwoFactorStep
          challengeToken={reset.data.challengeToken}
          onSuccess={() => setCodeAccepted(true)}
          onBack={openSignIn}
          backLabel={m.reset.signInInstead}
        />
        <AuthModal {...modalProps} />
      </div>
    );
  }

  const problem = reset.isError ? linkProblem(reset.error) : null;
  if (problem) {
    const problemText = { invalid: m.reset.linkInvalid, used: m.reset.linkUsed, expired: m.reset.linkExpired }[problem];
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error" title={m.reset.linkProblemTitle}>
          {problemText}
        </Alert>
        {requestingNewLink ? (
          <ForgotPasswordForm onBack={() => setRequestingNewLink(false)} />
        ) : (
          <Button size="lg" fullWidth onClick={() => setRequestingNewLink(true)}>
            {m.reset.newLink}
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
      {reset.isError ? <Alert tone="error">{errorText(reset.error, m.reset.failed)}</Alert> : null}
      <NewPasswordFields register={form.register} errors={form.formState.errors} autoFocus />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
        {reset.isPending ? m.reset.pending : m.reset.submit}
      </Button>
    </form>
  );
};
