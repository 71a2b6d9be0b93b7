import type { FormEventHandler, ReactNode } from 'react';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { Alert } from './alert';
import { Button, type TButtonVariant } from './button';
import { uiCatalogue } from './messages/catalogue';
import { Modal, type TModalProps } from './modal';
import { TextField, type TTextFieldProps } from './text-field';

/** An amount in US dollars and cents (parsed with `ZDollarCentsText`). */
export const DollarsField = (props: TTextFieldProps) => (
  <TextField type="number" inputMode="decimal" min="0.01" step="0.01" {...props} />
);

/** A modal's buttons: side by side on the right, stacked with the main one on top on a phone. */
export const ModalActions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>
);

type TModalFormProps = Omit<TModalProps, 'children'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the request runs: the modal stays open, Cancel is disabled, the submit button spins. */
  pending: boolean;
  /** The request's failure, shown above the buttons as the server's message or `errorFallback`. */
  error: unknown;
  errorFallback: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: TButtonVariant;
  submitIcon?: ReactNode;
  submitDisabled?: boolean;
  cancelLabel?: string;
  children: ReactNode;
};

/** An admin action in a modal: its fields, the request's error, then Cancel and the submit button. */
export const ModalForm = ({
  onSubmit,
  pending,
  error,
  errorFallback,
  submitLabel,
  pendingLabel,
  submitVariant,
  submitIcon,
  submitDisabled,
  cancelLabel,
  children,
  onClose,
  ...modal
}: TModalFormProps) => {
  const { m } = useMessages(uiCatalogue);
  const errorText = useErrorMessage();
  return (
    <Modal {...modal} onClose={pending ? () => undefined : onClose}>
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        {children}
        {error ? <Alert tone="error">{errorText(error, errorFallback)}</Alert> : null}
        <ModalActions>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel ?? m.modal.cancel}
          </Button>
          <Button type="submit" variant={submitVariant} loading={pending} icon={submitIcon} disabled={submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
};
