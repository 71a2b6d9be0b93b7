import { ZChangePasswordRequest } from '@sello/shared/account-schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useChangePassword } from '../api/change-password';
import { accountCatalogue } from '../messages/catalogue';

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
  const { m } = useMessages(accountCatalogue);
  const errorText = useErrorMessage();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: useLocalizedResolver(ZChangePasswordForm), defaultValues: EMPTY });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(({ confirmPassword: _confirmed, ...values }) =>
        change.mutate(values, { onSuccess: () => reset(EMPTY) }),
      )}
    >
      {change.isError ? <Alert tone="error">{errorText(change.error, m.password.failed)}</Alert> : null}
      {change.isSuccess ? <Alert tone="success">{m.password.changed}</Alert> : null}
      <PasswordInput
        label={m.password.current}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields register={register} errors={errors} name="newPassword" />
      </div>
      <Button type="submit" loading={change.isPending} className="self-start">
        {change.isPending ? m.password.pending : m.password.submit}
      </Button>
    </form>
  );
};
