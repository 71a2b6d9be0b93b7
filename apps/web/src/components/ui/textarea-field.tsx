import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type TFieldProps } from './field';

export type TTextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  TFieldProps & { ref?: Ref<HTMLTextAreaElement> };

export const TextareaField = ({ className = '', rows = 5, ref, ...props }: TTextareaFieldProps) => {
  const [field, textarea] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...control}
          className={`${control.className} min-h-28 resize-y ${className}`}
          {...textarea}
        />
      )}
    </Field>
  );
};
