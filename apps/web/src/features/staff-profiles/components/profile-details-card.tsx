import { zodResolver } from '@hookform/resolvers/zod';
import type { TStaffProfile, TUpdateStaffProfileRequest } from '@sello/shared/staff-profile-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import type { TProfileOwner } from '../api/staff-profile-path';
import { useUpdateStaffProfile } from '../api/update-staff-profile';
import {
  PAIR_OPTIONS,
  profileDetailsDefaults,
  type TProfileDetailsFormValues,
  ZProfileDetailsForm,
} from './profile-details-form';

/**
 * Display name (how tasks and the certified document name the translator) and the pairs they work in; `readOnly`
 * shows them without the means to change them (a project manager looking at someone else's).
 */
export const ProfileDetailsCard = ({
  owner,
  profile,
  readOnly = false,
}: {
  owner: TProfileOwner;
  profile: TStaffProfile;
  readOnly?: boolean;
}) => {
  const mutation = useUpdateStaffProfile(owner);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TProfileDetailsFormValues, unknown, TUpdateStaffProfileRequest>({
    resolver: zodResolver(ZProfileDetailsForm),
    defaultValues: profileDetailsDefaults(profile),
  });

  const onSubmit = (values: TUpdateStaffProfileRequest) => {
    setSaved(false);
    mutation.mutate(values, {
      onSuccess: (next) => {
        reset(profileDetailsDefaults(next));
        setSaved(true);
      },
    });
  };

  return (
    <Card id="profile-details" title="Profile">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Profile" className="flex flex-col gap-5">
        {readOnly ? (
          <p className="text-slate-600 text-sm">
            Only the owner changes staff profiles, credentials, seals and signatures.
          </p>
        ) : null}
        <fieldset disabled={readOnly} className="flex flex-col gap-5">
          <TextField
            label="Display name"
            hint="How tasks, the manager's board and the translator's statement name this person."
            required
            autoComplete="name"
            maxLength={120}
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-slate-900 text-sm">Language pairs</legend>
            <p className="text-slate-600 text-sm">The pairs this person translates or reviews.</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {PAIR_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-slate-800 text-sm has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    value={option.value}
                    className="size-4 accent-brand-600"
                    {...register('languagePairs')}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
        {mutation.isError ? (
          <Alert tone="error">{errorMessage(mutation.error, 'Failed to save the profile')}</Alert>
        ) : null}
        {saved && !isDirty ? <Alert tone="success">Profile saved.</Alert> : null}
        {readOnly ? null : (
          <div>
            <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
              Save profile
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
};
