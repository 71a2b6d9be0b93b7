import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';

/** What a group of fields needs from the caller's react-hook-form form. */
export type TFormProps<TValues extends FieldValues> = {
  register: UseFormRegister<TValues>;
  errors: FieldErrors<TValues>;
};

/** The message of one top-level field's error, if any. */
export const errorOf = <TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  name: string,
): string | undefined => {
  const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === 'string' ? message : undefined;
};
