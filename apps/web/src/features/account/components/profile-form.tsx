import { zodResolver } from '@hookform/resolvers/zod';
import { ZUpdateProfileRequest } from '@sello/shared/account-schemas';
import type { TAuthUser } from '@sello/shared/auth-schemas';
import { useForm } from 'react-hook-form';
import { EmailField, NameFields } from '@/components/forms/contact-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

/** First and last name of the signed-in user. The email cannot be changed here. */
export const ProfileForm = ({ user }: { user: TAuthUser }) => {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: ({ user: saved }) => reset({ firstName: saved.firstName, lastName: saved.lastName }),
        }),
      )}
    >
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, 'Could not save your name. Please try again.')}</Alert>
      ) : null}
      {update.isSuccess && !isDirty ? <Alert tone="success">Your name has been saved.</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} />
      </div>
      <EmailField value={user.email} readOnly disabled hint="The email cannot be changed." />
      <Button type="submit" loading={update.isPending} className="self-start">
        {update.isPending ? 'Saving...' : 'Save name'}
      </Button>
    </form>
  );
};
