import { PASSWORD_MIN_LENGTH } from '@sello/shared/constants';
import type { FieldValues, Path } from 'react-hook-form';
import { PasswordInput } from '@/components/ui/password-input';
import { useMessages } from '@/lib/i18n/i18n';
import { errorOf, type TFormProps } from './form-props';
import { formsCatalogue } from './messages/catalogue';

/**
 * A new password and its confirmation, registered as `name` ('password' unless given) and `confirmPassword` on the
 * caller's form. Labels default to "New password" / "Confirm new password" (a password being replaced).
 */
export const NewPasswordFields = <TValues extends FieldValues & { confirmPassword: string }>({
  register,
  errors,
  name = 'password',
  label,
  confirmLabel,
  required,
  autoFocus,
}: TFormProps<TValues> & {
  name?: 'password' | 'newPassword';
  label?: string;
  confirmLabel?: string;
  required?: boolean;
  autoFocus?: boolean;
}) => {
  const { m, t } = useMessages(formsCatalogue);
  return (
    <>
      <PasswordInput
        label={label ?? m.fields.newPassword}
        autoComplete="new-password"
        hint={t(m.fields.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        required={required}
        maxLength={256}
        autoFocus={autoFocus}
        error={errorOf(errors, name)}
        {...register(name as Path<TValues>)}
      />
      <PasswordInput
        label={confirmLabel ?? m.fields.confirmNewPassword}
        autoComplete="new-password"
        required={required}
        maxLength={256}
        error={errorOf(errors, 'confirmPassword')}
        {...register('confirmPassword' as Path<TValues>)}
      />
    </>
  );
};
