import { ZForgotPasswordRequest } from '@sello/shared/account-schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/forms/contact-fields';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useRequestPasswordReset } from '../api/forgot-password';
import { authCatalogue } from '../messages/catalogue';

/**
 * 'Forgot password?': asks for the email and says what happens next, the same whether or not the email has an
 * account (the server's answer, in the page's language).
 */
export const ForgotPasswordForm = ({ onBack }: { onBack: () => void }) => {
  const { m } = useMessages(authCatalogue);
  const errorText = useErrorMessage();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: useLocalizedResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });

  // Shown in place of the sign-in form inside an open dialog: focus moves to the email field.
  useEffect(() => setFocus('email'), [setFocus]);

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title={m.forgot.sentTitle}>
          {m.forgot.sent}
        </Alert>
        <Button variant="outline" fullWidth onClick={onBack}>
          {m.forgot.back}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => request.mutate(values))}>
      <p className="text-slate-600 text-sm">{m.forgot.intro}</p>
      {request.isError ? <Alert tone="error">{errorText(request.error, m.forgot.failed)}</Alert> : null}
      <EmailField data-autofocus error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" fullWidth loading={request.isPending}>
        {request.isPending ? m.forgot.pending : m.forgot.submit}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center rounded font-semibold text-brand-700 text-sm underline underline-offset-2"
      >
        {m.forgot.back}
      </button>
    </form>
  );
};
