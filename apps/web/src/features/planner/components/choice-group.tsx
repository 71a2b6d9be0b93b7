import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldErrorText } from '@/components/ui/field';

export type TChoice = { value: string; label: string; hint?: string };

/** A radio group (fieldset + legend) with its hint and error wired for screen readers. */
export const ChoiceGroup = ({
  legend,
  hint,
  error,
  choices,
  registration,
  columns = 1,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  choices: ReadonlyArray<TChoice>;
  registration: UseFormRegisterReturn;
  columns?: 1 | 2 | 3;
}) => {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' }[columns];
  return (
    <fieldset aria-describedby={describedBy} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-medium text-slate-800 text-sm">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 mb-1 text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-2 ${grid}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white px-3.5 py-3 text-sm transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-focus has-focus-visible:outline-offset-2 ${
              error ? 'border-danger-600' : 'border-slate-300'
            }`}
          >
            <input
              type="radio"
              value={choice.value}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              {...registration}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium text-slate-900">{choice.label}</span>
              {choice.hint ? <span className="text-slate-600 text-xs">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText> : null}
    </fieldset>
  );
};
