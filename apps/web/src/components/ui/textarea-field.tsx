import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, FieldShell, fieldInputClassName, fieldStateClassName } from './text-field';

export type TTextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
  containerClassName?: string;
};

export const TextareaField = ({
  label,
  hint,
  error,
  optional,
  id,
  className = '',
  containerClassName,
  required,
  rows = 5,
  ref,
  ...props
}: TTextareaFieldProps) => {
  const autoId = useId();
  const textareaId = id ?? autoId;
  return (
    <FieldShell
      id={textareaId}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={required}
      className={containerClassName}
    >
      <textarea
        id={textareaId}
        ref={ref}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
        className={`${fieldInputClassName} ${fieldStateClassName(Boolean(error))} min-h-28 resize-y ${className}`}
        {...props}
      />
    </FieldShell>
  );
};
