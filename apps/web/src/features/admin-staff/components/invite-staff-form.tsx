import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@sello/shared/staff-roles';
import { type TInviteStaffRequest, ZInviteStaffRequest } from '@sello/shared/staff-schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useInviteStaff } from '../api/staff';

type TValues = z.input<typeof ZInviteStaffRequest>;

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** The owner's invitation: email, name and role; the invitee gets a link valid 7 days. */
export const InviteStaffForm = ({ onInvited }: { onInvited: (email: string) => void }) => {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TValues, unknown, TInviteStaffRequest>({
    resolver: zodResolver(ZInviteStaffRequest),
    defaultValues: { email: '', firstName: '', lastName: '', role: 'translator' },
    mode: 'onTouched',
  });
  const invite = useInviteStaff();

  const onSubmit = (values: TInviteStaffRequest) =>
    invite.mutate(values, {
      onSuccess: () => {
        reset();
        onInvited(values.email);
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      {invite.error ? (
        <div className="sm:col-span-2">
          <Alert tone="error" title="The invitation was not sent">
            {errorMessage(invite.error, 'Failed to send the invitation')}
          </Alert>
        </div>
      ) : null}
      <TextField
        label="First name"
        required
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        required
        autoComplete="off"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label="Role" required options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
      <div className="sm:col-span-2">
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
};
