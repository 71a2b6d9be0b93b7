import CircleAlert from 'lucide-react/icons/circle-alert';
import { type ReactNode, useId } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { uiCatalogue } from './messages/catalogue';

export const fieldInputClassName =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus-visible:outline-none focus:ring-1 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm';

export const fieldStateClassName = (invalid: boolean) =>
  invalid
    ? 'border-danger-600 focus:border-focus focus:ring-focus'
    : 'border-slate-300 hover:border-slate-400 focus:border-focus focus:ring-focus';

/** An error under a control or a group of them: the danger colour and an icon, announced at once. */
export const FieldErrorText = ({ id, children }: { id?: string; children: ReactNode }) => (
  <p id={id} className="flex items-start gap-1.5 text-danger-700 text-sm" role="alert">
    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
    {children}
  </p>
);

/** What every labelled control (text, textarea, select, password) takes besides its own attributes. */
export type TFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message shown under the control (in place of the hint); marks the control aria-invalid. */
  error?: string | undefined;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Adds a red asterisk after the label and `required` on the control. */
  required?: boolean;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** Extra classes for the wrapper. */
  containerClassName?: string;
};

/** The attributes `Field` hands its control: id, required, the screen-reader wiring and the input look. */
export type TFieldControlProps = {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** Splits a control's props into the `Field` ones and the control's own. */
export const splitFieldProps = <TProps extends TFieldProps>({
  label,
  hint,
  error,
  optional,
  required,
  id,
  containerClassName,
  ...control
}: TProps) => [{ label, hint, error, optional, required, id, containerClassName }, control] as const;

/**
 * Label, hint and error around one control, with the ids wired for screen readers: the label points at the control,
 * the control is described by the error (or else the hint) and marked aria-invalid while there is an error.
 * `children` renders the control from the attributes it is given.
 */
export const Field = ({
  label,
  hint,
  error,
  optional,
  required,
  id,
  containerClassName = '',
  children,
}: TFieldProps & { children: (control: TFieldControlProps) => ReactNode }) => {
  const { m } = useMessages(uiCatalogue);
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintShown = Boolean(hint) && !error;
  const describedBy = [error ? `${controlId}-error` : null, hintShown ? `${controlId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${containerClassName}`}>
      <label htmlFor={controlId} className="font-medium text-slate-800 text-sm">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1.5 font-normal text-slate-500">{m.field.optional}</span> : null}
      </label>
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: `${fieldInputClassName} ${fieldStateClassName(Boolean(error))}`,
      })}
      {hintShown ? (
        <p id={`${controlId}-hint`} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorText id={`${controlId}-error`}>{error}</FieldErrorText> : null}
    </div>
  );
};
