import { zodResolver } from '@hookform/resolvers/zod';
import { ZPassword } from '@sello/shared/auth-schemas';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORDS_DO_NOT_MATCH } from './auth-modal';

const ZNewPasswordForm = z
  .object({
    password: ZPassword,
    confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** The form of an emailed link that sets the account's password (reset, or email verification without signing in). */
export const useNewPasswordForm = () =>
  useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

/** The new password and its confirmation, for a form from useNewPasswordForm. */
export const NewPasswordFields = ({
  form: {
    register,
    formState: { errors },
  },
  autoFocus = false,
}: {
  form: UseFormReturn<TNewPasswordForm>;
  autoFocus?: boolean;
}) => (
  <>
    <PasswordInput
      label="New password"
      autoComplete="new-password"
      hint="At least 8 characters."
      autoFocus={autoFocus}
      error={errors.password?.message}
      {...register('password')}
    />
    <PasswordInput
      label="Confirm new password"
      autoComplete="new-password"
      error={errors.confirmPassword?.message}
      {...register('confirmPassword')}
    />
  </>
);
