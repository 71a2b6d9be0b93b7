import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES } from '@sello/shared/constants';
import {
  SWORN_JURISDICTION_VALUES,
  SWORN_JURISDICTIONS,
  type TStaffCredential,
} from '@sello/shared/staff-profile-schemas';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSaveStaffCredential } from '../api/save-staff-credential';
import {
  credentialDefaults,
  formOfAddressLabel,
  jurisdictionTitle,
  type TCredentialFormOutput,
  type TCredentialFormValues,
  ZCredentialForm,
} from './credential-form';

const LANGUAGE_OPTIONS = Object.values(LANGUAGES).map(({ value, name }) => ({ value, label: name }));
const KIND_OPTIONS = [
  { value: 'sworn', label: 'Sworn translator appointment' },
  { value: 'certified', label: 'Professional certification (e.g. ATA)' },
];
const JURISDICTION_OPTIONS = SWORN_JURISDICTION_VALUES.map((value) => ({ value, label: jurisdictionTitle(value) }));
const FORM_OF_ADDRESS_CHOICES = [
  { value: 'masculine', formOfAddress: 'masculine' },
  { value: 'feminine', formOfAddress: 'feminine' },
  { value: 'unsaid', formOfAddress: null },
] as const;

/** Adds a credential, or corrects `credential`; back office only (the server refuses anyone else). */
export const CredentialEditor = ({
  userId,
  credential,
  onDone,
}: {
  userId: string;
  credential?: TStaffCredential;
  onDone: () => void;
}) => {
  const mutation = useSaveStaffCredential(userId);
  const formId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<TCredentialFormValues, unknown, TCredentialFormOutput>({
    resolver: zodResolver(ZCredentialForm),
    defaultValues: credentialDefaults(credential),
  });
  const kind = useWatch({ control, name: 'kind' });
  const jurisdiction = useWatch({ control, name: 'jurisdiction' });
  // The form's fields are flat; the server's schema names the same paths.
  const errorOf = (name: keyof TCredentialFormValues) =>
    (errors as Record<string, { message?: string }>)[name]?.message;

  const onSubmit = (input: TCredentialFormOutput) =>
    mutation.mutate({ credentialId: credential?.id, input }, { onSuccess: onDone });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={credential ? 'Edit credential' : 'Add a credential'}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <SelectField label="Kind" options={KIND_OPTIONS} disabled={Boolean(credential)} {...register('kind')} />
      {kind === 'sworn' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Appointment"
            options={JURISDICTION_OPTIONS}
            {...register('jurisdiction', {
              onChange: (event) =>
                setValue(
                  'issuingAuthority',
                  SWORN_JURISDICTIONS[event.target.value as keyof typeof SWORN_JURISDICTIONS].authority,
                ),
            })}
          />
          <SelectField
            label="Language of the appointment"
            hint={`Sworn to and from ${LANGUAGES[SWORN_JURISDICTIONS[jurisdiction].language].name}.`}
            options={LANGUAGE_OPTIONS}
            error={errorOf('language')}
            {...register('language')}
          />
          <TextField
            label="Appointment number"
            required
            maxLength={60}
            error={errorOf('number')}
            {...register('number')}
          />
          <TextField
            label="Issuing authority"
            required
            maxLength={160}
            error={errorOf('issuingAuthority')}
            {...register('issuingAuthority')}
          />
          <fieldset
            aria-describedby={`${formId}-form-of-address-hint`}
            className="flex min-w-0 flex-col gap-2 sm:col-span-2"
          >
            <legend className="mb-1 font-medium text-slate-800 text-sm">Title on the seal and the certification</legend>
            <p id={`${formId}-form-of-address-hint`} className="text-slate-600 text-xs">
              As on the appointment. Not set prints both forms.
            </p>
            {FORM_OF_ADDRESS_CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm">
                <input type="radio" value={choice.value} className="size-4 shrink-0" {...register('formOfAddress')} />
                {formOfAddressLabel(jurisdiction, choice.formOfAddress)}
              </label>
            ))}
          </fieldset>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Certifying body" required maxLength={160} error={errorOf('body')} {...register('body')} />
          <TextField
            label="Certification number"
            required
            maxLength={60}
            error={errorOf('number')}
            {...register('number')}
          />
          <SelectField
            label="From"
            options={LANGUAGE_OPTIONS}
            error={errorOf('sourceLanguage')}
            {...register('sourceLanguage')}
          />
          <SelectField
            label="Into"
            options={LANGUAGE_OPTIONS}
            error={errorOf('targetLanguage')}
            {...register('targetLanguage')}
          />
        </div>
      )}
      {mutation.isError ? (
        <Alert tone="error">{errorMessage(mutation.error, 'Failed to save the credential')}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={mutation.isPending}>
          {credential ? 'Save credential' : 'Add credential'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
