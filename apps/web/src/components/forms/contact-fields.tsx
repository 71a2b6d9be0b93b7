import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField, type TTextFieldProps } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n/i18n';
import { errorOf, type TFormProps } from './form-props';
import { formsCatalogue } from './messages/catalogue';

/** An email address input: the keyboard, autofill and spelling settings every email field needs. */
export const EmailField = ({ label, ...props }: Omit<TTextFieldProps, 'label'> & { label?: string }) => {
  const { m } = useMessages(formsCatalogue);
  return (
    <TextField
      label={label ?? m.fields.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
};

/** Fields filled from the signed-in account are read-only and look it. */
const lockedClassName = 'read-only:cursor-default read-only:bg-slate-50 read-only:text-slate-600';

const lockedProps = (locked: boolean) =>
  locked ? { readOnly: true, 'aria-readonly': true as const, className: lockedClassName } : {};

/**
 * First and last name, side by side in the caller's grid, for a form whose values have `firstName` and `lastName`.
 * `autoFocus` marks the first name for the dialog that opens on it.
 */
type TNameValues = { firstName: string; lastName: string };

export const NameFields = <TValues extends FieldValues & TNameValues>({
  register,
  errors,
  required,
  locked = false,
  autoFocus = false,
}: TFormProps<TValues> & { required?: boolean; locked?: boolean; autoFocus?: boolean }) => {
  const { m } = useMessages(formsCatalogue);
  return (
    <>
      <TextField
        label={m.fields.firstName}
        autoComplete="given-name"
        required={required}
        data-autofocus={autoFocus || undefined}
        {...lockedProps(locked)}
        error={errorOf(errors, 'firstName')}
        {...register('firstName' as Path<TValues>)}
      />
      <TextField
        label={m.fields.lastName}
        autoComplete="family-name"
        required={required}
        {...lockedProps(locked)}
        error={errorOf(errors, 'lastName')}
        {...register('lastName' as Path<TValues>)}
      />
    </>
  );
};

type TContactValues = { email: string; phone?: string | undefined };

type TContactFieldsProps<TValues extends FieldValues> = TFormProps<TValues> & {
  /** Whether the phone number must be given; otherwise it is marked optional. */
  phoneRequired: boolean;
} & (
    | ({
        /** One "Full name" field (`name`). */
        name: 'full';
        /** Whether the name must be given; otherwise it is marked optional. */
        nameRequired: boolean;
      } & ('name' extends Path<TValues> ? unknown : never))
    | ({
        /** First and last name (`firstName`, `lastName`), both required. */
        name: 'split';
        /** Name and email come from the signed-in account: shown read-only. */
        locked?: boolean;
      } & ('firstName' | 'lastName' extends Path<TValues> ? unknown : never))
  );

/**
 * How to reach a person: name, email (always required) and phone, as fields in the caller's grid, registered on the
 * caller's react-hook-form form under `name` (or `firstName` and `lastName`), `email` and `phone`.
 */
export const ContactFields = <TValues extends FieldValues & TContactValues>(props: TContactFieldsProps<TValues>) => {
  const { register, errors, phoneRequired } = props;
  const locked = props.name === 'split' && props.locked === true;
  const { m } = useMessages(formsCatalogue);
  return (
    <>
      {props.name === 'full' ? (
        <TextField
          label={m.fields.fullName}
          autoComplete="name"
          required={props.nameRequired}
          optional={!props.nameRequired}
          error={errorOf(errors, 'name')}
          {...register('name' as Path<TValues>)}
        />
      ) : (
        // The 'split' props are only accepted when TValues has firstName and lastName (see TContactFieldsProps).
        <NameFields<TValues & TNameValues>
          register={register as unknown as UseFormRegister<TValues & TNameValues>}
          errors={errors as FieldErrors<TValues & TNameValues>}
          required
          locked={locked}
        />
      )}
      <EmailField
        required
        {...lockedProps(locked)}
        error={errorOf(errors, 'email')}
        {...register('email' as Path<TValues>)}
      />
      <TextField
        label={m.fields.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required={phoneRequired}
        optional={!phoneRequired}
        error={errorOf(errors, 'phone')}
        {...register('phone' as Path<TValues>)}
      />
    </>
  );
};
