import { ZUpdateProfileRequest } from '@sello/shared/account-schemas';
import type { TAuthUser } from '@sello/shared/auth-schemas';
import { useForm } from 'react-hook-form';
import { EmailField, NameFields } from '@/components/forms/contact-fields';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { accountCatalogue } from '../messages/catalogue';

/** First and last name of the signed-in user. The email cannot be changed here. */
export const ProfileForm = ({ user }: { user: TAuthUser }) => {
  const { m } = useMessages(accountCatalogue);
  const errorText = useErrorMessage();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: useLocalizedResolver(ZUpdateProfileRequest),
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
      {update.isError ? <Alert tone="error">{errorText(update.error, m.profile.failed)}</Alert> : null}
      {update.isSuccess && !isDirty ? <Alert tone="success">{m.profile.saved}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields register={register} errors={errors} />
      </div>
      <EmailField value={user.email} readOnly disabled hint={m.profile.emailHint} />
      <Button type="submit" loading={update.isPending} className="self-start">
        {update.isPending ? m.profile.pending : m.profile.submit}
      </Button>
    </form>
  );
};
