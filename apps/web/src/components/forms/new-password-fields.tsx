import type { FieldValues, Path } from 'react-hook-form';
import { PasswordInput } from '@/components/ui/password-input';
import { errorOf, type TFormProps } from './form-props';

/**
 * A new password and its confirmation, registered as `name` ('password' unless given) and `confirmPassword` on the
 * caller's form. Labels default to "New password" / "Confirm new password" (a password being replaced).
 */
export const NewPasswordFields = <TValues extends FieldValues & { confirmPassword: string }>({
  register,
  errors,
  name = 'password',
  label = 'New password',
  confirmLabel = 'Confirm new password',
  required,
  autoFocus,
}: TFormProps<TValues> & {
  name?: 'password' | 'newPassword';
  label?: string;
  confirmLabel?: string;
  required?: boolean;
  autoFocus?: boolean;
}) => (
  <>
    <PasswordInput
      label={label}
      autoComplete="new-password"
      hint="At least 8 characters."
      required={required}
      maxLength={256}
      autoFocus={autoFocus}
      error={errorOf(errors, name)}
      {...register(name as Path<TValues>)}
    />
    <PasswordInput
      label={confirmLabel}
      autoComplete="new-password"
      required={required}
      maxLength={256}
      error={errorOf(errors, 'confirmPassword')}
      {...register('confirmPassword' as Path<TValues>)}
    />
  </>
);
