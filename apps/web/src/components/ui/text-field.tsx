import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export const fieldInputClassName =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus-visible:outline-none focus:ring-3 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm';

export const fieldStateClassName = (invalid: boolean) =>
  invalid
    ? 'border-red-600 focus:border-red-600 focus:ring-red-600/25'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:ring-brand-600/25';

/** Label, hint and error around a control, with the ids wired for screen readers. */
export const FieldShell = ({
  id,
  label,
  hint,
  error,
  optional,
  required,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) => (
  <div className={`flex flex-col gap-1.5 ${className}`}>
    <label htmlFor={id} className="font-medium text-slate-800 text-sm">
      {label}
      {required ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
      {optional ? <span className="ml-1.5 font-normal text-slate-500">(optional)</span> : null}
    </label>
    {children}
    {hint && !error ? (
      <p id={`${id}-hint`} className="text-slate-600 text-xs">
        {hint}
      </p>
    ) : null}
    {error ? (
      <p id={`${id}-error`} className="text-red-700 text-sm" role="alert">
        {error}
      </p>
    ) : null}
  </div>
);

export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message shown under the input; marks the input aria-invalid. */
  error?: string | undefined;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Extra classes for the wrapper. */
  containerClassName?: string;
};

/** A labelled input with hint and error text; works with react-hook-form's `register()` (ref is a prop in React 19). */
export const TextField = ({
  label,
  hint,
  error,
  optional,
  id,
  className = '',
  containerClassName,
  required,
  ref,
  ...props
}: TTextFieldProps) => {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      required={required}
      className={containerClassName}
    >
      <input
        id={inputId}
        ref={ref}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${fieldInputClassName} ${fieldStateClassName(Boolean(error))} ${className}`}
        {...props}
      />
    </FieldShell>
  );
};
