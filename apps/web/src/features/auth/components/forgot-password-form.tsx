import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordRequest } from '@sello/shared/account-schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/forms/contact-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';

/**
 * 'Forgot password?': asks for the email and shows the server's answer, which is the same whether or not
 * the email has an account.
 */
export const ForgotPasswordForm = ({ onBack }: { onBack: () => void }) => {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });

  // Shown in place of the sign-in form inside an open dialog: focus moves to the email field.
  useEffect(() => setFocus('email'), [setFocus]);

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title="Check your email">
          {request.data.message}
        </Alert>
        <Button variant="outline" fullWidth onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((values) => request.mutate(values))}>
      <p className="text-slate-600 text-sm">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {request.isError ? (
        <Alert tone="error">{errorMessage(request.error, 'Could not send the reset link. Please try again.')}</Alert>
      ) : null}
      <EmailField data-autofocus error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" fullWidth loading={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center rounded font-semibold text-brand-700 text-sm underline underline-offset-2"
      >
        Back to sign in
      </button>
    </form>
  );
};
