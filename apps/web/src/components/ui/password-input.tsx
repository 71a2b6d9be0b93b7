import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { Field, splitFieldProps, type TFieldProps } from './field';
import { uiCatalogue } from './messages/catalogue';

export type TPasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> &
  TFieldProps & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled password input with a show/hide toggle ("Show password" / "Hide password", in the page's language).
 * Works with react-hook-form's `register()` (ref is a prop in React 19).
 */
export const PasswordInput = ({ className = '', ref, ...props }: TPasswordInputProps) => {
  const [field, input] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const { m } = useMessages(uiCatalogue);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...control}
            className={`${control.className} pr-12 ${className}`}
            {...input}
          />
          <button
            type="button"
            aria-label={visible ? m.password.hide : m.password.show}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
};
