import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ACCOUNT_DELETE_MESSAGE, ZDeleteAccountRequest } from '@sello/shared/account-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deletes the login after the password is typed again. Orders already placed stay with the agency (with the
 * contact details they were placed with) and remain reachable through their links. Staff are not offered it: the
 * server refuses until the owner has removed them from the staff.
 */
export const DeleteAccountForm = ({ onDeleted }: { onDeleted: () => void }) => {
  const auth = useAuth();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZDeleteAccountRequest), defaultValues: { password: '' } });

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
        Delete my account…
      </Button>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => remove.mutate(values, { onSuccess: onDeleted }))}
    >
      {remove.isError ? (
        <Alert tone="error">{errorMessage(remove.error, 'Could not delete your account. Please try again.')}</Alert>
      ) : null}
      <Alert tone="warning" title="This cannot be undone">
        Your login is deleted and you are signed out everywhere. You can no longer open your orders, quotes or plans,
        even with their links. The documents of completed or cancelled orders are deleted at once; orders still in
        progress stay with our staff, who finish or cancel them and write to the email address on the order.
      </Alert>
      <PasswordInput
        label="Type your password to confirm"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)} disabled={remove.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
