import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { describedBy, FieldShell, fieldInputClassName, fieldStateClassName } from './text-field';

export type TSelectOption = { value: string; label: string; disabled?: boolean };

export type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  options: ReadonlyArray<TSelectOption>;
  /** A first, empty option such as "Select a subject". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  containerClassName?: string;
};

export const SelectField = ({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  className = '',
  containerClassName,
  required,
  ref,
  ...props
}: TSelectFieldProps) => {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell
      id={selectId}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={required}
      className={containerClassName}
    >
      <div className="relative">
        <select
          id={selectId}
          ref={ref}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, hint, error)}
          className={`${fieldInputClassName} ${fieldStateClassName(Boolean(error))} appearance-none pr-10 ${className}`}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 text-slate-500"
        />
      </div>
    </FieldShell>
  );
};
