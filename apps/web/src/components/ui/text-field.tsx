import type { InputHTMLAttributes, Ref } from 'react';
import { Field, splitFieldProps, type TFieldProps } from './field';

export type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  TFieldProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input with hint and error text; works with react-hook-form's `register()` (ref is a prop in React 19). */
export const TextField = ({ className = '', ref, ...props }: TTextFieldProps) => {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <input ref={ref} {...control} className={`${control.className} ${className}`} {...input} />}
    </Field>
  );
};
