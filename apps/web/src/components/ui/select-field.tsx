import ChevronDown from 'lucide-react/icons/chevron-down';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type TFieldProps } from './field';

export type TSelectOption = { value: string; label: string; disabled?: boolean };

export type TSelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  TFieldProps & {
    options: ReadonlyArray<TSelectOption>;
    /** A first, empty option such as "Select a subject". */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export const SelectField = ({ options, placeholder, className = '', ref, ...props }: TSelectFieldProps) => {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            {...control}
            className={`${control.className} appearance-none pr-10 ${className}`}
            {...select}
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
      )}
    </Field>
  );
};
