import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { describedBy, FieldShell, fieldInputClassName, fieldStateClassName } from './text-field';

export type TPasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message shown under the input; marks the input aria-invalid. */
  error?: string | undefined;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Extra classes for the wrapper. */
  containerClassName?: string;
};

/**
 * A labelled password input with a show/hide toggle ('Show password' / 'Hide password').
 * Works with react-hook-form's `register()` (ref is a prop in React 19).
 */
export const PasswordInput = ({
  label,
  hint,
  error,
  id,
  className = '',
  containerClassName,
  required,
  ref,
  ...props
}: TPasswordInputProps) => {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} required={required} className={containerClassName}>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          type={visible ? 'text' : 'password'}
          required={required}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={`${fieldInputClassName} ${fieldStateClassName(Boolean(error))} pr-12 ${className}`}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
};
