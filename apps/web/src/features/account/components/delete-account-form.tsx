import { STAFF_ACCOUNT_DELETE_MESSAGE, ZDeleteAccountRequest } from '@sello/shared/account-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { useAuth } from '@/lib/auth-store';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useDeleteAccount } from '../api/delete-account';
import { accountCatalogue } from '../messages/catalogue';

/**
 * Deletes the login after the password is typed again. Orders already placed stay with the agency (with the
 * contact details they were placed with) and remain reachable through their links. Staff are not offered it: the
 * server refuses until the owner has removed them from the staff.
 */
export const DeleteAccountForm = ({ onDeleted }: { onDeleted: () => void }) => {
  const { m } = useMessages(accountCatalogue);
  const errorText = useErrorMessage();
  const auth = useAuth();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: useLocalizedResolver(ZDeleteAccountRequest), defaultValues: { password: '' } });

  if (auth.status === 'authenticated' && auth.user.staffRole) {
    return <Alert tone="info">{STAFF_ACCOUNT_DELETE_MESSAGE}</Alert>;
  }

  if (!confirming) {
    return (
      <Button
        variant="danger"
        className="self-start"
        onClick={() => {
          setConfirming(true);
          setTimeout(() => setFocus('password'), 0);
        }}
      >
        {m.deleteAccount.start}
      </Button>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => remove.mutate(values, { onSuccess: onDeleted }))}
    >
      {remove.isError ? <Alert tone="error">{errorText(remove.error, m.deleteAccount.failed)}</Alert> : null}
      <Alert tone="warning" title={m.deleteAccount.warningTitle}>
        <p>{m.deleteAccount.warning}</p>
        <p className="mt-2">{m.deleteAccount.documents}</p>
      </Alert>
      <PasswordInput
        label={m.deleteAccount.confirmPassword}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {remove.isPending ? m.deleteAccount.pending : m.deleteAccount.submit}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
          {m.deleteAccount.cancel}
        </Button>
      </div>
    </form>
  );
};
