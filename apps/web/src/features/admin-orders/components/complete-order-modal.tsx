import { defaultCompletionMessage, type TAdminOrder } from '@sello/shared/admin-order-schemas';
import FileCheck from 'lucide-react/icons/file-check';
import Send from 'lucide-react/icons/send';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useBrandName } from '@/lib/public-config';
import { useCompleteOrder } from '../api/complete-order';

export const NO_DOCUMENTS_WARNING =
  'You have not uploaded any documents. Are you sure you want to mark this order as complete?';

/** "Finalize Order Completion": the files to send and an editable message; the server emails the client once. */
export const CompleteOrderModal = ({
  order,
  open,
  onClose,
  onCompleted,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  onCompleted: () => void;
}) => {
  const brandName = useBrandName();
  const [message, setMessage] = useState(() =>
    defaultCompletionMessage({ firstName: order.customerInfo.firstName, orderNumber: order.orderNumber, brandName }),
  );
  const [touched, setTouched] = useState(false);
  const complete = useCompleteOrder();
  const files = order.translatedFiles;
  const messageError = touched && message.trim() === '' ? 'Please write a message to the client.' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (message.trim() === '') return;
    complete.mutate(
      { orderId: order.orderId, translatedFileKeys: files.map((file) => file.fileKey), message },
      { onSuccess: onCompleted },
    );
  };

  return (
    <Modal
      open={open}
      onClose={complete.isPending ? () => undefined : onClose}
      title="Finalize Order Completion"
      description={`Order ${order.orderNumber} · ${order.customerInfo.email}`}
      widthClassName="max-w-2xl"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        {files.length > 0 ? (
          <div>
            <p className="font-medium text-slate-900 text-sm">Files to send ({files.length})</p>
            <ul className="mt-2 flex flex-col gap-1.5">
              {files.map((file) => (
                <li key={file.fileKey} className="flex items-center gap-2 text-slate-700 text-sm">
                  <FileCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                  <span className="break-all">{file.filename}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Alert tone="warning">{NO_DOCUMENTS_WARNING}</Alert>
        )}
        <TextareaField
          label="Message to the client"
          rows={8}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onBlur={() => setTouched(true)}
          error={messageError}
          hint="Sent by email with a link to the order page, where the files can be downloaded."
          required
        />
        {complete.isError ? (
          <Alert tone="error">{errorMessage(complete.error, 'Could not complete the order')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={complete.isPending} icon={<Send aria-hidden="true" className="size-4" />}>
            {complete.isPending ? 'Completing...' : 'Complete Order & Send Email'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
