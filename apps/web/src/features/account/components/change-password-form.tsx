import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordRequest } from '@sello/shared/account-schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

export const NEW_PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const ZChangePasswordForm = ZChangePasswordRequest.extend({
  confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
}).refine((values) => values.newPassword === values.confirmPassword, {
  error: NEW_PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
});

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password (the current one is required); every other device is signed out. */
export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ confirmPassword: _confirmed, ...values }) =>
        change.mutate(values, { onSuccess: () => reset(EMPTY) }),
      )}
    >
      {change.isError ? (
        <Alert tone="error">{errorMessage(change.error, 'Could not change your password. Please try again.')}</Alert>
      ) : null}
      {change.isSuccess ? (
        <Alert tone="success">Your password has been changed. Other devices have been signed out.</Alert>
      ) : null}
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields register={register} errors={errors} name="newPassword" />
      </div>
      <Button type="submit" loading={change.isPending} className="self-start">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
};
