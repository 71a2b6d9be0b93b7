import Search from 'lucide-react/icons/search';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './button';
import { FieldErrorText, fieldInputClassName, fieldStateClassName } from './field';

type TLookupFormProps = {
  /** The card's heading and the line under it. */
  heading: string;
  lead: ReactNode;
  label: string;
  placeholder: string;
  /** Under the box while there is no error. */
  hint: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the box (in place of the hint), which is then marked invalid. */
  error: string | null;
  onSubmit: () => void;
  maxLength: number;
  /** Extra classes for the box (letter spacing of a code) and the button (its width from `sm` up). */
  inputClassName?: string;
  buttonClassName?: string;
};

/**
 * A card that looks one thing up by what the visitor types (an order number on the tracking page, a verification
 * code on /verify): a monospaced box and its button side by side from `sm` up, the hint or the error under it. The
 * page owns the value, checks it and runs the look-up; the words are the page's.
 */
export const LookupForm = ({
  heading,
  lead,
  label,
  placeholder,
  hint,
  submitLabel,
  pendingLabel,
  pending,
  value,
  onValueChange,
  error,
  onSubmit,
  maxLength,
  inputClassName = '',
  buttonClassName = '',
}: TLookupFormProps) => {
  const inputId = useId();
  const headingId = `${inputId}-heading`;
  const describedBy = `${inputId}-${error ? 'error' : 'hint'}`;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{lead}</p>
      <form
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
        className="mt-5"
      >
        <label htmlFor={inputId} className="font-medium text-slate-800 text-sm">
          {label}
        </label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            type="text"
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${fieldInputClassName} ${fieldStateClassName(Boolean(error))} font-mono sm:flex-1 ${inputClassName}`}
          />
          <Button
            type="submit"
            size="lg"
            loading={pending}
            icon={<Search aria-hidden="true" className="size-4" />}
            className={buttonClassName}
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
        <div className="mt-2">
          {error ? (
            <FieldErrorText id={describedBy}>{error}</FieldErrorText>
          ) : (
            <p id={describedBy} className="text-slate-500 text-xs">
              {hint}
            </p>
          )}
        </div>
      </form>
    </section>
  );
};
